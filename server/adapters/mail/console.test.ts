import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { recoveryCodeMail } from '../../modules/recovery/recovery-mail';
import { createConsoleMailer } from './console';
import { createMailer } from './index';

describe('console mailer', () => {
  it('prints recipient, subject, text and attachment names', async () => {
    let printed = '';
    const mailer = createConsoleMailer({ write: (text) => (printed += text), colors: false });
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Tu nueva contraseña',
      html: '<p>ignorado</p>',
      text: 'Tu nueva contraseña es: Xk3-pq9',
      attachments: [
        { filename: 'acuerdo.pdf', content: Buffer.from(''), contentType: 'application/pdf' },
      ],
    });
    expect(printed).toContain('Para:   ana@example.com');
    expect(printed).toContain('Asunto: Tu nueva contraseña');
    expect(printed).toContain('Tu nueva contraseña es: Xk3-pq9');
    expect(printed).toContain('Adjuntos: acuerdo.pdf');
    expect(printed).not.toContain('<p>');
    expect(printed).not.toContain('Para copiar');
  });

  it('frames the mail and sets the value to copy apart, in colour on a terminal', async () => {
    const mail = recoveryCodeMail('Cartera USDT', 'ana@example.com', '482913', 15);
    let plain = '';
    await createConsoleMailer({ write: (t) => (plain += t), colors: false }).send(mail);
    const lines = plain.split('\n');
    expect(lines[1]).toMatch(/^ ✉ CORREO \(transporte de consola\) ═+$/);
    expect(lines.at(-3)).toBe('  ▶ Para copiar: 482913');
    expect(lines.at(-2)).toMatch(/^═{64}$/);

    let coloured = '';
    await createConsoleMailer({ write: (t) => (coloured += t), colors: true }).send(mail);
    expect(coloured).toContain('▶ Para copiar: \x1b[1;33m482913\x1b[0m');
  });

  it('writes each mail with its attachments to a folder of its own, and prints the folder', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'cartera-correo-'));
    try {
      let printed = '';
      const mailer = createConsoleMailer({
        write: (t) => (printed += t),
        colors: false,
        folder: root,
      });
      const pdf = Buffer.from('%PDF-1.7 prueba');
      const mail = {
        to: 'sofia@example.com',
        subject: 'Documentos de mediación · Cartera USDT',
        html: '<p lang="es">Hola</p>',
        text: 'Hola Sofía',
        attachments: [
          { filename: 'acuerdo.pdf', content: pdf, contentType: 'application/pdf' },
          { filename: '../estado de cuenta.pdf', content: pdf, contentType: 'application/pdf' },
        ],
      };
      await mailer.send(mail);
      await mailer.send(mail);
      const folders = [...printed.matchAll(/Guardado en: (\S+)/g)].map((m) => m[1]!);
      expect(folders).toHaveLength(2);
      expect(new Set(folders).size).toBe(2);
      for (const folder of folders) {
        expect(path.dirname(folder)).toBe(root);
        expect(path.basename(folder)).toMatch(/Z-documentos-de-mediacion-cartera-usdt(-2)?$/);
        expect(readdirSync(folder).sort()).toEqual([
          'acuerdo.pdf',
          'estado de cuenta.pdf',
          'mensaje.html',
          'mensaje.txt',
        ]);
        expect(readFileSync(path.join(folder, 'acuerdo.pdf')).equals(pdf)).toBe(true);
        expect(readFileSync(path.join(folder, 'mensaje.txt'), 'utf8')).toBe(
          'Para: sofia@example.com\nAsunto: Documentos de mediación · Cartera USDT\n\nHola Sofía',
        );
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('is what the configuration picks without SMTP_URL or SENDGRID_API_KEY', () => {
    const base = {
      NODE_ENV: 'test',
      ADMIN_PATH_PREFIX: 'a'.repeat(16),
      DATA_ENCRYPTION_KEY: '1'.repeat(64),
    };
    expect(createMailer(loadConfig(base)).kind).toBe('console');
    expect(createMailer(loadConfig({ ...base, SENDGRID_API_KEY: 'SG.x' })).kind).toBe('sendgrid');
    expect(
      createMailer(
        loadConfig({ ...base, SENDGRID_API_KEY: 'SG.x', SMTP_URL: 'smtp://127.0.0.1:25' }),
      ).kind,
    ).toBe('smtp');
  });
});
