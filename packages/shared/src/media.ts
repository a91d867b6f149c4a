// Stored images are named by a key; every image exists in two webp variants (DESIGN.md §1 images).
export const IMAGE_VARIANTS = { card: 400, large: 1200 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

/** Public address of a stored image variant; absolute URLs (external stores) pass through. */
export const mediaUrl = (key: string, variant: ImageVariant = 'card') =>
  /^https?:\/\//.test(key) ? key : `/media/${variant}/${key}`;

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

/**
 * The `sizes` of a detail page's cover picture: the web app's gallery draws it with these, and
 * the server preloads the same picture from the page's HTML (modules/seo), so both must agree
 * or the phone downloads two pictures.
 */
export const COVER_SIZES = {
  product: '(max-width: 48em) 100vw, (max-width: 75em) 50vw, 540px',
  business: '(max-width: 48em) 100vw, (max-width: 75em) 42vw, 440px',
} as const;
