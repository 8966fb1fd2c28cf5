import type { Profile } from './profile';

const filled = (value: string | null) => (value ?? '').trim() !== '';

/** docs/product/profile-and-identity.md#complete-profile: incomplete while any of fullName, cellphone or either ID photo is missing or blank. */
export const isProfileComplete = (
  p: Pick<Profile, 'fullName' | 'cellphone' | 'idPhotoFront' | 'idPhotoBack'>,
) => filled(p.fullName) && filled(p.cellphone) && filled(p.idPhotoFront) && filled(p.idPhotoBack);

/** docs/product/profile-and-identity.md#identity-verification: (and the 'Verificar ID' stage) needs both sides of the ID. */
export const hasBothIdPhotos = (p: Pick<Profile, 'idPhotoFront' | 'idPhotoBack'>) =>
  filled(p.idPhotoFront) && filled(p.idPhotoBack);
