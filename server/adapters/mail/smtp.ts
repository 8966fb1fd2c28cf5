import nodemailer from 'nodemailer';
import { MailSendError, type MailMessage, type Mailer } from './mailer';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries({
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      try {
        await transport.sendMail({ from, ...message });
      } catch (err) {
        throw new MailSendError('el servidor SMTP no aceptó el mensaje', { cause: err });
      }
    },
    close: async () => transport.close(),
  };
}
