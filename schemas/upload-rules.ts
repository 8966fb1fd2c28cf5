/** ID photo upload rules and their messages without zod, for the screens that check a file (objects.ts re-exports). */

/** ID photos: at most 10 MB (docs/product/profile-and-identity.md#id-photos), checked in the browser and again by the server. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The image formats an ID photo may have; the server decides by content, not by this label. */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
export type ImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

export const FILE_TOO_LARGE = 'Archivo muy grande';
export const INVALID_FILE_TYPE = 'Tipo de archivo inválido';
/** The first bytes say image, but the file does not decode to the end (damaged, cut, disguised). */
export const PHOTO_UNDECODABLE =
  'No pudimos leer la imagen: puede estar dañada o incompleta. Toma o elige otra foto.';
export const PHOTO_TOO_MANY_PIXELS =
  'La imagen tiene demasiada resolución (más de 40 megapíxeles). Elige una foto más pequeña.';
