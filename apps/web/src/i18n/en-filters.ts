// The English strings of the filter modal, loaded with its code (it opens on demand):
// entities/listing/filter-modal/filter-modal.tsx adds them before it renders. Hindi has them in its one
// table.
export const enFilters = {
  filters: {
    title: 'Filters',
    tabs: {
      category: 'Category',
      subCategory: 'Sub-Category',
      brand: 'Brand',
      price: 'Price Range',
      discount: 'Discount',
      color: 'Color',
      rating: 'Rating',
      nearby: 'Distance & hours',
    },
    apply: 'Apply',
    clear: 'Clear',
    close: 'Close filters',
    showMore: 'Show more',
    chooseCategoriesHint: 'Showing every sub-category. Choose categories to narrow the list.',
    chooseSubCategoriesFirst: 'Choose sub-categories first to see their brands.',
    noOptions: 'Nothing to choose here.',
    priceLabel: 'Price from {{min}} to {{max}}',
    priceMax: '{{price}}+',
    discountAtLeast: '{{percent}}% and above',
    discountAbove: 'Above {{percent}}%',
    ratingAtLeast: '{{stars}}★ & above',
    openNow: 'Open now',
    openNowHint: 'Only businesses open at this hour (India time).',
    radius: 'Distance',
    withinKm: 'Within {{km}} km',
    radiusNeedsLocation: 'Use Near me to filter by distance.',
    selected_one: '{{count}} selected',
    selected_other: '{{count}} selected',
  },
} as const;

export type FilterResources = typeof enFilters;
