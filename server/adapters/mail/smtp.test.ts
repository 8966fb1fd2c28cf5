import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from '../../modules/mail/layout';
import { startSmtpCapture, type SmtpCapture } from '../../../tests/support/smtp-capture';
import { MailSendError } from './mailer';
import { createSmtpMailer } from './smtp';

let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());

const FROM = 'Cartera USDT <no-reply@cartera.example>';
const body = renderEmail({
  appName: 'Cartera USDT',
  title: 'Tu código de verificación',
  paragraphs: ['Usa este código para recuperar tu contraseña. Vence en 10 minutos.'],
  highlight: '123456',
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('SMTP mailer', () => {
  it('delivers subject, HTML, text and attachments to a real SMTP server', async () => {
    const mailer = createSmtpMailer(smtp.url, FROM);
    const pdf = Buffer.from('%PDF-1.7\nprueba\n%%EOF');
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Código de verificación',
      ...body,
      attachments: [{ filename: 'acuerdo.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    await mailer.close?.();

    const { to, email } = await smtp.waitFor((m) => m.to.includes('ana@example.com'));
    expect(to).toEqual(['ana@example.com']);
    expect(email.from).toMatchObject({ name: 'Cartera USDT', address: 'no-reply@cartera.example' });
    expect(email.subject).toBe('Código de verificación');
    expect(email.html).toContain('Tu código de verificación');
    expect(email.html).toContain('123456');
    expect(email.text).toContain('Usa este código para recuperar tu contraseña.');
    expect(email.attachments).toHaveLength(1);
    const [attachment] = email.attachments;
    expect(attachment).toMatchObject({ filename: 'acuerdo.pdf', mimeType: 'application/pdf' });
    expect(Buffer.from(attachment!.content as ArrayBuffer)).toEqual(pdf);
  });

  it('turns a refused recipient into MailSendError', async () => {
    smtp.refuse('bloqueado@example.com');
    const mailer = createSmtpMailer(smtp.url, FROM);
    const error = await mailer
      .send({ to: 'bloqueado@example.com', subject: 'x', ...body })
      .catch((err: unknown) => err);
    await mailer.close?.();
    expect(error).toBeInstanceOf(MailSendError);
    expect((error as Error).message).toBe(
      'No se pudo enviar el correo: el servidor SMTP no aceptó el mensaje',
    );
  });

  it('turns an unreachable server into MailSendError', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${await closedPort()}`, FROM);
    const error = await mailer
      .send({ to: 'ana@example.com', subject: 'x', ...body })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(MailSendError);
  });
});
