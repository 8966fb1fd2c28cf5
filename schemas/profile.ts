import { z } from 'zod';
import { personName, singleLineText } from './common';
import { CELLPHONE_DIGITS, COUNTRY_CODES } from './phone-rules';

export {
  CELLPHONE_DIGITS,
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  type CountryCode,
} from './phone-rules';

const FULL_NAME_REQUIRED = 'Nombre completo es requerido';
const CELLPHONE_TOO_SHORT = 'El número debe tener al menos 10 dígitos';

/** The personal-information form (docs/product/profile-and-identity.md#personal-information): the browser's form and PUT /api/profile both use it. */
export const profileInput = z.object({
  fullName: personName({
    max: 200,
    maxMessage: 'El nombre no puede pasar de 200 caracteres',
    required: FULL_NAME_REQUIRED,
  }).min(2, FULL_NAME_REQUIRED),
  cellphone: z
    .string(CELLPHONE_TOO_SHORT)
    .min(CELLPHONE_DIGITS, CELLPHONE_TOO_SHORT)
    .max(CELLPHONE_DIGITS, 'Ingresa solo los últimos 10 dígitos')
    .regex(/^\d+$/, 'Ingresa solo números'),
  countryCode: z.enum(COUNTRY_CODES, 'Selecciona un país'),
});
export type ProfileInput = z.infer<typeof profileInput>;

export const ID_PHOTO_SIDES = ['front', 'back'] as const;
export type IdPhotoSide = (typeof ID_PHOTO_SIDES)[number];

const PHOTO_URL_REQUIRED = 'Falta la dirección de la foto';

export const idPhotoInput = z.object({
  photoURL: singleLineText({ max: 500, required: PHOTO_URL_REQUIRED }).min(1, PHOTO_URL_REQUIRED),
  photoType: z.enum(ID_PHOTO_SIDES, 'Indica si la foto es frontal o trasera'),
});
export type IdPhotoInput = z.infer<typeof idPhotoInput>;

/**
 * Why staff asked for a new photo of each side (null when nothing is asked). A side asked for
 * is empty, so its owner can upload it again; the upload clears the request.
 */
export const idPhotoRequests = z.object({
  front: z.string().nullable(),
  back: z.string().nullable(),
});
export type IdPhotoRequests = z.infer<typeof idPhotoRequests>;

/** GET /api/profile (docs/product/profile-and-identity.md#the-profile); the photos are addresses of protected images. */
export const profile = z.object({
  fullName: z.string().nullable(),
  name: z.string(),
  cellphone: z.string().nullable(),
  countryCode: z.string().nullable(),
  idPhotoFront: z.string().nullable(),
  idPhotoBack: z.string().nullable(),
  idPhotoRequests,
});
export type Profile = z.infer<typeof profile>;

// Without zod, so that screens checking a profile do not load it (profile-complete.ts).
export { hasBothIdPhotos, isProfileComplete } from './profile-complete';
