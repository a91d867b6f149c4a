import { describe, expect, it } from 'vitest';
import { directionsLink, formatDistance, NEARBY_MSG } from './nearby.ts';
import { publicSearchQuery } from './schemas/public.ts';

describe('formatDistance', () => {
  it('reads metres under a kilometre and one decimal below 10 km', () => {
    expect(formatDistance(850)).toBe('850 m');
    expect(formatDistance(3)).toBe('10 m');
    expect(formatDistance(1234)).toBe('1.2 km');
    expect(formatDistance(9_990)).toBe('10 km');
    expect(formatDistance(14_400)).toBe('14 km');
  });
});

describe('position and near-me filters of the public search', () => {
  const parse = (query: Record<string, string>) => publicSearchQuery.safeParse(query);
  const message = (query: Record<string, string>) => {
    const result = parse(query);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('takes a position in India, the nearest sort, a radius and open now', () => {
    const result = parse({
      lat: '19.1197',
      lng: '72.8464',
      sort: 'nearest',
      filters: JSON.stringify({ radiusKm: 5, openNow: true }),
    });
    expect(result.success && result.data).toMatchObject({
      lat: 19.1197,
      lng: 72.8464,
      sort: 'nearest',
      filters: { radiusKm: 5, openNow: true },
    });
  });

  it('refuses a position outside India or not a number, in clear words', () => {
    expect(message({ lat: '51.5', lng: '-0.12' })).toBe(NEARBY_MSG.latitudeInvalid);
    expect(message({ lat: '19.1', lng: '150' })).toBe(NEARBY_MSG.longitudeInvalid);
    expect(message({ lat: 'north', lng: '72.8' })).toBe(NEARBY_MSG.latitudeInvalid);
    expect(message({ lat: 'NaN', lng: '72.8' })).toBe(NEARBY_MSG.latitudeInvalid);
    expect(message({ filters: JSON.stringify({ radiusKm: 7 }) })).toBe(NEARBY_MSG.radiusInvalid);
  });

  it('keeps the spec parameters working without a position', () => {
    expect(parse({ search: 'rice', city: 'Mumbai', sort: 'a-z' }).success).toBe(true);
  });
});

describe('directionsLink', () => {
  it('opens the map app at the business', () => {
    expect(directionsLink({ lat: 19.1, lng: 72.8 }, 'Shop', 'geo')).toBe(
      'geo:19.100000,72.800000?q=19.100000,72.800000(Shop)',
    );
    expect(directionsLink({ lat: 19.1, lng: 72.8 }, 'Shop', 'web')).toContain(
      'destination=19.100000,72.800000',
    );
  });
});
