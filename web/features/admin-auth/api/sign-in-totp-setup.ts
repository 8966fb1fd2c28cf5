import type { TotpSetup } from '@schemas/admin-sign-in';
import { apiRequest } from '@/lib/api-client';

/** Enrolment the role requires, during the sign-in: a new seed for the QR code. */
export const beginSignInTotp = (challenge: string) =>
  apiRequest<TotpSetup>('/api/admin/login/totp-setup', { method: 'POST', body: { challenge } });

/** Its first code: the token and the recovery codes (shown once). */
export const confirmSignInTotp = (challenge: string, code: string) =>
  apiRequest<{ token: string; recoveryCodes: string[] }>('/api/admin/login/totp-setup/confirm', {
    method: 'POST',
    body: { challenge, code },
  });
