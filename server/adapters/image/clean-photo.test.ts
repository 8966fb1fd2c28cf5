import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeImage } from '../../../tests/support/images';
import { cleanPhoto, STORED_PHOTO_MAX_SIDE } from './clean-photo';

/** docs/decisions/id-photo-cleaning.md: what is stored of a photo, whatever came in. */
describe('cleanPhoto', () => {
  it('scales a large photo down to the stored maximum, keeping its proportions', async () => {
    const big = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    const clean = await cleanPhoto(big);
    expect(clean).toMatchObject({
      contentType: 'image/jpeg',
      width: STORED_PHOTO_MAX_SIDE,
      height: (STORED_PHOTO_MAX_SIDE * 3) / 4,
    });
    expect(await sharp(clean.bytes).metadata()).toMatchObject({
      format: 'jpeg',
      width: STORED_PHOTO_MAX_SIDE,
      height: 1920,
    });
  });

  it('never enlarges a small photo', async () => {
    const clean = await cleanPhoto(await makeImage('png', 64, 40));
    expect(clean).toMatchObject({ width: 64, height: 40 });
  });

  it('turns a photo upright by its EXIF orientation, then drops the orientation with the rest', async () => {
    // Stored sideways, with 'rotate 90°' in its EXIF, as phones do.
    const sideways = await sharp(await makeImage('jpeg', 120, 80))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const clean = await cleanPhoto(sideways);
    const meta = await sharp(clean.bytes).metadata();
    expect(meta).toMatchObject({ width: 80, height: 120 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });
});
