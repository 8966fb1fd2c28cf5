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
