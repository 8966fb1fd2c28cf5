import type {
  AdminUser,
  EndedSessions,
  IdentitiesToVerify,
  IdPhotoHistory,
  IdPhotoRequestInput,
} from '@schemas/admin-detail';
import { hasBothIdPhotos, type IdPhotoSide } from '@schemas/profile';
import type { Clock } from '../../adapters/clock';
import type { Db, DbOrTx } from '../../db/client';
import type { User } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { writeAudit, type AuditAct } from '../audit/audit.service';
import type { StaffActor } from '../audit/staff-actor';
import { deleteUserSessions } from '../auth/auth.service';
import { startPayoutFreeze } from '../account/payout-freeze';
import type { MailOutbox } from '../mail/outbox.service';
import { watchIdPhotoRequest } from '../mediation/mediation-workflow';
import { listReplacedObjects, markObjectReplaced } from '../objects/objects.service';
import { objectIdFromUrl, objectUrlFor } from '../objects/objects.service';
import { toAdminUser } from './admin-user-view';
import { markIdentityVerified } from './identity-verification';
import { idPhotoRequestMail } from './id-photo-request-mail';
import {
  askForNewIdPhoto,
  countUsersWithResentPhotos,
  findUserById,
  findUserForUpdate,
  listUsersWithResentPhotos,
  setUserVerified,
} from './users.repo';

export const USER_NOT_FOUND = 'Usuario no encontrado';
/** The dashboard lists this many; the count says how many there are. */
export const IDENTITIES_TO_VERIFY_SHOWN = 50;

const SIDE_NAME: Record<IdPhotoSide, string> = { front: 'frontal', back: 'trasera' };

function missingPhotosMessage(user: User) {
  const missing = (['front', 'back'] as const).filter((side) =>
    side === 'front' ? !user.idPhotoFront?.trim() : !user.idPhotoBack?.trim(),
  );
  return `No se puede verificar la identidad: falta la foto ${missing.map((s) => SIDE_NAME[s]).join(' y la foto ')} de la identificación.`;
}

export interface UserAdminDeps {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  appName: string;
  /** PAYOUT_FREEZE_HOURS: ending a user's sessions freezes their payouts this long. */
  freezeHours: number;
}

/** What staff do to a user: verify or unverify the identity, ask for a new ID photo, sign out. */
export function createUserAdminService({ db, clock, outbox, appName, freezeHours }: UserAdminDeps) {
  /** Runs `change` on the locked user (404 when there is none) in one transaction. */
  const withLockedUser = <T>(userId: string, change: (tx: DbOrTx, user: User) => Promise<T>) =>
    db.transaction(async (tx) => {
      const user = await findUserForUpdate(tx, userId);
      if (!user) throw notFound(USER_NOT_FOUND);
      return change(tx, user);
    });

  const audit = (tx: DbOrTx, staff: StaffActor, user: User, act: AuditAct) =>
    writeAudit(tx, { ...staff, target: `user:${user.id}`, ...act }, clock.now());

  return {
    async get(userId: string): Promise<AdminUser> {
      const user = await findUserById(db, userId);
      if (!user) throw notFound(USER_NOT_FOUND);
      return toAdminUser(user);
    },

    /** Only with both ID photos (docs/product/profile-and-identity.md#identity-verification): staff compare the names on them with the profile. */
    verify: (userId: string, staff: StaffActor) =>
      withLockedUser(userId, async (tx, user) => {
        if (!hasBothIdPhotos(user)) throw conflict(missingPhotosMessage(user));
        if (user.verified === 1) return toAdminUser(user);
        await markIdentityVerified(tx, user.id, staff, clock.now());
        return toAdminUser({ ...user, verified: 1 });
      }),

    unverify: (userId: string, staff: StaffActor) =>
      withLockedUser(userId, async (tx, user) => {
        if (user.verified !== 1) return toAdminUser(user);
        await audit(tx, staff, user, { action: 'user.unverified' });
        await setUserVerified(tx, user.id, false);
        return toAdminUser({ ...user, verified: 0 });
      }),

    /**
     * Empties one side of the ID with the reason the user will read, takes verification away,
     * and e-mails the user, who can then upload that side again. The old photo is kept, marked
     * replaced (docs/product/profile-and-identity.md#evidence-kept).
     */
    async requestIdPhoto(userId: string, { side, reason }: IdPhotoRequestInput, staff: StaffActor) {
      const { user, mailId } = await withLockedUser(userId, async (tx, current) => {
        const address = side === 'front' ? current.idPhotoFront : current.idPhotoBack;
        if (!address?.trim()) {
          throw conflict(
            `Este usuario no tiene guardada la foto ${SIDE_NAME[side]}: no hay nada que reemplazar.`,
          );
        }
        const objectId = objectIdFromUrl(address);
        if (objectId) await markObjectReplaced(tx, objectId, { at: clock.now(), side, reason });
        await audit(tx, staff, current, {
          action: 'user.id_photo_requested',
          details: { side, reason, wasVerified: current.verified === 1 },
        });
        // A creditor in mediation is reminded of the new photo until they upload it.
        await watchIdPhotoRequest(tx, current, clock.now());
        const user = await askForNewIdPhoto(tx, current.id, side, reason);
        const mailId = await outbox.queue(
          tx,
          idPhotoRequestMail(appName, user.email, side, reason),
        );
        return { user, mailId };
      });
      await outbox.deliver(mailId);
      return toAdminUser(user);
    },

    /** The photo tab's history: the ID photos replaced at staff's request, kept as evidence. */
    async idPhotoHistory(userId: string): Promise<IdPhotoHistory> {
      const user = await findUserById(db, userId);
      if (!user) throw notFound(USER_NOT_FOUND);
      const rows = await listReplacedObjects(db, user.id);
      return {
        photos: rows.map((r) => ({
          id: r.id,
          url: objectUrlFor(r.id),
          side: r.side === 'back' ? 'back' : 'front',
          reason: r.reason,
          uploadedAt: r.uploadedAt?.toISOString() ?? null,
          replacedAt: r.replacedAt!.toISOString(),
        })),
      };
    },

    /** 'Identidades por verificar' on the dashboard: who sent a photo staff asked for. */
    async identitiesToVerify(): Promise<IdentitiesToVerify> {
      const [rows, total] = await Promise.all([
        listUsersWithResentPhotos(db, IDENTITIES_TO_VERIFY_SHOWN),
        countUsersWithResentPhotos(db),
      ]);
      return {
        total,
        users: rows.map((r) => ({
          id: r.id,
          email: r.email,
          fullName: r.fullName || r.name,
          resentAt: r.resentAt!.toISOString(),
        })),
      };
    },

    /**
     * Signs the user out everywhere (every session row goes) and freezes their payouts: staff do
     * this when an account may be in someone else's hands (docs/product/payout-safety.md#payout-freeze).
     */
    endSessions: (userId: string, staff: StaffActor): Promise<EndedSessions> =>
      withLockedUser(userId, async (tx, user) => {
        const ended = await deleteUserSessions(tx, user.id);
        await startPayoutFreeze(tx, {
          userId: user.id,
          cause: 'sessions-ended-by-staff',
          at: clock.now(),
          hours: freezeHours,
        });
        await audit(tx, staff, user, { action: 'user.sessions_ended', details: { ended } });
        return { ended };
      }),
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
