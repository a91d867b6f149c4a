import { describe, expect, it } from 'vitest';
import { localityOfAddress, placeLine } from './locality.ts';
import { FAR_KM, isFar, nextRadiusKm } from './nearby.ts';
import { publicSearchQuery } from './schemas/public.ts';

describe('localityOfAddress (issue 35)', () => {
  const pune = { city: 'Pune', state: 'Maharashtra' };
  it('reads the last part of an address, as Indian addresses are written', () => {
    expect(localityOfAddress('Shop No. 12, SV Road, Andheri West', { city: 'Mumbai' })).toBe(
      'Andheri West',
    );
    expect(localityOfAddress('Shop 12, Station Road')).toBe('Station Road');
    expect(localityOfAddress('Flat 302, Sector 62', { city: 'Noida' })).toBe('Sector 62');
  });

  it('leaves out the city, the state, India and pin codes written after it', () => {
    expect(localityOfAddress('Plot 4, Baner, Pune 411045', pune)).toBe('Baner');
    expect(localityOfAddress('Plot 4, Baner, Pune - 411 045, Maharashtra, India', pune)).toBe(
      'Baner',
    );
    expect(localityOfAddress('Plot 4, Baner 411045', pune)).toBe('Baner');
    expect(localityOfAddress('12, FC Road,\nShivajinagar', pune)).toBe('Shivajinagar');
  });

  it('names none when the address does not say an area', () => {
    expect(localityOfAddress('12 MG Road', pune)).toBeUndefined();
    expect(localityOfAddress('MG Road, Shop No. 4', pune)).toBeUndefined();
    expect(localityOfAddress('MG Road, 12/B', pune)).toBeUndefined();
    expect(localityOfAddress('Shop 4, Near Bus Stand', pune)).toBeUndefined();
    expect(localityOfAddress('Shop 4, Pune', pune)).toBeUndefined();
    expect(
      localityOfAddress('Shop 4, behind the big temple on the left of the old market road', pune),
    ).toBeUndefined();
    expect(localityOfAddress('', pune)).toBeUndefined();
    expect(localityOfAddress(null, pune)).toBeUndefined();
  });

  it('writes a card’s place line', () => {
    expect(placeLine('Andheri West', 'Mumbai')).toBe('Andheri West, Mumbai');
    expect(placeLine(null, 'Mumbai')).toBe('Mumbai');
  });
});

describe('radius and far (issue 35)', () => {
  it('offers the next radius, none after the largest', () => {
    expect(nextRadiusKm(1)).toBe(3);
    expect(nextRadiusKm(5)).toBe(10);
    expect(nextRadiusKm(10)).toBe(25);
    expect(nextRadiusKm(25)).toBeNull();
  });

  it('marks distances past FAR_KM as far', () => {
    expect(FAR_KM).toBe(50);
    expect(isFar(50_000)).toBe(false);
    expect(isFar(50_001)).toBe(true);
    expect(isFar(118_000)).toBe(true);
    expect(isFar(undefined)).toBe(false);
  });
});

describe('the search’s locality parameter (issue 35)', () => {
  it('takes a locality name; blank is none', () => {
    const parsed = publicSearchQuery.parse({ search: 'ac repair', locality: ' Andheri ' });
    expect(parsed.locality).toBe('Andheri');
    expect(publicSearchQuery.parse({ locality: '' }).locality).toBeUndefined();
    expect(publicSearchQuery.safeParse({ locality: 'x'.repeat(61) }).success).toBe(false);
  });
});
