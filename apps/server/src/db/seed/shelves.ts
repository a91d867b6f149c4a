import { ELECTRONICS_SHELVES } from './shelves-electronics.ts';
import { FASHION_SHELVES } from './shelves-fashion.ts';
import { FOOD_SHELVES } from './shelves-food.ts';
import { HOME_SHELVES } from './shelves-home.ts';
import { OUTDOOR_SHELVES } from './shelves-outdoor.ts';
import { SERVICE_SHELVES } from './shelves-services.ts';
import type { ProductShelf, ServiceShelf } from './shelves-types.ts';

export type { ProductShelf, ServiceShelf } from './shelves-types.ts';

// The demo shelves of every sub-category, by sub-category name (names are unique across the
// catalogue; the seed test checks that every sub-category has exactly one shelf).

export const PRODUCT_SHELVES: Readonly<Record<string, ProductShelf>> = {
  ...ELECTRONICS_SHELVES,
  ...FOOD_SHELVES,
  ...FASHION_SHELVES,
  ...HOME_SHELVES,
  ...OUTDOOR_SHELVES,
};

export { SERVICE_SHELVES };

export function productShelf(subCategory: string) {
  const shelf = PRODUCT_SHELVES[subCategory];
  if (!shelf) throw new Error(`Demo seed: no product shelf for ${subCategory}`);
  return shelf;
}

export function serviceShelf(subCategory: string) {
  const shelf = SERVICE_SHELVES[subCategory];
  if (!shelf) throw new Error(`Demo seed: no service shelf for ${subCategory}`);
  return shelf;
}

/** Prices people write: 49, 449, 12,999, 1,24,990. */
export function nicePrice(value: number) {
  if (value < 20) return Math.max(1, Math.round(value));
  if (value < 100) return Math.round(value / 5) * 5;
  if (value < 1000) return Math.round(value / 10) * 10 - 1;
  if (value < 100_000) return Math.round(value / 100) * 100 - 1;
  return Math.round(value / 1000) * 1000 - 10;
}

export type ShelfItem = { name: string; brand: string | null; mrp: number };

/** Every product a shelf can offer: each line in each variant, in a stable order. */
export function shelfItems(shelf: ProductShelf): ShelfItem[] {
  const items: ShelfItem[] = [];
  for (const variant of shelf.variants) {
    const [suffix = '', factor = '1'] = variant.split('|');
    for (const line of shelf.lines) {
      const [brand = '', model = '', price = '0'] = line.split('|');
      items.push({
        name: [brand, model, suffix].filter(Boolean).join(' '),
        brand: brand || null,
        mrp: nicePrice(Number(price) * Number(factor)),
      });
    }
  }
  return items;
}

export type ServiceOffer = { name: string; low: number; high: number };

export function serviceOffers(shelf: ServiceShelf): ServiceOffer[] {
  return shelf.offers.map((offer) => {
    const [name = '', low = '0', high = '0'] = offer.split('|');
    return { name, low: Number(low), high: Number(high) };
  });
}

/**
 * The selling price after a discount of at most `percent`, as a price people write (rounded up,
 * so the discount never exceeds the shelf's band), never above the M.R.P.
 */
export function sellingPrice(mrp: number, percent: number) {
  if (percent <= 0) return mrp;
  const value = (mrp * (100 - percent)) / 100;
  const step = value < 20 ? 1 : value < 100 ? 5 : value < 1000 ? 10 : value < 100_000 ? 100 : 1000;
  const offset = value < 100 ? 0 : value < 100_000 ? 1 : 10;
  return Math.min(mrp, Math.ceil((value + offset) / step) * step - offset);
}
