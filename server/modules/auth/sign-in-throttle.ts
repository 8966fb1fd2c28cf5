import type { ThrottleRule } from '../throttle/throttle.service';

const MESSAGE = 'Demasiados intentos fallidos. Espera unos minutos e intenta de nuevo.';

/** Failed sign-ins allowed per account and per address (users and admins alike). */
export const SIGN_IN_PER_ACCOUNT: ThrottleRule = {
  limit: 5,
  windowMs: 15 * 60_000,
  message: MESSAGE,
};
export const SIGN_IN_PER_IP: ThrottleRule = { limit: 30, windowMs: 15 * 60_000, message: MESSAGE };
