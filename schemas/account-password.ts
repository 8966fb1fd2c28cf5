import { z } from 'zod';
import { singleLineText } from './common';
import { newPasswordRule } from './new-password';

/** PUT /api/account/password: the creditor's own password, changed while signed in. */
export const changePasswordInput = z.object({
  currentPassword: singleLineText({
    max: 1024,
    maxMessage: 'La contraseña es demasiado larga',
    required: 'Escribe tu contraseña actual',
    trim: false,
  }).min(1, 'Escribe tu contraseña actual'),
  newPassword: newPasswordRule,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** The form behind it: the new password typed twice. */
export const changePasswordForm = changePasswordInput
  .extend({ repeat: z.string() })
  .refine((v) => v.newPassword === v.repeat, {
    path: ['repeat'],
    message: 'Las contraseñas no coinciden',
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

export const changePasswordAnswer = z.object({ message: z.string() });
export type ChangePasswordAnswer = z.infer<typeof changePasswordAnswer>;
