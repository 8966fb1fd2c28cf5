import type { AdminUser } from '@schemas/admin-detail';
import { mediationStageId } from '@schemas/mediation';
import type { User } from '../../db/schema';
import { toCurrentUser } from '../auth/user-view';
import { idPhotoRequestsOf } from '../profile/profile-view';

/** SPEC §3 "Admin user": flags as booleans; the stage only while invited and a known stage. */
export function toAdminUser(user: User): AdminUser {
  const invited = user.selectedForMediation === 1;
  const stage = mediationStageId.safeParse(user.mediationStatus);
  return {
    ...toCurrentUser(user),
    date: user.date,
    verified: user.verified === 1,
    selectedForMediation: invited,
    mediationStatus: invited && stage.success ? stage.data : null,
    idPhotoFront: user.idPhotoFront,
    idPhotoBack: user.idPhotoBack,
    idPhotoRequests: idPhotoRequestsOf(user),
  };
}
