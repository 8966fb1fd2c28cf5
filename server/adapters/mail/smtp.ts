import nodemailer from 'nodemailer';
import { MailSendError, type MailMessage, type Mailer } from './mailer';

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** SMTP through nodemailer; the URL's own timeout parameters win over ours. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  let sendTimeoutMs = 0;
  for (const [key, value] of Object.entries(TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
    sendTimeoutMs += Number(url.searchParams.get(key)) || value;
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    kind: 'smtp',
    sendTimeoutMs,
    async send(message: MailMessage) {
      let timer: NodeJS.Timeout | undefined;
      // The socket timeout is per silence: a server that trickles would hold a send for ever.
      const deadline = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`sin respuesta en ${sendTimeoutMs} ms`)),
          sendTimeoutMs,
        );
      });
      try {
        await Promise.race([transport.sendMail({ from, ...message }), deadline]);
      } catch (err) {
        throw new MailSendError('el servidor SMTP no aceptó el mensaje', { cause: err });
      } finally {
        clearTimeout(timer);
      }
    },
    close: async () => transport.close(),
  };
}
