import { z } from 'zod';
import { singleLineText } from './common';

export const RECOVERY_CODE_LENGTH = 6;

const email = singleLineText({
  max: 254,
  maxMessage: 'El correo electrónico es demasiado largo',
  required: 'Ingresa tu correo electrónico',
})
  .min(1, 'Ingresa tu correo electrónico')
  .pipe(z.email('Ingresa un correo electrónico válido'));

export const sendCodeInput = z.object({ email });
export type SendCodeInput = z.infer<typeof sendCodeInput>;

export const verifyCodeInput = z.object({
  email,
  code: z
    .string('Ingresa el código de verificación')
    .regex(/^\d{6}$/, `El código tiene ${RECOVERY_CODE_LENGTH} dígitos`),
});
export type VerifyCodeInput = z.infer<typeof verifyCodeInput>;

/** Success answer of both recovery calls. */
export const recoveryAnswer = z.object({ message: z.string() });
export type RecoveryAnswer = z.infer<typeof recoveryAnswer>;
