import { ID_PHOTO_SIDES } from '@schemas/profile';
import type { Clock } from '../adapters/clock';
import { renderDemoIdCard } from '../adapters/demo-id-card';
import type { ObjectStorage } from '../adapters/storage';
import type { Db } from '../db/client';
import { createObjectsService } from '../modules/objects/objects.service';
import { createProfileService } from '../modules/profile/profile.service';
import { findUserByEmail } from '../modules/users/users.repo';
import { DEMO_USERS, type DemoUser } from './demo-data';

/**
 * Gives the demo users marked `idPhotos` made-up ID card photos, stored the way real uploads are
 * (checked, encrypted, bound to the profile). Runs once, right after the demo users are seeded.
 */
export async function seedDemoIdPhotos(
  db: Db,
  storage: ObjectStorage,
  clock: Clock,
  demoUsers: readonly DemoUser[] = DEMO_USERS,
) {
  const objects = createObjectsService({ db, storage, clock });
  const profiles = createProfileService({ db, objects });
  for (const demo of demoUsers.filter((u) => u.idPhotos)) {
    const user = await findUserByEmail(db, demo.email);
    if (!user) continue;
    for (const side of ID_PHOTO_SIDES) {
      const photo = await renderDemoIdCard(side, demo.fullName ?? demo.name);
      const { objectId } = await objects.createUploadUrl(user.id);
      const { objectURL } = await objects.receiveUpload(user.id, objectId, [photo], photo.length);
      await profiles.saveIdPhoto(user.id, { photoURL: objectURL, photoType: side });
    }
  }
}
