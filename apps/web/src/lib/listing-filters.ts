import {
  DISCOUNT_OPTIONS,
  PRICE_RANGE,
  RADIUS_KM_OPTIONS,
  RATING_FILTER_OPTIONS,
  type CategoryType,
  type PublicListingFilters,
} from '@haat/shared';

// The filter object (categories[], subCategories[], brands[], priceRange {min, max}, colors[],
// discount; and minRating, '4★ & above', docs/decisions/015-reviews.md) as the filter modal edits
// it, and how it travels: the URL's `filters` parameter and the API's `filters` argument are the
// same JSON, holding only what differs from the defaults (removed when all are default). Pure
// functions, so they are unit-tested.

/**
 * Every filter of the shared schema (publicListingFiltersSchema), each with a value: the lists
 * (empty for none), the price range with both ends, discount, minRating (the least average
 * rating) and radiusKm null for any, openNow true or false. A filter added
 * to the schema is added here too, and emptyFilters must then give it its default.
 */
export type ListingFilters = Omit<Required<PublicListingFilters>, 'priceRange' | 'openNow'> & {
  priceRange: { min: number; max: number };
  openNow: boolean;
};

export type PriceValue = [number, number];

/** One checkpoint of the price slider (0, 1000 … 6000): the least gap between min and max. */
export const PRICE_STEP = PRICE_RANGE.checkpoints[1] - PRICE_RANGE.checkpoints[0];

export const emptyFilters = (): ListingFilters => ({
  categories: [],
  subCategories: [],
  brands: [],
  colors: [],
  priceRange: { min: PRICE_RANGE.min, max: PRICE_RANGE.max },
  discount: null,
  minRating: null,
  radiusKm: null,
  openNow: false,
});

/** Services have no brands or colours (neither in the filter modal nor in service search). */
export const hasBrandsAndColors = (kind: CategoryType) => kind === 'product';

export const isDefaultPrice = (range: ListingFilters['priceRange']) =>
  range.min <= PRICE_RANGE.min && range.max >= PRICE_RANGE.max;

/** The filters a kind of listing can use: a service list drops brands and colours. */
export function forKind(filters: ListingFilters, kind: CategoryType): ListingFilters {
  return hasBrandsAndColors(kind) ? filters : { ...filters, brands: [], colors: [] };
}

/**
 * The number on the Filter button: every chosen category, sub-category, brand and colour counts
 * one, a narrowed price range one, a discount one.
 */
export function activeFilterCount(filters: ListingFilters, kind: CategoryType): number {
  const f = forKind(filters, kind);
  return (
    f.categories.length +
    f.subCategories.length +
    f.brands.length +
    f.colors.length +
    (isDefaultPrice(f.priceRange) ? 0 : 1) +
    (f.discount ? 1 : 0) +
    (f.minRating ? 1 : 0) +
    (f.radiusKm ? 1 : 0) +
    (f.openNow ? 1 : 0)
  );
}

/** What differs from the defaults, as the API takes it; undefined when nothing does. */
export function toApiFilters(
  filters: ListingFilters,
  kind: CategoryType,
): PublicListingFilters | undefined {
  const f = forKind(filters, kind);
  const out: PublicListingFilters = {};
  if (f.categories.length) out.categories = f.categories;
  if (f.subCategories.length) out.subCategories = f.subCategories;
  if (f.brands.length) out.brands = f.brands;
  if (f.colors.length) out.colors = f.colors;
  if (!isDefaultPrice(f.priceRange)) out.priceRange = { ...f.priceRange };
  if (f.discount) out.discount = f.discount;
  if (f.minRating) out.minRating = f.minRating;
  if (f.radiusKm) out.radiusKm = f.radiusKm;
  if (f.openNow) out.openNow = true;
  return Object.keys(out).length ? out : undefined;
}

/** The URL's `filters` value, or null when every filter is at its default. */
export function encodeFilters(filters: ListingFilters, kind: CategoryType): string | null {
  const wire = toApiFilters(filters, kind);
  return wire ? JSON.stringify(wire) : null;
}

const idList = (value: unknown): string[] =>
  Array.isArray(value)
    ? [...new Set(value.filter((id): id is string => typeof id === 'string' && id.length > 0))]
    : [];

const number = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** Snaps a price to the nearest checkpoint inside the slider's range. */
export function snapPrice(value: number): number {
  const clamped = Math.min(PRICE_RANGE.max, Math.max(PRICE_RANGE.min, value));
  return Math.round(clamped / PRICE_STEP) * PRICE_STEP;
}

/**
 * The URL's `filters` read back. Anything malformed (a hand-edited link) falls back to the
 * defaults rather than failing the page; prices snap to the checkpoints, a discount must be one
 * of the options.
 */
export function decodeFilters(raw: string | null | undefined, kind: CategoryType): ListingFilters {
  const filters = emptyFilters();
  if (!raw) return filters;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return filters;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return filters;
  const wire = parsed as Record<string, unknown>;
  filters.categories = idList(wire.categories);
  filters.subCategories = idList(wire.subCategories);
  filters.brands = idList(wire.brands);
  filters.colors = idList(wire.colors);
  const range = wire.priceRange as Record<string, unknown> | null | undefined;
  if (range && typeof range === 'object') {
    const low = number(range.min);
    const high = number(range.max);
    const [min, max] = keepPriceGap([
      low == null ? PRICE_RANGE.min : snapPrice(low),
      high == null ? PRICE_RANGE.max : snapPrice(high),
    ]);
    filters.priceRange = { min, max };
  }
  const discount = number(wire.discount);
  filters.discount =
    discount != null && (DISCOUNT_OPTIONS as readonly number[]).includes(discount)
      ? discount
      : null;
  const minRating = number(wire.minRating);
  filters.minRating =
    minRating != null && (RATING_FILTER_OPTIONS as readonly number[]).includes(minRating)
      ? minRating
      : null;
  const radiusKm = number(wire.radiusKm);
  filters.radiusKm =
    radiusKm != null && (RADIUS_KM_OPTIONS as readonly number[]).includes(radiusKm)
      ? radiusKm
      : null;
  filters.openNow = wire.openNow === true;
  return forKind(filters, kind);
}

/**
 * Keeps the price slider's min and max at least one checkpoint apart. When
 * they come closer, the thumb that moved (compared with `previous`) stays and the other one
 * makes room; at an end of the scale the moved one gives way instead.
 */
export function keepPriceGap(next: PriceValue, previous?: PriceValue): PriceValue {
  let [min, max] = [snapPrice(Math.min(next[0], next[1])), snapPrice(Math.max(next[0], next[1]))];
  if (max - min >= PRICE_STEP) return [min, max];
  const movedMin = previous ? next[0] !== previous[0] : false;
  if (movedMin) {
    max = min + PRICE_STEP;
    if (max > PRICE_RANGE.max) [min, max] = [PRICE_RANGE.max - PRICE_STEP, PRICE_RANGE.max];
  } else {
    min = max - PRICE_STEP;
    if (min < PRICE_RANGE.min) [min, max] = [PRICE_RANGE.min, PRICE_RANGE.min + PRICE_STEP];
  }
  return [min, max];
}

/** Discount is single-select; choosing the chosen value again clears it. */
export const toggleDiscount = (current: number | null, value: number): number | null =>
  current === value ? null : value;

/** Adds the id to a multi-select list, or removes it when it is there. */
export const toggleId = (list: readonly string[], id: string): string[] =>
  list.includes(id) ? list.filter((item) => item !== id) : [...list, id];

/** What the modal knows about the sub-categories it listed. */
export type SubCategoryFacts = Map<
  string,
  { fkCategoryId: string; fkBrandsIds: readonly string[] }
>;

/**
 * Sub-categories depend on the chosen categories and brands on the chosen sub-categories
 *: after a change, chosen sub-categories of categories no longer chosen go, and chosen
 * brands that no chosen sub-category offers go. Sub-categories the modal has not loaded yet are
 * left alone (their facts are unknown).
 */
export function pruneDependents(filters: ListingFilters, facts: SubCategoryFacts): ListingFilters {
  const subCategories = filters.categories.length
    ? filters.subCategories.filter((id) => {
        const fact = facts.get(id);
        return !fact || filters.categories.includes(fact.fkCategoryId);
      })
    : filters.subCategories;
  let brands = filters.brands;
  if (!subCategories.length) brands = [];
  else if (subCategories.every((id) => facts.has(id))) {
    const offered = new Set(subCategories.flatMap((id) => facts.get(id)?.fkBrandsIds ?? []));
    brands = brands.filter((id) => offered.has(id));
  }
  return { ...filters, subCategories, brands };
}
