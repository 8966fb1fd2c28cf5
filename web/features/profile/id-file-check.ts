import {
  ACCEPTED_IMAGE_TYPES,
  FILE_TOO_LARGE,
  INVALID_FILE_TYPE,
  MAX_UPLOAD_BYTES,
} from '@schemas/upload-rules';

export interface FileProblem {
  title: string;
  description: string;
}

// Some browsers give HEIC photos no MIME type; their name still tells.
const IMAGE_NAME = /\.(jpe?g|png|webp|heic|heif)$/i;

/** The client checks of docs/product/profile-and-identity.md#id-photos before the preview; the server checks the content again. */
export function checkIdFile(file: File): FileProblem | undefined {
  const typed = (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
  if (!typed && !(file.type === '' && IMAGE_NAME.test(file.name))) {
    return { title: INVALID_FILE_TYPE, description: 'Elige una foto JPG, PNG, WebP o HEIC.' };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return { title: FILE_TOO_LARGE, description: 'La foto debe pesar 10 MB o menos.' };
  }
  return undefined;
}
