import { describe, expect, it } from 'vitest';
import {
  SHOP_SLUG,
  isSlugOf,
  latinFromDevanagari,
  numberedSlug,
  shopPath,
  shopSlugBase,
  slugWords,
} from './shop-address.ts';

describe('shop address (issue 24 §3)', () => {
  it('is the name and the city in lower-case words', () => {
    expect(shopSlugBase('Kumar Sweets', 'Pune')).toBe('kumar-sweets-pune');
    expect(shopSlugBase('  Sharma & Sons Electronics!! ', 'New Delhi')).toBe(
      'sharma-and-sons-electronics-new-delhi',
    );
    expect(shopPath('kumar-sweets-pune')).toBe('/shop/kumar-sweets-pune');
  });

  it('leaves the city out when the name already ends with it', () => {
    expect(shopSlugBase('Kumar Sweets Pune', 'Pune')).toBe('kumar-sweets-pune');
    expect(shopSlugBase('Pune', 'Pune')).toBe('pune');
  });

  it('drops accents and keeps digits', () => {
    expect(shopSlugBase('Café 24x7', 'Mumbai')).toBe('cafe-24x7-mumbai');
  });

  it('spells Hindi names in Latin letters as they are said', () => {
    expect(latinFromDevanagari('कुमार')).toBe('kumar');
    expect(shopSlugBase('कुमार स्वीट्स', 'Pune')).toBe('kumar-svits-pune');
    expect(shopSlugBase('शर्मा इलेक्ट्रॉनिक्स', 'दिल्ली')).toBe('sharma-ilektroniks-dilli');
    expect(shopSlugBase('गणेश किराना स्टोर', 'Indore')).toBe('ganesh-kirana-stor-indore');
    expect(shopSlugBase('श्री कृष्ण डेयरी', 'Mathura')).toBe('shri-krishna-deyari-mathura');
    expect(shopSlugBase('राज़ फ़ैशन', 'Agra')).toBe('raz-faishan-agra');
    expect(slugWords('दुकान नं. ४२')).toBe('dukan-nan-42');
  });

  it('falls back to "shop" for a name of signs only, and stays within 60 characters', () => {
    expect(shopSlugBase('!!!', '')).toBe('shop');
    const long = shopSlugBase('Very Long Business Name '.repeat(6), 'Thiruvananthapuram');
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(SHOP_SLUG);
    expect(long.endsWith('-')).toBe(false);
  });

  it('numbers a taken address and knows its own numbered forms', () => {
    expect(numberedSlug('kumar-sweets-pune', 1)).toBe('kumar-sweets-pune');
    expect(numberedSlug('kumar-sweets-pune', 2)).toBe('kumar-sweets-pune-2');
    expect(isSlugOf('kumar-sweets-pune-2', 'kumar-sweets-pune')).toBe(true);
    expect(isSlugOf('kumar-sweets-pune-12', 'kumar-sweets-pune')).toBe(true);
    expect(isSlugOf('kumar-sweets-pune', 'kumar-sweets-pune')).toBe(true);
    expect(isSlugOf('kumar-sweets-pune-west', 'kumar-sweets-pune')).toBe(false);
    expect(isSlugOf('kumar-sweets-pune-1', 'kumar-sweets-pune')).toBe(false);
    expect(isSlugOf('kumar-sweets', 'kumar-sweets-pune')).toBe(false);
  });

  it('takes only lower-case words between single dashes as an address', () => {
    expect(SHOP_SLUG.test('kumar-sweets-pune')).toBe(true);
    for (const bad of ['Kumar', 'kumar--sweets', '-kumar', 'kumar sweets', 'कुमार', ''])
      expect(SHOP_SLUG.test(bad)).toBe(false);
  });
});
