import { z } from 'zod';
import { singleLineText } from './common';

const NO_ADDRESS = 'Escribe un correo de destino';

/** docs/product/e-mail.md#test-e-mails: the address must contain '@'; the server also wants a whole address. */
const testAddress = (required: string) =>
  singleLineText({ max: 254, maxMessage: 'Correo electrónico demasiado largo', required })
    .min(1, required)
    .pipe(z.email('Correo electrónico inválido'));

export const MAIL_TRANSPORTS = ['smtp', 'sendgrid', 'console'] as const;
export type MailTransport = (typeof MAIL_TRANSPORTS)[number];

/** POST /api/admin/test-sendgrid (the 'Test Email' button). */
export const testSendgridInput = z.object({ email: testAddress(NO_ADDRESS) }, NO_ADDRESS);
export const testSendgridResult = z.object({
  message: z.string(),
  /** The transport that took the mail. */
  code: z.enum(MAIL_TRANSPORTS),
  note: z.string(),
});
export type TestSendgridResult = z.infer<typeof testSendgridResult>;

/** POST /api/admin/test-smtp (defined, used by no screen). */
export const testSmtpInput = z.object({ testEmail: testAddress(NO_ADDRESS) }, NO_ADDRESS);
export const testSmtpResult = z.object({ testEmail: z.string() });

/** GET /api/admin/mail-outbox: mails waiting to be sent, and the oldest once it is late. */
export const mailOutboxStatus = z.object({
  pending: z.number().int(),
  /** The mail waiting longest, when it has waited more than 5 minutes. */
  late: z
    .object({
      since: z.string(),
      to: z.string(),
      subject: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
    })
    .nullable(),
});
export type MailOutboxStatus = z.infer<typeof mailOutboxStatus>;
