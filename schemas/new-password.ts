import { singleLineText } from './common';
import { isCommonPassword, MIN_PASSWORD } from './password-rules';

/**
 * A new password, staff's and creditors' alike: at least twelve characters, not a common one,
 * and no composition rules (docs/product/security.md#passwords).
 */
export const newPasswordRule = singleLineText({
  max: 1024,
  maxMessage: 'La contraseña es demasiado larga',
  required: 'Escribe la contraseña nueva',
  trim: false,
})
  .min(MIN_PASSWORD, `La contraseña debe tener al menos ${MIN_PASSWORD} caracteres`)
  .refine((password) => !isCommonPassword(password), {
    message: 'Esa contraseña es de las más usadas: elige otra',
  });
