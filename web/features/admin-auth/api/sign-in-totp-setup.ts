import { adminSignInApi } from '@schemas/endpoint-paths';
import { apiCall } from '@/lib/api-call';

/** Enrolment the role requires, during the sign-in: a new seed for the QR code. */
export const beginSignInTotp = (challenge: string) =>
  apiCall(adminSignInApi.totpSetup, { body: { challenge } });

/** Its first code: the token and the recovery codes (shown once). */
export const confirmSignInTotp = (challenge: string, code: string) =>
  // adminSignedIn's recoveryCodes are optional; an enrolment always answers them.
  apiCall(adminSignInApi.totpConfirm, { body: { challenge, code } }) as Promise<{
    token: string;
    recoveryCodes: string[];
  }>;
