import sharp from 'sharp';
import { IMAGE, IMAGE_VARIANTS, type ImageVariant } from '@haat/shared';

/** Formats an upload may be in; anything else sharp reads (gif, svg, tiff …) is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** A decoded image may have at most this many pixels (a decompression bomb stops here). */
const MAX_INPUT_PIXELS = 50_000_000;

export class NotAnImageError extends Error {}

/**
 * Checks that the bytes are a jpeg, png or webp image and renders the stored variants: webp,
 * upright (EXIF orientation applied), metadata stripped (sharp writes none unless asked), each
 * fitting in its size (card 400 px, large 1200 px) and never enlarged.
 */
export async function renderVariants(bytes: Buffer): Promise<Record<ImageVariant, Buffer>> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  try {
    format = (await sharp(bytes, options).metadata()).format;
  } catch {
    throw new NotAnImageError('not an image');
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw new NotAnImageError(`format ${format ?? 'unknown'}`);
  const variants = {} as Record<ImageVariant, Buffer>;
  try {
    for (const [variant, size] of Object.entries(IMAGE_VARIANTS) as [ImageVariant, number][]) {
      variants[variant] = await sharp(bytes, options)
        .rotate()
        .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: Math.round(IMAGE.quality * 100) })
        .toBuffer();
    }
  } catch {
    throw new NotAnImageError('undecodable image');
  }
  return variants;
}
