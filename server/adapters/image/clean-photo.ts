import decodeHeic from 'heic-decode';
import sharp, { type Metadata } from 'sharp';

/** Photos larger than this are refused before they are decoded (40 megapixels). */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** The longest side of a stored photo: an ID card stays legible, a 48 MP original does not stay. */
export const STORED_PHOTO_MAX_SIDE = 2560;
const JPEG_QUALITY = 85;
/** Decodes at a time in this process: a 40 MP decode holds about 160 MB. */
const PARALLEL_DECODES = 2;

export class PhotoRefusedError extends Error {
  constructor(readonly reason: 'undecodable' | 'too-many-pixels') {
    super(reason);
  }
}

export interface CleanPhoto {
  bytes: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

let running = 0;
const waiting: (() => void)[] = [];
async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL_DECODES) await new Promise<void>((go) => waiting.push(go));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** HEIC as phones write it (HEVC), which sharp's prebuilt libvips cannot decode: to raw pixels. */
async function heicPixels(bytes: Buffer) {
  const [image] = await decodeHeic.all({ buffer: bytes });
  if (!image) throw new PhotoRefusedError('undecodable');
  const { width, height, data } = await image.decode();
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  });
}

/**
 * Decodes a photo completely and encodes it again as a JPEG of at most STORED_PHOTO_MAX_SIDE
 * pixels a side, turned upright by its EXIF orientation and with no metadata at all (EXIF, GPS,
 * comments, profiles): nothing of the original file but its pixels is kept. Refuses a file that
 * does not decode to the end (a polyglot, a truncated image) or is larger than MAX_PHOTO_PIXELS.
 */
export function cleanPhoto(bytes: Buffer): Promise<CleanPhoto> {
  return oneAtATime(async () => {
    let meta: Metadata;
    try {
      meta = await sharp(bytes).metadata();
    } catch {
      throw new PhotoRefusedError('undecodable');
    }
    if (!meta.width || !meta.height) throw new PhotoRefusedError('undecodable');
    if (meta.width * meta.height > MAX_PHOTO_PIXELS) {
      throw new PhotoRefusedError('too-many-pixels');
    }
    try {
      const source =
        meta.format === 'heif' && meta.compression === 'hevc'
          ? await heicPixels(bytes)
          : sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'warning' });
      const { data, info } = await source
        // Upright by EXIF orientation (libheif already applies a HEIC's own rotation).
        .autoOrient()
        .resize({
          width: STORED_PHOTO_MAX_SIDE,
          height: STORED_PHOTO_MAX_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, contentType: 'image/jpeg', width: info.width, height: info.height };
    } catch (err) {
      if (err instanceof PhotoRefusedError) throw err;
      throw new PhotoRefusedError('undecodable');
    }
  });
}
