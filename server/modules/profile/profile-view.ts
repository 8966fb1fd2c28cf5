import type { IdPhotoRequests, Profile } from '@schemas/profile';
import type { User } from '../../db/schema';

export const idPhotoRequestsOf = (user: User): IdPhotoRequests => ({
  front: user.idPhotoFrontRequest,
  back: user.idPhotoBackRequest,
});

export function toProfile(user: User): Profile {
  return {
    fullName: user.fullName,
    name: user.name,
    cellphone: user.cellphone,
    countryCode: user.countryCode,
    idPhotoFront: user.idPhotoFront,
    idPhotoBack: user.idPhotoBack,
    idPhotoRequests: idPhotoRequestsOf(user),
  };
}
