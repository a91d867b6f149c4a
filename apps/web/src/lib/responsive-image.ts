import { IMAGE_VARIANTS, mediaUrl, type ImageVariant } from '@haat/shared';

/**
 * `srcset` over every stored variant of an image (card 400w, large 1200w): with `sizes`, the
 * browser downloads the smallest one that fills the slot at the screen's density, so a phone
 * never pays for the 1200 px picture a desktop needs. External URLs have one size only.
 */
export function mediaSrcSet(key: string): string | undefined {
  if (/^https?:\/\//.test(key)) return undefined;
  return (Object.entries(IMAGE_VARIANTS) as [ImageVariant, number][])
    .map(([variant, width]) => `${mediaUrl(key, variant)} ${width}w`)
    .join(', ');
}
