import type { IdPhotoSide } from '@schemas/profile';
import type { Clock } from '../adapters/clock';
import { renderDemoIdCard } from '../adapters/demo-id-card';
import type { ObjectStorage } from '../adapters/storage';
import type { Db } from '../db/client';
import { noSessions } from '../modules/auth/auth.service';
import { createObjectsService } from '../modules/objects/objects.service';
import { createProfileService } from '../modules/profile/profile.service';
import { markObjectReplaced } from '../modules/objects/objects.repo';
import { askForNewIdPhoto, findUserByEmail } from '../modules/users/users.repo';
import { DEMO_USERS, type DemoUser } from './demo-data';

/**
 * Gives the demo users marked `idPhotos` made-up ID card photos, stored the way real uploads are
 * (checked, encrypted, bound to the profile), and a re-sent photo to those marked `idPhotoResent`.
 * Runs once, right after the demo users are seeded.
 */
export async function seedDemoIdPhotos(
  db: Db,
  storage: ObjectStorage,
  clock: Clock,
  demoUsers: readonly DemoUser[] = DEMO_USERS,
) {
  const objects = createObjectsService({ db, storage, clock });
  const profiles = createProfileService({ db, clock, objects, readForSession: noSessions });
  for (const demo of demoUsers.filter((u) => u.idPhotos)) {
    const user = await findUserByEmail(db, demo.email);
    if (!user) continue;
    const upload = async (side: IdPhotoSide) => {
      const photo = await renderDemoIdCard(side, demo.fullName ?? demo.name);
      const { objectId } = await objects.createUploadUrl(user.id);
      const { objectURL } = await objects.receiveUpload(user.id, objectId, [photo], photo.length);
      await profiles.saveIdPhoto(user.id, { photoURL: objectURL, photoType: side });
      return objectId;
    };
    const first = { front: await upload('front'), back: await upload('back') };
    if (demo.idPhotoResent) {
      const { side, reason } = demo.idPhotoResent;
      // What 'Solicitar nueva foto' does, then the user's new upload.
      await db.transaction(async (tx) => {
        await markObjectReplaced(tx, first[side], { at: clock.now(), side, reason });
        await askForNewIdPhoto(tx, user.id, side, reason);
      });
      await upload(side);
    }
  }
}
