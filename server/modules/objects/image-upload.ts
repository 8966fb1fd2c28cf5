import {
  FILE_TOO_LARGE,
  INVALID_FILE_TYPE,
  MAX_UPLOAD_BYTES,
  type ImageType,
} from '@schemas/objects';
import { AppError, badRequest } from '../../errors';

export const fileTooLarge = () => new AppError(413, FILE_TOO_LARGE);

const HEAD_BYTES = 12;
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

const startsWith = (head: Buffer, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);

/** The image format by its magic bytes; the declared content type and file name are ignored. */
export function detectImageType(head: Buffer): ImageType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (head.length >= 12 && ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (HEIC_BRANDS.has(brand)) return 'image/heic';
    if (HEIF_BRANDS.has(brand)) return 'image/heif';
  }
  return undefined;
}

/**
 * Passes an upload through while checking it: the format from the first bytes (400 otherwise)
 * and the size as it goes (413 as soon as it passes the limit, without reading the rest).
 */
export class ImageUploadCheck {
  type: ImageType | undefined;
  size = 0;

  constructor(private readonly limit = MAX_UPLOAD_BYTES) {}

  async *pass(source: AsyncIterable<Buffer> | Iterable<Buffer>): AsyncGenerator<Buffer> {
    let head: Buffer | undefined = Buffer.alloc(0);
    for await (const chunk of source) {
      this.size += chunk.length;
      if (this.size > this.limit) throw fileTooLarge();
      if (!head) {
        yield chunk;
        continue;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length < HEAD_BYTES) continue;
      this.type = this.identify(head);
      yield head;
      head = undefined;
    }
    if (head) {
      this.type = this.identify(head);
      yield head;
    }
  }

  /** The format found once the bytes have passed (an empty upload has none). */
  detectedType(): ImageType {
    if (!this.type) throw badRequest(INVALID_FILE_TYPE);
    return this.type;
  }

  private identify(head: Buffer): ImageType {
    const type = detectImageType(head);
    if (!type) throw badRequest(INVALID_FILE_TYPE);
    return type;
  }
}
