import type { Clock } from '../../adapters/clock';
import { sha256 } from '../../adapters/crypto';
import type { Db } from '../../db/client';
import type { MailOutbox } from '../mail/outbox.service';
import { insertAccountEvent, lockUserForSignIn, signInHistory } from './account-events.repo';
import { clientPlace } from './client-place';
import { signInAlertMail } from './sign-in-alert-mail';

/** How far back a device or network counts as known (docs/product/payout-safety.md#new-device-alerts). */
export const KNOWN_FOR_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SignInContext {
  ip: string;
  userAgent: string | undefined;
  /** The browser's device cookie (a random id the server gave it at an earlier sign-in). */
  deviceId: string;
}

/**
 * Records each creditor sign-in with its network and device, and e-mails 'Nuevo inicio de sesión
 * en tu cuenta' when the device (its cookie) or the network and browser family were not seen for
 * the account in 90 days; never for the account's very first sign-in. The user row is locked
 * while judging, so two sign-ins from one new device alert once.
 */
export function createSignInRecorder({
  db,
  clock,
  outbox,
  appName,
}: {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  appName: string;
}) {
  return async function recordSignIn(user: { id: string; email: string }, from: SignInContext) {
    const at = clock.now();
    const place = clientPlace(from.ip, from.userAgent);
    const deviceIdHash = sha256(from.deviceId);
    const mailId = await db.transaction(async (tx) => {
      await lockUserForSignIn(tx, user.id);
      const seen = await signInHistory(
        tx,
        user.id,
        new Date(at.getTime() - KNOWN_FOR_DAYS * DAY_MS),
        {
          ...place,
          deviceIdHash,
        },
      );
      const newDevice = seen.everSignedIn && !(seen.knownDevice && seen.knownNetwork);
      await insertAccountEvent(tx, {
        userId: user.id,
        kind: 'sign-in',
        at,
        ...place,
        deviceIdHash,
        newDevice,
      });
      return newDevice
        ? outbox.queue(tx, signInAlertMail(appName, user.email, at, place))
        : undefined;
    });
    // After the answer: the sign-in does not wait for the mail server.
    outbox.deliverLater(mailId);
  };
}

export type RecordSignIn = ReturnType<typeof createSignInRecorder>;
