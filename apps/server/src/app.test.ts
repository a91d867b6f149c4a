import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_MSG } from '@haat/shared';
import type { TestApp } from './test/app.ts';
import { createTestApp } from './test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend(app) {
      app.get('/api/test/boom', async () => {
        throw new Error('secret internals at /srv/db');
      });
      app.post(
        '/api/test/echo',
        { schema: { body: z.object({ name: z.string().min(1, 'Name is required!') }) } },
        async (req) => ({
          code: 201,
          message: 'Created',
          payload: req.body,
        }),
      );
    },
  });
});
afterAll(() => t.close());

describe('the envelope and error handler', () => {
  it('answers bad JSON with 400', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res).toMatchObject({
      status: 400,
      body: { code: 400, error: 'INVALID_JSON', message: API_MSG.invalidJson, payload: null },
    });
  });

  it('takes the JSON content type with no body as a call without a body (issue 25 §4)', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    // A route that needs a body answers its own validation words instead of 'invalid JSON'.
    expect([res.status, res.body.error]).toEqual([400, 'VALIDATION']);
  });

  it('refuses lists and objects in the bracket form instead of ignoring them (issue 25 §4)', async () => {
    const refused = {
      status: 400,
      body: { code: 400, error: 'VALIDATION', message: API_MSG.bracketQuery, payload: null },
    };
    for (const url of [
      '/api/public/subCategory/fetchAll?fkCategoriesIds[]=0190a000-0000-7000-8000-000000000001',
      '/api/public/subCategory/fetchAll?fkCategoriesIds%5B%5D=0190a000-0000-7000-8000-000000000001',
      '/api/public/product/search?search=fan&filters[priceRange][max]=100',
    ]) {
      expect(await t.call({ method: 'GET', url })).toMatchObject(refused);
    }
    // The JSON-encoded form of the same filter is read.
    const read = await t.call({
      method: 'GET',
      url: `/api/public/product/search?search=fan&filters=${encodeURIComponent('{"priceRange":{"max":100}}')}`,
    });
    expect(read.status).toBe(200);
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/api/no/such/call' });
    expect(res).toMatchObject({
      status: 404,
      body: { code: 404, error: 'NOT_FOUND', message: API_MSG.routeNotFound },
    });
  });

  it('answers a thrown error with a generic 500 and no stack', async () => {
    const res = await t.call({ method: 'GET', url: '/api/test/boom' });
    expect(res).toMatchObject({
      status: 500,
      body: { code: 500, error: 'INTERNAL', message: API_MSG.internal },
    });
    expect(JSON.stringify(res.body)).not.toContain('secret internals');
    expect(JSON.stringify(res.body)).not.toContain('stack');
  });

  it('answers a validation failure with 400 and the first broken rule', async () => {
    const res = await t.call({ method: 'POST', url: '/api/test/echo', payload: { name: '' } });
    expect(res).toMatchObject({
      status: 400,
      body: { code: 400, error: 'VALIDATION', message: 'Name is required!' },
    });
  });

  it('sets the HTTP status from the envelope code', async () => {
    const res = await t.call({ method: 'POST', url: '/api/test/echo', payload: { name: 'Haat' } });
    expect(res).toMatchObject({ status: 201, body: { code: 201, payload: { name: 'Haat' } } });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(2_000_000) },
    });
    expect(res).toMatchObject({ status: 413, body: { error: 'PAYLOAD_TOO_LARGE' } });
  });
});

describe('health, docs and headers', () => {
  it('GET /api/health answers 200 while the database answers', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res).toMatchObject({
      status: 200,
      body: { code: 200, payload: { database: t.deps.database.driver } },
    });
  });

  it('publishes the OpenAPI description', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toContain('/api/public/locations/fetchAllStates');
  });

  it('sends security headers', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('health when the database is down', () => {
  it('answers 503', async () => {
    const down = await createTestApp();
    await down.deps.database.close();
    const res = await down.call({ method: 'GET', url: '/api/health' });
    expect(res).toMatchObject({
      status: 503,
      body: { code: 503, error: 'UNAVAILABLE', message: API_MSG.databaseDown },
    });
    // docs/operations.md: every 503 of the health check says when to ask again.
    expect(res.headers['retry-after']).toBe('5');
    await down.close();
  });
});
