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
    expect(sortsFor('')).toEqual(['new arrivals', 'a-z', 'z-a', 'top rated', 'nearest']);
    expect(sortsFor('tv')).toContain('relevance');
    expect(readListingParams(new URLSearchParams('sort=relevance')).sort).toBe('new arrivals');
    expect(readListingParams(new URLSearchParams('sort=a-z')).sort).toBe('a-z');
    expect(readListingParams(new URLSearchParams('sort=cheapest')).sort).toBe('new arrivals');
  });

  it('writes Top Rated and 4★ & above to the URL and reads them back (issue 22)', () => {
    const params = {
      kind: 'product' as const,
      searchQuery: '',
      sort: 'top rated' as const,
      filters: { ...emptyFilters(), minRating: 4 },
    };
    const search = writeListingParams(params);
    expect(search.toString()).toBe(
      'type=products&sort=top+rated&filters=%7B%22minRating%22%3A4%7D',
    );
    expect(readListingParams(search)).toEqual(params);
    // With a query too; and a hand-edited rating that is not offered is dropped.
    expect(sortsFor('tv')).toEqual([
      'new arrivals',
      'a-z',
      'z-a',
      'top rated',
      'nearest',
      'relevance',
    ]);
    expect(
      readListingParams(new URLSearchParams('sort=top%20rated&filters={"minRating":2}')),
    ).toMatchObject({ sort: 'top rated', filters: { minRating: null } });
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
