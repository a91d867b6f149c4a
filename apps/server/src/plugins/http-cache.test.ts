import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app.ts';
import { createTestApp } from '../test/app.ts';
import { createSeededTestDatabase } from '../test/db.ts';
import { eq } from 'drizzle-orm';
import { categories, products } from '../db/schema/index.ts';
import { makeShop } from '../modules/leads/test-fixtures.ts';
import { signUpSeller } from '../test/sellers.ts';
import { cacheControlFor, changesPublicAnswers } from './http-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ database: await createSeededTestDatabase() });
});
afterAll(async () => {
  await t?.close();
});

const colours = '/api/public/color/fetchAll';
const search = {
  method: 'GET' as const,
  url: '/api/public/product/search',
  query: { search: 'tv' },
};

describe('HTTP caching of public GETs', () => {
  it('gives a public answer a weak ETag and a public Cache-Control', async () => {
    const answer = await t.call({ method: 'GET', url: colours });
    expect(answer.status).toBe(200);
    expect(answer.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    // Reference data an administrator edits shows changes at once: revalidated on every use.
    expect(answer.headers['cache-control']).toBe('public, no-cache');

    const listings = await t.call(search);
    expect(listings.status).toBe(200);
    expect(listings.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
  });

  it('answers 304 without a body when the caller holds the same answer', async () => {
    const first = await t.call(search);
    const again = await t.app.inject({
      ...search,
      headers: { 'if-none-match': `"other", ${String(first.headers.etag)}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);

    // A strong form of the same tag matches too (weak comparison), a different tag does not.
    const strong = String(first.headers.etag).replace(/^W\//, '');
    expect(
      (await t.app.inject({ ...search, headers: { 'if-none-match': strong } })).statusCode,
    ).toBe(304);
    const changed = await t.app.inject({ ...search, headers: { 'if-none-match': 'W/"stale"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().payload).toEqual(first.body.payload);
  });

  it('keeps the ETag stable while the answer is the same, and changes it with the answer', async () => {
    const a = await t.call({ method: 'GET', url: colours, query: { perPage: '5' } });
    const b = await t.call({ method: 'GET', url: colours, query: { perPage: '5' } });
    const c = await t.call({ method: 'GET', url: colours, query: { perPage: '6' } });
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(c.headers.etag).not.toBe(a.headers.etag);
  });

  it('never caches failures, writes or anything personal', async () => {
    const missing = await t.call({
      method: 'GET',
      url: '/api/public/product/fetch',
      query: { id: '00000000-0000-7000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    // Every API answer without a public policy says no cache may keep it.
    expect(missing.headers['cache-control']).toBe('no-store');

    const invalid = await t.call({
      method: 'GET',
      url: '/api/public/product/fetch',
      query: { id: 'x' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');

    const view = await t.call({ method: 'PUT', url: '/api/public/product/views', payload: {} });
    expect(view.status).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');

    // Whether a phone number is free is asked right before registering with it.
    const phone = await t.call({
      method: 'GET',
      url: '/api/public/user/preRegistration',
      query: { phoneNo: '9876500001' },
    });
    expect(phone.status).toBe(200);
    expect(phone.headers['cache-control']).toBe('no-store');
    expect(phone.headers.etag).toBeUndefined();

    for (const url of [
      '/api/auth/user/fetch',
      '/api/userAdmin/business/fetchAll',
      '/api/admin/user/fetchAll',
    ]) {
      const answer = await t.call({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer nope' },
      });
      expect(answer.status).toBe(401);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.etag).toBeUndefined();
    }
    expect((await t.call({ method: 'GET', url: '/api/health' })).headers['cache-control']).toBe(
      'no-store',
    );
  });

  it('chooses the policy by path', () => {
    expect(cacheControlFor('/api/public/locations/fetchAllStates')).toBe('public, no-cache');
    expect(cacheControlFor('/api/public/business/fetch')).toContain('max-age=30,');
    expect(cacheControlFor('/api/public/user/preRegistration')).toBeUndefined();
    expect(cacheControlFor('/api/userAdmin/product/fetchAll')).toBeUndefined();
    expect(cacheControlFor('/api/admin/user/fetchAll')).toBeUndefined();
    expect(cacheControlFor('/api/auth/user/fetch')).toBeUndefined();
  });
});

describe('public answers kept in the server’s memory', () => {
  it('answers the same URL from memory until the time runs out', async () => {
    const seller = await signUpSeller(t);
    const { product } = await makeShop(t, seller);
    const fetch = () =>
      t.call({ method: 'GET', url: '/api/public/product/fetch', query: { id: product.id } });
    const first = await fetch();
    expect(first.body.payload.product.name).toBe('Redmi Note 13');

    // A change no API write announced (a script on the database): the kept answer still goes out.
    await t.deps.database.db
      .update(products)
      .set({ name: 'Redmi Note 13 Pro' })
      .where(eq(products.id, product.id));
    const kept = await fetch();
    expect(kept.body.payload.product.name).toBe('Redmi Note 13');
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect(kept.headers['cache-control']).toBe(first.headers['cache-control']);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: `/api/public/product/fetch?id=${product.id}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    t.clock.advance(t.deps.config.publicAnswerCacheMs);
    const fresh = await fetch();
    expect(fresh.body.payload.product.name).toBe('Redmi Note 13 Pro');
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
  });

  it('forgets every kept answer when a seller changes a listing, before answering the seller', async () => {
    const seller = await signUpSeller(t);
    const { product } = await makeShop(t, seller);
    const fetch = () =>
      t.call({ method: 'GET', url: '/api/public/product/fetch', query: { id: product.id } });
    expect((await fetch()).status).toBe(200);
    const search = await t.call({
      method: 'GET',
      url: '/api/public/product/search',
      query: { search: 'Redmi Note' },
    });
    expect(search.body.payload.searchResults.map((p: { _id: string }) => p._id)).toContain(
      product.id,
    );

    const toggled = await t.call({
      method: 'PUT',
      url: '/api/userAdmin/product/toggleStatus',
      headers: seller.headers,
      payload: { id: product.id },
    });
    expect(toggled.status).toBe(200);
    expect((await fetch()).status).toBe(404);
    const after = await t.call({
      method: 'GET',
      url: '/api/public/product/search',
      query: { search: 'Redmi Note' },
    });
    expect(after.body.payload.searchResults.map((p: { _id: string }) => p._id)).not.toContain(
      product.id,
    );
  });

  it('answers from memory with the status the route gave (201 where the spec wants it)', async () => {
    const trending = { method: 'GET' as const, url: '/api/public/category/trending?catLimit=3' };
    const first = await t.call(trending);
    expect(first.status).toBe(201);
    const named = first.body.payload.trendingCategories[0] as { _id: string; category: string };
    // Renamed behind the API's back: the second answer is the kept one, status and all.
    await t.deps.database.db
      .update(categories)
      .set({ category: 'Renamed Elsewhere' })
      .where(eq(categories.id, named._id));
    try {
      const again = await t.call(trending);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
    } finally {
      await t.deps.database.db
        .update(categories)
        .set({ category: named.category })
        .where(eq(categories.id, named._id));
    }
  });

  it('counts sellers’ and administrators’ writes, and a review, as changes', () => {
    expect(changesPublicAnswers('PUT', '/api/userAdmin/product/toggleStatus')).toBe(true);
    expect(changesPublicAnswers('POST', '/api/admin/color/create')).toBe(true);
    expect(changesPublicAnswers('GET', '/api/admin/user/fetchAll')).toBe(false);
    // A visitor's enquiry or view changes no public page (trending is ranked for minutes anyway).
    expect(changesPublicAnswers('POST', '/api/public/productLeads/create')).toBe(false);
    expect(changesPublicAnswers('PUT', '/api/public/product/views')).toBe(false);
    // A review moves its business's stars on cards and pages; a vote or report none.
    expect(changesPublicAnswers('POST', '/api/public/review/create')).toBe(true);
    expect(changesPublicAnswers('PUT', '/api/public/review/helpful')).toBe(false);
    expect(changesPublicAnswers('POST', '/api/public/review/report')).toBe(false);
    // Read again at once after writing, and each visitor's own (which reviews they marked
    // helpful, docs/decisions/015-reviews.md): revalidated on every use, never kept for another.
    expect(cacheControlFor('/api/public/review/fetchAll')).toBe('private, no-cache');
  });
});
