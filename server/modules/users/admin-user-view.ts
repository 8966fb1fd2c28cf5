import type { AdminUser } from '@schemas/admin-detail';
import { mediationStageId } from '@schemas/mediation';
import type { User } from '../../db/schema';
import { userBasics } from '../auth/user-view';
import { idPhotoRequestsOf } from '../profile/profile-view';

/** A user as staff see them (docs/product/admin-panel.md#user-detail): flags as booleans; the stage only while invited and a known stage. */
export function toAdminUser(user: User): AdminUser {
  const invited = user.selectedForMediation === 1;
  const stage = mediationStageId.safeParse(user.mediationStatus);
  return {
    ...userBasics(user),
    date: user.date,
    verified: user.verified === 1,
    selectedForMediation: invited,
    mediationStatus: invited && stage.success ? stage.data : null,
    idPhotoFront: user.idPhotoFront,
    idPhotoBack: user.idPhotoBack,
    idPhotoRequests: idPhotoRequestsOf(user),
  };
}
