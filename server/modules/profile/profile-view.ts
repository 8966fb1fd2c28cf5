import type { IdPhotoRequests, Profile } from '@schemas/profile';
import type { User } from '../../db/schema';

/** The columns of a user's row that {@link toProfile} reads. */
export type ProfileFacts = Pick<
  User,
  | 'fullName'
  | 'name'
  | 'cellphone'
  | 'countryCode'
  | 'idPhotoFront'
  | 'idPhotoBack'
  | 'idPhotoFrontRequest'
  | 'idPhotoBackRequest'
>;

export const idPhotoRequestsOf = (
  user: Pick<User, 'idPhotoFrontRequest' | 'idPhotoBackRequest'>,
): IdPhotoRequests => ({
  front: user.idPhotoFrontRequest,
  back: user.idPhotoBackRequest,
});

export function toProfile(user: ProfileFacts): Profile {
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
