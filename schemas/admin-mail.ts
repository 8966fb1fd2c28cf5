import { z } from 'zod';
import { singleLineText } from './common';

const NO_ADDRESS = 'Escribe un correo de destino';

/** SPEC §5: the address must contain '@'; the server also wants a whole address. */
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

/** POST /api/admin/test-smtp (SPEC §7: defined, used by no screen). */
export const testSmtpInput = z.object({ testEmail: testAddress(NO_ADDRESS) }, NO_ADDRESS);
export const testSmtpResult = z.object({ testEmail: z.string() });
