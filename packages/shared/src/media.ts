// Stored images are named by a key; every image exists in two webp variants (DESIGN.md §1 images).
export const IMAGE_VARIANTS = { card: 400, large: 1200 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

/** Public address of a stored image variant; absolute URLs (external stores) pass through. */
export const mediaUrl = (key: string, variant: ImageVariant = 'card') =>
  /^https?:\/\//.test(key) ? key : `/media/${variant}/${key}`;
