import { z } from 'zod';
import { ACCEPTED_IMAGE_TYPES } from './upload-rules';

export {
  ACCEPTED_IMAGE_TYPES,
  FILE_TOO_LARGE,
  INVALID_FILE_TYPE,
  MAX_UPLOAD_BYTES,
  PHOTO_TOO_MANY_PIXELS,
  PHOTO_UNDECODABLE,
  type ImageType,
} from './upload-rules';

export const uploadUrlResponse = z.object({ uploadURL: z.string() });
export type UploadUrlResponse = z.infer<typeof uploadUrlResponse>;

export const uploadResponse = z.object({
  objectURL: z.string(),
  contentType: z.enum(ACCEPTED_IMAGE_TYPES),
  size: z.number().int(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;
