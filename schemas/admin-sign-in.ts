import { z } from 'zod';
import { singleLineText } from './common';
import { newPasswordRule } from './new-password';
import { MIN_PASSWORD } from './password-rules';

/**
 * Staff sign-in in steps: the password, then what the account still owes — a new password (the
 * first sign-in with a one-time one), enrolling a second factor (required for the role), or a
 * code. A bearer token is issued only when nothing is owed; until then a short-lived challenge
 * stands for the right password.
 */
export const SIGN_IN_STEPS = ['change-password', 'enrol', 'code'] as const;
export const signInStep = z.enum(SIGN_IN_STEPS);
export type SignInStep = z.infer<typeof signInStep>;

export const adminSignedIn = z.object({
  token: z.string(),
  /** Only when the sign-in enrolled a second factor: shown once, never again. */
  recoveryCodes: z.array(z.string()).optional(),
});
export const adminSignInChallenge = z.object({ challenge: z.string(), step: signInStep });
export const adminSignInResult = z.union([adminSignedIn, adminSignInChallenge]);
export type AdminSignInResult = z.infer<typeof adminSignInResult>;
export type AdminSignInChallenge = z.infer<typeof adminSignInChallenge>;

const challenge = z.string('Inicia sesión de nuevo').min(1).max(100);

/** Six digits from the authenticator app. */
export const totpCode = z
  .string('Escribe el código de 6 dígitos')
  .trim()
  .regex(/^\d{6}$/, 'Escribe el código de 6 dígitos');

export const secondFactorInput = z.object({
  challenge,
  /** A six-digit code or a recovery code ('K7QMR-9XPAH'). */
  code: singleLineText({ max: 40, required: 'Escribe el código' }).min(1, 'Escribe el código'),
});
export type SecondFactorInput = z.infer<typeof secondFactorInput>;

export const MIN_ADMIN_PASSWORD = MIN_PASSWORD;
/** Staff's new password: the same rule as a creditor's. */
export const newAdminPassword = newPasswordRule;

export const newPasswordInput = z.object({ challenge, newPassword: newAdminPassword });
export type NewPasswordInput = z.infer<typeof newPasswordInput>;

/** The form behind it: the new password typed twice. */
export const newPasswordForm = z
  .object({ newPassword: newAdminPassword, repeat: z.string() })
  .refine((v) => v.newPassword === v.repeat, {
    path: ['repeat'],
    message: 'Las contraseñas no coinciden',
  });
export type NewPasswordForm = z.infer<typeof newPasswordForm>;

export const challengeInput = z.object({ challenge });
export const totpEnrolInput = z.object({ challenge, code: totpCode });

/** A new TOTP seed: the QR code carries `uri`; `secret` is for typing it by hand. */
export const totpSetup = z.object({ secret: z.string(), uri: z.string() });
export type TotpSetup = z.infer<typeof totpSetup>;

export const totpCodeInput = z.object({ code: totpCode });
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
