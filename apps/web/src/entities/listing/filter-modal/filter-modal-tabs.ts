import type { CategoryType } from '@haat/shared';

// The filter modal's tabs, apart from the modal itself so that a page can name them without
// loading the modal's code.

export type FilterTab =
  'category' | 'subCategory' | 'brand' | 'price' | 'discount' | 'color' | 'rating' | 'nearby';

/** Spec §4 Filter modal: the tabs of the search page for each kind of list. */
export const SEARCH_TABS: Record<CategoryType, FilterTab[]> = {
  product: ['category', 'subCategory', 'brand', 'price', 'discount', 'color', 'rating', 'nearby'],
  service: ['category', 'subCategory', 'price', 'discount', 'rating', 'nearby'],
};

/** A sub-category page is one sub-category already: its brands, prices, discount, colours. */
export const SUB_CATEGORY_TABS: Record<CategoryType, FilterTab[]> = {
  product: ['brand', 'price', 'discount', 'color', 'rating', 'nearby'],
  service: ['price', 'discount', 'rating', 'nearby'],
};
