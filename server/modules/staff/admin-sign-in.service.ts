import type { StaffSignInMethod } from '@schemas/audit';
import type { AdminSignInResult, SignInStep } from '@schemas/admin-sign-in';
import type { Clock } from '../../adapters/clock';
import {
  dummyPasswordHash,
  hashPassword,
  newToken,
  sha256,
  verifyPassword,
} from '../../adapters/crypto';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, unauthorized } from '../../errors';
import { setStaffPassword } from './staff-password';
import { writeAudit } from '../audit/audit.service';
import {
  ADMIN_CODE_LIMITS,
  guessAttempts,
  passwordLimits,
  rememberPlace,
} from '../throttle/guess-limits';
import type { AdminAuthService, ClientInfo } from './admin-auth.service';
import {
  deleteChallenge,
  deleteExpiredChallenges,
  findAdminById,
  findAdminByUsername,
  findChallengeAdmin,
  insertChallenge,
  type AdminRow,
} from './staff.repo';
import { WRONG_CODE, type TwoFactorService } from './two-factor.service';

/** Long enough to install an authenticator app and scan the code. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

const BAD_CREDENTIALS = 'Credenciales inválidas';
const CHALLENGE_GONE = 'La verificación expiró. Inicia sesión de nuevo.';
const WRONG_STEP = 'Este paso ya no corresponde. Inicia sesión de nuevo.';

export interface AdminSignInDeps {
  db: Db;
  clock: Clock;
  adminAuth: AdminAuthService;
  twoFactor: TwoFactorService;
  /** ADMIN_REQUIRE_2FA: operators and owners must have a second factor. */
  require2fa: boolean;
}

/** Password, then whatever the account still owes (SIGN_IN_STEPS), then a bearer token. */
export function createAdminSignInService(deps: AdminSignInDeps) {
  const { db, clock, adminAuth, twoFactor, require2fa } = deps;
  const account = (admin: { username: string }) => admin.username.toLowerCase();

  function owedStep(admin: AdminRow): SignInStep | undefined {
    if (admin.temporaryPasswordExpiresAt) return 'change-password';
    if (admin.totpEnabledAt) return 'code';
    if (require2fa && admin.role !== 'viewer') return 'enrol';
    return undefined;
  }

  /** The next step under the same challenge (a new one if none yet), or the token. */
  async function proceed(
    admin: AdminRow,
    client: ClientInfo,
    challenge?: string,
  ): Promise<AdminSignInResult> {
    const step = owedStep(admin);
    if (step) return { challenge: challenge ?? (await newChallenge(admin)), step };
    return { token: await finish(admin, client, 'password', challenge) };
  }

  async function newChallenge(admin: AdminRow) {
    const challenge = newToken();
    const now = clock.now();
    await deleteExpiredChallenges(db, now);
    await insertChallenge(db, {
      id: sha256(challenge),
      adminId: admin.id,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
      createdAt: now,
    });
    return challenge;
  }

  /** Every step done: the challenge is spent, the place remembered, the session opened. */
  async function finish(
    admin: AdminRow,
    client: ClientInfo,
    method: StaffSignInMethod,
    challenge?: string,
  ) {
    await rememberPlace(db, clock, 'admin-login', account(admin), client.ip);
    return db.transaction(async (tx) => {
      if (challenge) await deleteChallenge(tx, sha256(challenge));
      return adminAuth.openSession(tx, admin, client, method);
    });
  }

  /** The admin a live challenge stands for, who must owe `step` now. */
  async function challenged(challenge: string, step: SignInStep) {
    const admin = await findChallengeAdmin(db, sha256(challenge), clock.now());
    if (!admin || admin.disabledAt) throw unauthorized(CHALLENGE_GONE);
    if (owedStep(admin) !== step) throw conflict(WRONG_STEP);
    return admin;
  }

  return {
    async login(usernameInput: string, password: string, client: ClientInfo) {
      const username = usernameInput.trim();
      const attempts = guessAttempts(
        db,
        clock,
        passwordLimits('admin-login'),
        username.toLowerCase(),
        client.ip,
      );
      await attempts.begin();
      const admin = await findAdminByUsername(db, username);
      // Unknown names cost the same argon2 work, so timing does not tell them apart.
      const ok = await verifyPassword(admin?.password ?? (await dummyPasswordHash()), password);
      if (!admin || !ok) throw new AppError(401, BAD_CREDENTIALS);
      await attempts.succeeded();

      // Said only to someone who knows the password.
      if (admin.disabledAt) {
        throw new AppError(403, 'Tu cuenta está desactivada. Habla con un propietario.');
      }
      const temporaryUntil = admin.temporaryPasswordExpiresAt;
      if (temporaryUntil && temporaryUntil <= clock.now()) {
        throw new AppError(
          401,
          'Tu contraseña temporal expiró. Pide a un propietario una contraseña nueva.',
        );
      }
      return proceed(admin, client);
    },

    /** First sign-in with a one-time password: the person chooses their own. */
    async changeTemporaryPassword(challenge: string, newPassword: string, client: ClientInfo) {
      const admin = await challenged(challenge, 'change-password');
      if (await verifyPassword(admin.password, newPassword)) {
        throw badRequest('La contraseña nueva debe ser distinta de la temporal.');
      }
      const passwordHash = await hashPassword(newPassword);
      const updated = await db.transaction(async (tx) => {
        const sessionsEnded = await setStaffPassword(tx, admin.id, passwordHash);
        await writeAudit(
          tx,
          {
            actor: `admin:${admin.username}`,
            action: 'admin.password_changed',
            target: `admin:${admin.username}`,
            details: { sessionsEnded },
            ip: client.ip,
          },
          clock.now(),
        );
        return (await findAdminById(tx, admin.id))!;
      });
      return proceed(updated, client, challenge);
    },

    /** Enrolment the role requires, during the sign-in: a new seed for the QR code. */
    async beginEnrolment(challenge: string) {
      return twoFactor.begin(await challenged(challenge, 'enrol'));
    },

    async confirmEnrolment(challenge: string, code: string, client: ClientInfo) {
      const admin = await challenged(challenge, 'enrol');
      const recoveryCodes = await twoFactor.confirm(admin.id, code, client.ip);
      return { token: await finish(admin, client, 'totp', challenge), recoveryCodes };
    },

    async submitCode(challenge: string, code: string, client: ClientInfo) {
      const admin = await challenged(challenge, 'code');
      const attempts = guessAttempts(
        db,
        clock,
        ADMIN_CODE_LIMITS,
        account(admin),
        client.ip,
        'admin-login',
      );
      await attempts.begin();
      const check = await twoFactor.check(admin, code);
      if (!check.ok) {
        throw new AppError(
          401,
          check.replayed
            ? 'Ese código ya se usó. Espera a que tu app muestre uno nuevo.'
            : WRONG_CODE,
        );
      }
      await attempts.succeeded();
      return { token: await finish(admin, client, check.method, challenge) };
    },
  };
}

export type AdminSignInService = ReturnType<typeof createAdminSignInService>;
