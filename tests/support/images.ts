import sharp from 'sharp';

/** A small real photo-like image in the given format (a gradient, so the bytes are not trivial). */
export async function makeImage(format: 'jpeg' | 'png' | 'webp' | 'gif', width = 64, height = 40) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 160;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}
