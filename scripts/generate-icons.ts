/**
 * Renders the PWA icons from web/brand/logo.svg into web/user/public/icons (committed).
 * Run after changing the logo: `npx tsx scripts/generate-icons.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const logo = readFileSync(path.join(root, 'web/brand/logo.svg'));
const out = path.join(root, 'web/user/public/icons');
const INK = '#0F172A';

/** The logo centred on a square of `background`, taking `scale` of its side. */
async function onSquare(size: number, scale: number, background: string | null) {
  const inner = Math.round(size * scale);
  const mark = await sharp(logo, { density: 72 * (inner / 64) * 2 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  return sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const icons: Array<[string, Promise<Buffer>]> = [
  ['icon-192.png', onSquare(192, 1, null)],
  ['icon-512.png', onSquare(512, 1, null)],
  // Maskable: full-bleed background, the mark inside the 80 % safe zone.
  ['maskable-512.png', onSquare(512, 0.62, INK)],
  // iOS fills transparency with black: give it the header colour instead.
  ['apple-touch-icon-180.png', onSquare(180, 0.72, INK)],
];

for (const [name, image] of icons) {
  await sharp(await image).toFile(path.join(out, name));
  console.log(`icons/${name}`);
}
