// 'plumber' typed on the home page asked products and answered "No result found". A
// search with words says which kind its words ask for (`suggestedKind`) and how many listings
// the other kind holds for the same words and place (`otherKindTotal`), over the demo catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_TOTAL_CAP } from '@haat/shared';
import type { DatabaseHandle } from '../../db/client.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { createSeededTestDatabase } from '../../test/db.ts';
import { suggestKind } from './other-kind.ts';

let t: TestApp;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  t = await createTestApp({ database, env: { PUBLIC_ANSWER_CACHE_MS: '0' } });
}, 600_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

type Answer = {
  total: number;
  totalCapped?: true;
  suggestedKind?: 'product' | 'service';
  otherKindTotal?: number;
  otherKindTotalCapped?: true;
  searchResults: unknown[];
};

async function search(kind: 'product' | 'service', query: Record<string, unknown>) {
  const answer = await t.call({
    method: 'GET',
    url: `/api/public/${kind}/search`,
    query: Object.fromEntries(
      Object.entries(query).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ),
  });
  expect(answer.status).toBe(200);
  return answer.body.payload as Answer;
}

describe('the kind a search asks for', () => {
  it("'plumber' asked of products (the home box) answers the services and how many they hold", async () => {
    const products = await search('product', { search: 'plumber', city: 'Mumbai' });
    const services = await search('service', { search: 'plumber', city: 'Mumbai' });
    expect(services.total).toBeGreaterThan(0);
    expect(products.suggestedKind).toBe('service');
    expect(products.otherKindTotal).toBe(services.total);
    // Asked of services, the words ask for services, and products hold what products hold.
    expect(services.suggestedKind).toBe('service');
    expect(services.otherKindTotal).toBe(products.total);
  });

  it('a product word asked of services suggests products with their count', async () => {
    const services = await search('service', { search: 'ghee', city: 'Mumbai' });
    const products = await search('product', { search: 'ghee', city: 'Mumbai' });
    expect(products.total).toBeGreaterThan(0);
    expect(services.suggestedKind).toBe('product');
    expect(services.otherKindTotal).toBe(products.total);
    expect(products.suggestedKind).toBe('product');
  });

  it('words naming both kinds keep the asked one, whose count of the other is still given', async () => {
    // 'mobile' names Mobile Covers (products) and Mobile Repair (services).
    const services = await search('service', { search: 'mobile', city: 'Mumbai' });
    const products = await search('product', { search: 'mobile', city: 'Mumbai' });
    expect(services.total).toBeGreaterThan(0);
    expect(services.suggestedKind).toBe('service');
    expect(products.suggestedKind).toBe('product');
    expect(services.otherKindTotal).toBe(products.total);
    expect(products.otherKindTotal).toBe(services.total);
  });

  it('words a service is named by open services, though products mention them in descriptions', async () => {
    // Asked from the home box (products): many products say "GST" in their descriptions only.
    const products = await search('product', {
      search: 'GST registration in Andheri',
      city: 'Mumbai',
    });
    const services = await search('service', {
      search: 'GST registration in Andheri',
      city: 'Mumbai',
    });
    expect(services.total).toBeGreaterThan(0);
    expect(products.suggestedKind).toBe('service');
    expect(services.suggestedKind).toBe('service');
  });

  it('words that name no kind follow the results: a brand alone asked of services is products', async () => {
    const services = await search('service', { search: 'havells' });
    const products = await search('product', { search: 'havells' });
    expect(services.total).toBe(0);
    expect(products.total).toBeGreaterThan(0);
    expect(services.suggestedKind).toBe('product');
    expect(services.otherKindTotal).toBe(products.total);
  });

  it('counts the other kind with the place in the words and the filters the toggle carries', async () => {
    const priceRange = { min: 0, max: 1000 };
    const services = await search('service', {
      search: 'mobile in mumbai',
      filters: { priceRange, minRating: 4 },
    });
    // The toggle keeps the price range and drops the rest (kind-switch.tsx).
    const products = await search('product', {
      search: 'mobile',
      city: 'Mumbai',
      filters: { priceRange },
    });
    expect(services.otherKindTotal).toBe(products.total);
    const all = await search('product', { search: 'mobile', city: 'Mumbai' });
    expect(products.total).toBeLessThan(all.total);
  });

  it('is only on the first page of a search with words', async () => {
    const second = await search('product', { search: 'plumber', city: 'Mumbai', pageNo: '2' });
    expect(second.suggestedKind).toBeUndefined();
    expect(second.otherKindTotal).toBeUndefined();
    const plain = await search('product', { city: 'Mumbai' });
    expect(plain.suggestedKind).toBeUndefined();
    expect(plain.otherKindTotal).toBeUndefined();
  });

  it('counts as totals count, to the cap', async () => {
    // The demo has no word past the cap: the count and its flag match the list's own.
    const services = await search('service', { search: 'steel' });
    const products = await search('product', { search: 'steel' });
    expect(services.otherKindTotal).toBe(products.total);
    expect(Boolean(services.otherKindTotalCapped)).toBe(Boolean(products.totalCapped));
    expect(services.otherKindTotal).toBeLessThanOrEqual(LISTING_TOTAL_CAP);
  });
});

describe('suggestKind', () => {
  const rule = (
    asked: 'product' | 'service',
    total: number,
    otherKindTotal: number,
    sub: string[],
    category: string[] = [],
  ) => suggestKind(asked, { total, otherKindTotal, named: [sub, category] });

  it('follows the one kind the sub-categories, else the categories, name', () => {
    expect(rule('product', 0, 14, ['service'])).toBe('service');
    expect(rule('product', 3, 14, ['service'])).toBe('service');
    expect(rule('service', 5, 9, [], ['product'])).toBe('product');
    // Sub-categories name services, categories products: the sub-categories decide.
    expect(rule('product', 5, 9, ['service'], ['product'])).toBe('service');
  });

  it('keeps the asked kind when the named kind has nothing here and the asked one has results', () => {
    expect(rule('product', 4, 0, ['service'])).toBe('product');
    // Nothing anywhere: the named kind (its page offers All Over India).
    expect(rule('product', 0, 0, ['service'])).toBe('service');
  });

  it('naming neither, the kind that holds a listing the words name, over descriptions alone', () => {
    const named = (asked: boolean, other: boolean) =>
      suggestKind('product', {
        total: 215,
        otherKindTotal: 1,
        named: [[], []],
        listingsNamed: { asked, other },
      });
    expect(named(false, true)).toBe('service');
    expect(named(true, true)).toBe('product');
    expect(named(false, false)).toBe('product');
  });

  it('naming both kinds or neither: the asked kind, unless only the other has results', () => {
    expect(rule('product', 2, 50, ['product', 'service'])).toBe('product');
    expect(rule('product', 0, 50, [])).toBe('service');
    expect(rule('service', 0, 0, [])).toBe('service');
  });
});
