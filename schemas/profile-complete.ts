import type { Profile } from './profile';

const filled = (value: string | null) => (value ?? '').trim() !== '';

/** SPEC §5: incomplete while any of fullName, cellphone or either ID photo is missing or blank. */
export const isProfileComplete = (p: Profile) =>
  filled(p.fullName) && filled(p.cellphone) && filled(p.idPhotoFront) && filled(p.idPhotoBack);

/** SPEC §5: identity verification (and the 'Verificar ID' stage) needs both sides of the ID. */
export const hasBothIdPhotos = (p: Pick<Profile, 'idPhotoFront' | 'idPhotoBack'>) =>
  filled(p.idPhotoFront) && filled(p.idPhotoBack);
