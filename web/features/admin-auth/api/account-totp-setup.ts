import type { TotpSetup } from '@schemas/admin-sign-in';
import { adminRequest } from '@/lib/api-client';

/** Enrolment from 'Mi cuenta': a new seed for the QR code. */
export const beginAccountTotp = () =>
  adminRequest<TotpSetup>('/api/admin/account/totp-setup', { method: 'POST' });

/** Its first code turns it on; answers the recovery codes (shown once). */
export const confirmAccountTotp = (code: string) =>
  adminRequest<{ recoveryCodes: string[] }>('/api/admin/account/totp-setup/confirm', {
    method: 'POST',
    body: { code },
  });
