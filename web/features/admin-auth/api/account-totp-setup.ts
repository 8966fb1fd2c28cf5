import { adminAccountApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';

/** Enrolment from 'Mi cuenta': a new seed for the QR code. */
export const beginAccountTotp = () => adminCall(adminAccountApi.totpSetup);

/** Its first code turns it on; answers the recovery codes (shown once). */
export const confirmAccountTotp = (code: string) =>
  adminCall(adminAccountApi.totpConfirm, { body: { code } });
