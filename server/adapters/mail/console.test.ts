import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createConsoleMailer } from './console';
import { createMailer } from './index';

describe('console mailer', () => {
  it('prints recipient, subject, text and attachment names', async () => {
    let printed = '';
    const mailer = createConsoleMailer((text) => (printed += text));
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Tu nueva contraseña',
      html: '<p>ignorado</p>',
      text: 'Tu nueva contraseña es: Xk3-pq9',
      attachments: [
        { filename: 'acuerdo.pdf', content: Buffer.from(''), contentType: 'application/pdf' },
      ],
    });
    expect(printed).toContain('Para: ana@example.com');
    expect(printed).toContain('Asunto: Tu nueva contraseña');
    expect(printed).toContain('Tu nueva contraseña es: Xk3-pq9');
    expect(printed).toContain('Adjuntos: acuerdo.pdf');
    expect(printed).not.toContain('<p>');
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
