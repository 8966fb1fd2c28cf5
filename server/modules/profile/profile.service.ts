import type { IdPhotoInput, IdPhotoSide, Profile, ProfileInput } from '@schemas/profile';
import type { Clock } from '../../adapters/clock';
import type { Db } from '../../db/client';
import { conflict, notFound, unauthorized } from '../../errors';
import type { ReadForSession } from '../auth/auth.service';
import { objectIdFromUrl, objectUrlFor, type ObjectsService } from '../objects/objects.service';
import { lockUser, setIdPhoto, updateProfileFields } from '../users/users.service';
import { toProfile } from './profile-view';
import { findSessionProfile } from './profile.repo';

const SIDE_ALREADY_SAVED: Record<IdPhotoSide, string> = {
  front: 'La foto frontal de tu identificación ya está guardada y no se puede cambiar',
  back: 'La foto trasera de tu identificación ya está guardada y no se puede cambiar',
};
const SAME_PHOTO_BOTH_SIDES = 'Esta foto ya está guardada como la otra cara de tu identificación';
const PHOTO_NOT_UPLOADED = 'No encontramos esa foto. Súbela de nuevo.';

const isBlank = (value: string | null) => (value ?? '').trim() === '';

export function createProfileService({
  db,
  clock,
  objects,
  readForSession,
}: {
  db: Db;
  clock: Clock;
  objects: ObjectsService;
  readForSession: ReadForSession;
}) {
  return {
    /** GET /api/profile: checks the session in the same query; 401 without a live session. */
    async viewForSession(token: string | undefined): Promise<Profile> {
      const facts = await readForSession(token, (live) => findSessionProfile(db, live));
      if (!facts) throw unauthorized();
      return toProfile(facts);
    },

    async update(userId: string, input: ProfileInput): Promise<Profile> {
      return toProfile(await updateProfileFields(db, userId, input));
    },

    /** Binds a photo this user uploaded to one side of the ID; a saved side never changes. */
    async saveIdPhoto(userId: string, { photoURL, photoType }: IdPhotoInput): Promise<Profile> {
      const objectId = objectIdFromUrl(photoURL);
      if (!objectId || !(await objects.isUploadedBy(userId, objectId))) {
        throw notFound(PHOTO_NOT_UPLOADED);
      }
      const address = objectUrlFor(objectId);
      return db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        const [current, other] =
          photoType === 'front'
            ? [user.idPhotoFront, user.idPhotoBack]
            : [user.idPhotoBack, user.idPhotoFront];
        if (!isBlank(current)) throw conflict(SIDE_ALREADY_SAVED[photoType]);
        if (other === address) throw conflict(SAME_PHOTO_BOTH_SIDES);
        return toProfile(await setIdPhoto(tx, userId, photoType, address, clock.now()));
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
