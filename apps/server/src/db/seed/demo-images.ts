import { STOREFRONT_PICTURES, catalogPictures } from './catalog-pictures.ts';
import type { SeedImage } from './images.ts';

// The listings' and shops' images: every take of every sub-category's picture set (a listing
// shows pictures of its own sub-category only) and shop fronts. Each is drawn once and shared by
// many listings, which keeps the demo seed fast.

export const STOREFRONT_IMAGES = STOREFRONT_PICTURES.length;
/** Shop front `n`, 1 … STOREFRONT_IMAGES. */
export const storefrontImageKey = (n: number) => STOREFRONT_PICTURES[n - 1]!.key;

export function demoImages(): SeedImage[] {
  return [...catalogPictures({ listings: true }), ...STOREFRONT_PICTURES];
}
