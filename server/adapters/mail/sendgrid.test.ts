import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSendgrid, type FakeSendgrid } from '../../../tests/support/fake-sendgrid';
import { MailSendError } from './mailer';
import { createSendgridMailer } from './sendgrid';

let sendgrid: FakeSendgrid;
let apiUrl: string;
beforeAll(async () => {
  sendgrid = await startFakeSendgrid();
  apiUrl = sendgrid.url;
});
afterAll(() => sendgrid.close());
beforeEach(() => sendgrid.reset());
const received = () => sendgrid.received;

const message = {
  to: 'ana@example.com',
  subject: 'Retiro registrado',
  html: '<p>Tu orden de retiro fue registrada.</p>',
  text: 'Tu orden de retiro fue registrada.',
};

describe('SendGrid mailer', () => {
  it('posts the mail to /v3/mail/send with the API key', async () => {
    const mailer = createSendgridMailer('SG.clave', apiUrl, 'Cartera USDT <no-reply@cartera.mx>');
    await mailer.send({
      ...message,
      attachments: [
        { filename: 'a.pdf', content: Buffer.from('%PDF'), contentType: 'application/pdf' },
      ],
    });
    expect(received()).toHaveLength(1);
    const [request] = received();
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v3/mail/send',
      authorization: 'Bearer SG.clave',
    });
    expect(request!.body).toEqual({
      personalizations: [{ to: [{ email: 'ana@example.com' }] }],
      from: { email: 'no-reply@cartera.mx', name: 'Cartera USDT' },
      subject: 'Retiro registrado',
      content: [
        { type: 'text/plain', value: 'Tu orden de retiro fue registrada.' },
        { type: 'text/html', value: '<p>Tu orden de retiro fue registrada.</p>' },
      ],
      attachments: [
        {
          filename: 'a.pdf',
          type: 'application/pdf',
          content: Buffer.from('%PDF').toString('base64'),
          disposition: 'attachment',
        },
      ],
    });
  });

  it('turns a refusal into MailSendError with the status', async () => {
    sendgrid.answer(401);
    const mailer = createSendgridMailer('SG.mala', apiUrl, 'no-reply@cartera.mx');
    const error = await mailer.send(message).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(MailSendError);
    expect((error as Error).message).toBe('No se pudo enviar el correo: SendGrid respondió 401');
    expect(received()[0]!.body.from).toEqual({ email: 'no-reply@cartera.mx' });
  });

  it('turns an unreachable API into MailSendError', async () => {
    const mailer = createSendgridMailer('SG.clave', 'http://127.0.0.1:9', 'no-reply@cartera.mx');
    const error = await mailer.send(message).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(MailSendError);
    expect((error as Error).message).toBe(
      'No se pudo enviar el correo: no se pudo contactar con SendGrid',
    );
  });
});
