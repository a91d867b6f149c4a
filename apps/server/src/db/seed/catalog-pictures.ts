import { CATEGORIES, type CategorySeed, type SubCategorySeed } from './catalog-data.ts';
import { pictureHash, type Picture } from './pictures.ts';
import { PRODUCT_SHELVES, SERVICE_SHELVES } from './shelves.ts';

// Which picture shows which part of the catalogue. Every sub-category has its own set of
// pictures of its own icon (never another sub-category's), in five takes that differ in colour,
// angle and light, so a listing's gallery does not repeat one image. Files are named by what
// they show, so a picture used twice (a sub-category's card and a listing's first photo) is
// drawn once, and a drawing that changes gets a new name.

export const PICTURES_PER_SUB_CATEGORY = 5;

const TAKES: readonly Omit<Picture, 'icon' | 'hue' | 'objectHue'>[] = [
  { angle: -4, scale: 1, light: -0.5 },
  { angle: 6, scale: 0.92, light: 0.5 },
  { angle: -9, scale: 1.05, light: 0 },
  { angle: 2, scale: 0.96, light: -0.8 },
  { angle: 10, scale: 1, light: 0.8 },
];
/** Backdrop and object hue offsets of each take: the same item in other colours. */
const HUE_SHIFTS: readonly [number, number][] = [
  [0, 180],
  [18, 140],
  [-18, 220],
  [35, 20],
  [-35, 300],
];

function hueOf(color: string) {
  const value = parseInt(color.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => c / 255);
  const max = Math.max(r!, g!, b!);
  const min = Math.min(r!, g!, b!);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g! - b!) / d) % 6 : max === g ? (b! - r!) / d + 2 : (r! - g!) / d + 4;
  return (h * 60 + 360) % 360;
}

export function subCategoryIcon(category: CategorySeed, sub: SubCategorySeed) {
  const shelf = category.type === 'product' ? PRODUCT_SHELVES[sub.name] : SERVICE_SHELVES[sub.name];
  if (!shelf) throw new Error(`Demo seed: no shelf (and so no icon) for ${sub.name}`);
  return shelf.icon;
}

export type KeyedPicture = { key: string; picture: Picture };

const keyed = (picture: Picture): KeyedPicture => ({
  key: `seed/picture-${picture.icon}-${pictureHash(picture)}.webp`,
  picture,
});

const setCache = new Map<string, KeyedPicture[]>();

/** The pictures of one sub-category; the first is also its card in the catalogue. */
export function subCategoryPictures(category: CategorySeed, sub: SubCategorySeed) {
  const cacheKey = `${category.type}|${sub.name}`;
  let set = setCache.get(cacheKey);
  if (!set) {
    const index = category.subCategories.indexOf(sub);
    const hue = hueOf(category.color) + index * 11;
    const icon = subCategoryIcon(category, sub);
    set = TAKES.slice(0, PICTURES_PER_SUB_CATEGORY).map((take, n) =>
      keyed({
        icon,
        hue: hue + HUE_SHIFTS[n]![0],
        objectHue: hue + HUE_SHIFTS[n]![1],
        ...take,
      }),
    );
    setCache.set(cacheKey, set);
  }
  return set;
}

/** A category's card: its first sub-category's object, upright, in the category's colour. */
export function categoryPicture(category: CategorySeed) {
  const first = category.subCategories[0];
  if (!first) throw new Error(`Demo seed: category ${category.name} has no sub-category`);
  const hue = hueOf(category.color);
  return keyed({
    icon: subCategoryIcon(category, first),
    hue,
    objectHue: hue,
    angle: 0,
    scale: 1.08,
    light: 0,
  });
}

/** A shop front for business pictures and seller logos, in a few colours. */
export const STOREFRONT_PICTURES: readonly KeyedPicture[] = [
  20, 210, 130, 280, 350, 45, 180, 250,
].map((hue, n) =>
  keyed({
    icon: 'building-store',
    hue,
    objectHue: hue + 160,
    ...TAKES[n % TAKES.length]!,
  }),
);

/**
 * The catalogue's pictures, each once: its cards (a category's, and the first of each
 * sub-category's set), or with `listings` every take that demo listings show.
 */
export function catalogPictures(options: { listings: boolean }): KeyedPicture[] {
  const all = new Map<string, KeyedPicture>();
  for (const category of CATEGORIES) {
    if (!options.listings) {
      const picture = categoryPicture(category);
      all.set(picture.key, picture);
    }
    for (const sub of category.subCategories) {
      const set = subCategoryPictures(category, sub);
      for (const entry of options.listings ? set : set.slice(0, 1)) all.set(entry.key, entry);
    }
  }
  return [...all.values()];
}
