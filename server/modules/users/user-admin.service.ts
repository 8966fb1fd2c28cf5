import type { AdminUser, EndedSessions, IdPhotoRequestInput } from '@schemas/admin-detail';
import { hasBothIdPhotos, type IdPhotoSide } from '@schemas/profile';
import type { Clock } from '../../adapters/clock';
import type { ObjectStorage } from '../../adapters/storage';
import type { Db, DbOrTx } from '../../db/client';
import type { User } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/audit.repo';
import type { StaffActor } from '../audit/staff-actor';
import { deleteUserSessions } from '../auth/auth.repo';
import type { MailOutbox } from '../mail/outbox.service';
import { deleteStoredObject } from '../objects/objects.repo';
import { objectIdFromUrl } from '../objects/objects.service';
import { toAdminUser } from './admin-user-view';
import { idPhotoRequestMail } from './id-photo-request-mail';
import { askForNewIdPhoto, findUserById, findUserForUpdate, setUserVerified } from './users.repo';

export const USER_NOT_FOUND = 'Usuario no encontrado';

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
  storage: ObjectStorage;
  outbox: MailOutbox;
  appName: string;
}

/** What staff do to a user: verify or unverify the identity, ask for a new ID photo, sign out. */
export function createUserAdminService({ db, clock, storage, outbox, appName }: UserAdminDeps) {
  /** Runs `change` on the locked user (404 when there is none) in one transaction. */
  const withLockedUser = <T>(userId: string, change: (tx: DbOrTx, user: User) => Promise<T>) =>
    db.transaction(async (tx) => {
      const user = await findUserForUpdate(tx, userId);
      if (!user) throw notFound(USER_NOT_FOUND);
      return change(tx, user);
    });

  const audit = (
    tx: DbOrTx,
    staff: StaffActor,
    action: string,
    user: User,
    details?: Record<string, unknown>,
  ) => writeAudit(tx, { ...staff, action, target: `user:${user.id}`, details }, clock.now());

  return {
    async get(userId: string): Promise<AdminUser> {
      const user = await findUserById(db, userId);
      if (!user) throw notFound(USER_NOT_FOUND);
      return toAdminUser(user);
    },

    /** Only with both ID photos (SPEC §5): staff compare the names on them with the profile. */
    verify: (userId: string, staff: StaffActor) =>
      withLockedUser(userId, async (tx, user) => {
        if (!hasBothIdPhotos(user)) throw conflict(missingPhotosMessage(user));
        if (user.verified === 1) return toAdminUser(user);
        await audit(tx, staff, 'user.verified', user);
        await setUserVerified(tx, user.id, true);
        return toAdminUser({ ...user, verified: 1 });
      }),

    unverify: (userId: string, staff: StaffActor) =>
      withLockedUser(userId, async (tx, user) => {
        if (user.verified !== 1) return toAdminUser(user);
        await audit(tx, staff, 'user.unverified', user);
        await setUserVerified(tx, user.id, false);
        return toAdminUser({ ...user, verified: 0 });
      }),

    /**
     * Removes one side of the ID (row and stored file) with the reason the user will read, takes
     * verification away, and e-mails the user. The user can then upload that side again.
     */
    async requestIdPhoto(userId: string, { side, reason }: IdPhotoRequestInput, staff: StaffActor) {
      const { user, storageKey } = await withLockedUser(userId, async (tx, current) => {
        const address = side === 'front' ? current.idPhotoFront : current.idPhotoBack;
        if (!address?.trim()) {
          throw conflict(
            `Este usuario no tiene guardada la foto ${SIDE_NAME[side]}: no hay nada que reemplazar.`,
          );
        }
        const objectId = objectIdFromUrl(address);
        const storageKey = objectId ? await deleteStoredObject(tx, objectId) : null;
        await audit(tx, staff, 'user.id_photo_requested', current, {
          side,
          reason,
          wasVerified: current.verified === 1,
        });
        return { user: await askForNewIdPhoto(tx, current.id, side, reason), storageKey };
      });
      // After the commit, and never undoing it: a failed removal leaves only encrypted bytes
      // that nothing points to any more.
      if (storageKey) await storage.remove(storageKey).catch(() => undefined);
      await outbox.send(idPhotoRequestMail(appName, user.email, side, reason));
      return toAdminUser(user);
    },

    /** Signs the user out everywhere (every session row goes). */
    endSessions: (userId: string, staff: StaffActor): Promise<EndedSessions> =>
      withLockedUser(userId, async (tx, user) => {
        const ended = await deleteUserSessions(tx, user.id);
        await audit(tx, staff, 'user.sessions_ended', user, { ended });
        return { ended };
      }),
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
