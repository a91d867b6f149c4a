import { UI } from '@haat/shared';

/**
 * Slides of a gallery: the images in order, `size` to a slide (3 on listing pages), the last one
 * short.
 */
export function groupImages<T>(
  items: readonly T[],
  size: number = UI.galleryImagesPerSlide,
): T[][] {
  const perSlide = Math.max(1, Math.floor(size));
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += perSlide) {
    slides.push(items.slice(start, start + perSlide));
  }
  return slides;
}
