import { PRODUCT_CATEGORIES, SERVICE_CATEGORIES, type CategorySeed } from './catalog-data.ts';
import { initials, type SeedImage } from './images.ts';
import { slugify } from './random.ts';

// A small pool of generated images, reused by many listings, keeps the demo seed fast.

/** Darkens (negative) or lightens (positive) a #rrggbb colour by `amount` (-1 … 1). */
export function shade(color: string, amount: number) {
  const value = parseInt(color.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(next).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

// Five, so that half the demo listings fill a second gallery slide (three to a slide, spec §2).
export const LISTING_IMAGES_PER_CATEGORY = 5;
export const listingImageKey = (category: CategorySeed, n: number) =>
  `seed/demo/${category.type}-${slugify(category.name)}-${n}.webp`;
export const STOREFRONT_IMAGES = 8;
export const storefrontImageKey = (n: number) => `seed/demo/storefront-${n}.webp`;

const STOREFRONT_COLORS = [
  '#92400e',
  '#1e40af',
  '#166534',
  '#7e22ce',
  '#9f1239',
  '#0f766e',
  '#854d0e',
  '#334155',
];

export function demoImages(): SeedImage[] {
  const images: SeedImage[] = [];
  for (const category of [...PRODUCT_CATEGORIES, ...SERVICE_CATEGORIES]) {
    for (let n = 1; n <= LISTING_IMAGES_PER_CATEGORY; n++) {
      const sub = category.subCategories[(n - 1) % category.subCategories.length]!;
      images.push({
        key: listingImageKey(category, n),
        title: initials(sub.name),
        caption: sub.name,
        color: shade(category.color, -0.15 * (n - 1)),
      });
    }
  }
  for (let n = 1; n <= STOREFRONT_IMAGES; n++) {
    images.push({
      key: storefrontImageKey(n),
      title: 'SHOP',
      caption: 'Visit our store',
      color: STOREFRONT_COLORS[n - 1]!,
    });
  }
  return images;
}
