import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MailSendError } from './mailer';
import { createSendgridMailer } from './sendgrid';

interface Received {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** A local stand-in for SendGrid's v3 API: POST /v3/mail/send answers 202, or `status`. */
let server: Server;
let apiUrl: string;
let received: Received[];
let status: number;
beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      const known = req.method === 'POST' && req.url === '/v3/mail/send';
      res.writeHead(known ? status : 404, { 'content-type': 'application/json' });
      res.end(status === 202 ? '' : JSON.stringify({ errors: [{ message: 'denied' }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received = [];
  status = 202;
});

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
    expect(received).toHaveLength(1);
    const [request] = received;
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
    status = 401;
    const mailer = createSendgridMailer('SG.mala', apiUrl, 'no-reply@cartera.mx');
    const error = await mailer.send(message).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(MailSendError);
    expect((error as Error).message).toBe('No se pudo enviar el correo: SendGrid respondió 401');
    expect(received[0]!.body.from).toEqual({ email: 'no-reply@cartera.mx' });
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
