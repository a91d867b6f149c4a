import { describe, expect, it } from 'vitest';
import { ALL_OVER_INDIA } from '@haat/shared';
import { emptyFilters } from './listing-filters.ts';
import { readListingParams, sortsFor, writeListingParams } from './listing-params.ts';
import { ALL_OVER_INDIA_SLUG, isAllOverIndiaSegment, locationPath } from './location-segment.ts';

describe('listing URL', () => {
  it('reads defaults from an empty query string', () => {
    expect(readListingParams(new URLSearchParams())).toEqual({
      kind: 'product',
      searchQuery: '',
      sort: 'new arrivals',
      filters: emptyFilters(),
    });
  });

  it('writes type and query, and leaves default sort and filters out', () => {
    const search = writeListingParams({
      kind: 'product',
      searchQuery: ' almira ',
      sort: 'new arrivals',
      filters: emptyFilters(),
    });
    expect(search.toString()).toBe('type=products&searchQuery=almira');
  });

  it('round-trips services, a sort and filters', () => {
    const params = {
      kind: 'service' as const,
      searchQuery: 'plumbr',
      sort: 'relevance' as const,
      filters: { ...emptyFilters(), discount: 20, priceRange: { min: 0, max: 2000 } },
    };
    expect(readListingParams(writeListingParams(params))).toEqual(params);
  });

  it('offers Relevance only with a query, and ignores it without one', () => {
    expect(sortsFor('')).toEqual(['new arrivals', 'a-z', 'z-a']);
    expect(sortsFor('tv')).toContain('relevance');
    expect(readListingParams(new URLSearchParams('sort=relevance')).sort).toBe('new arrivals');
    expect(readListingParams(new URLSearchParams('sort=a-z')).sort).toBe('a-z');
    expect(readListingParams(new URLSearchParams('sort=cheapest')).sort).toBe('new arrivals');
  });

  it('leaves type out on a page that knows its kind', () => {
    const search = writeListingParams(
      { kind: 'service', searchQuery: '', sort: 'z-a', filters: emptyFilters() },
      false,
    );
    expect(search.toString()).toBe('sort=z-a');
  });
});

describe('location segment', () => {
  it('is a slug for All Over India and the encoded name for a city', () => {
    expect(locationPath(ALL_OVER_INDIA)).toBe(`/${ALL_OVER_INDIA_SLUG}`);
    expect(locationPath('New Delhi', 'type=products')).toBe('/New%20Delhi?type=products');
    expect(isAllOverIndiaSegment('All Over India')).toBe(true);
    expect(isAllOverIndiaSegment('ALL-OVER-INDIA')).toBe(true);
    expect(isAllOverIndiaSegment('Mumbai')).toBe(false);
  });
});
