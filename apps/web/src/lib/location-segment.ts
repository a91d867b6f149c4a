import { ALL_OVER_INDIA } from '@haat/shared';

// The search page lives at /{location}. The segment is the city's name as the API
// spells it ('/Mumbai', '/New%20Delhi'), or this slug for All Over India
// (docs/decisions/009-public-screens.md).

export const ALL_OVER_INDIA_SLUG = 'all-over-india';

/** Whether a path segment means All Over India: the slug or the name itself, any case. */
export function isAllOverIndiaSegment(segment: string): boolean {
  const text = segment.trim().toLowerCase();
  return text === ALL_OVER_INDIA_SLUG || text === ALL_OVER_INDIA.toLowerCase();
}

/** The path segment of a chosen location. */
export function locationSegment(city: string): string {
  return !city.trim() || isAllOverIndiaSegment(city)
    ? ALL_OVER_INDIA_SLUG
    : encodeURIComponent(city.trim());
}

/** '/Mumbai?type=products&…': the search page of a location with its query string. */
export function locationPath(city: string, search?: URLSearchParams | string): string {
  const query = search ? String(search) : '';
  return `/${locationSegment(city)}${query ? `?${query.replace(/^\?/, '')}` : ''}`;
}
