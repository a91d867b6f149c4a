import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '@haat/shared';
import { ok } from '../lib/envelope.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

// The OpenAPI description documents every answer (issue 25 §1): each API operation declares the
// schema of its success answer (from @haat/shared), which Fastify's serializer also applies, and
// the error envelope.

type Answer = { content?: Record<string, { schema?: unknown }> };
type Operation = { responses?: Record<string, Answer> };

/**
 * Operations whose answers are not declared yet, to be emptied module by module. The test fails
 * for any other operation without one (a new route must declare its answer) and for an entry
 * here that has one or no longer exists (so the list only shrinks).
 */
const NOT_YET_DECLARED = new Set([
  'DELETE /api/admin/banner/delete',
  'DELETE /api/admin/brand/delete',
  'DELETE /api/admin/category/delete',
  'DELETE /api/admin/color/delete',
  'DELETE /api/admin/subCategory/delete',
  'GET /api/admin/approvals',
  'GET /api/admin/audit/fetchAll',
  'GET /api/admin/banner/fetchAll',
  'GET /api/admin/brand/fetchAll',
  'GET /api/admin/category/fetchAll',
  'GET /api/admin/city/fetchAll',
  'GET /api/admin/color/fetchAll',
  'GET /api/admin/contactMessages/fetchAll',
  'GET /api/admin/dashboard',
  'GET /api/admin/subCategory/fetchAll',
  'GET /api/admin/subscriptionRequests',
  'GET /api/admin/user/expiredPlans',
  'GET /api/admin/user/fetch',
  'GET /api/admin/user/fetchAll',
  'GET /api/userAdmin/product/export',
  'GET /api/userAdmin/product/importTemplate',
  'GET /api/userAdmin/service/export',
  'GET /api/userAdmin/service/importTemplate',
  'POST /api/admin/banner/create',
  'POST /api/admin/brand/create',
  'POST /api/admin/category/create',
  'POST /api/admin/color/create',
  'POST /api/admin/subCategory/create',
  'POST /api/userAdmin/product/import',
  'POST /api/userAdmin/product/importCheck',
  'POST /api/userAdmin/service/import',
  'POST /api/userAdmin/service/importCheck',
  'PUT /api/admin/approvals/approve',
  'PUT /api/admin/approvals/bulkApprove',
  'PUT /api/admin/approvals/reject',
  'PUT /api/admin/banner/update',
  'PUT /api/admin/brand/update',
  'PUT /api/admin/business/location',
  'PUT /api/admin/category/update',
  'PUT /api/admin/city/setServed',
  'PUT /api/admin/color/update',
  'PUT /api/admin/contactMessages/markHandled',
  'PUT /api/admin/subCategory/update',
  'PUT /api/admin/subscriptionRequests/close',
  'PUT /api/admin/user/activatePlan',
  'PUT /api/admin/user/deactivate',
  'PUT /api/admin/user/reactivate',
  'PUT /api/admin/user/setRole',
  'PUT /api/uploads/{key}',
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) =>
      app.get(
        '/api/test/answer-with-extra-column',
        { schema: { response: { 200: envelopeSchema(z.object({ name: z.string() })) } } },
        async () => ok({ name: 'Asha Stores', passwordHash: 'argon2id$secret' }),
      ),
  });
});
afterAll(() => t.close());

async function operations() {
  const res = await t.call({ method: 'GET', url: '/api/docs/json' });
  expect(res.status).toBe(200);
  const paths = res.body.paths as Record<string, Record<string, Operation>>;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/test/'))
    .flatMap(([path, byVerb]) =>
      Object.entries(byVerb).map(([verb, operation]) => ({
        key: `${verb.toUpperCase()} ${path}`,
        responses: operation.responses ?? {},
      })),
    );
}

const json = (answer: Answer | undefined) => answer?.content?.['application/json']?.schema;
/** Any content's schema: JSON envelopes, and the CSV downloads and the event stream. */
const anyContent = (answer: Answer) =>
  Object.values(answer.content ?? {}).some((content) => content.schema !== undefined);

describe('OpenAPI description', () => {
  it('declares the success answer of every API operation', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(100);
    const declared = (responses: Record<string, Answer>) =>
      Object.entries(responses).some(
        ([status, answer]) => /^2\d\d$/.test(status) && anyContent(answer),
      );
    const missing = all.filter((op) => !declared(op.responses)).map((op) => op.key);
    expect(missing.filter((key) => !NOT_YET_DECLARED.has(key))).toEqual([]);
    expect([...NOT_YET_DECLARED].filter((key) => !missing.includes(key))).toEqual([]);
  });

  it('declares the error envelope beside every declared answer', async () => {
    const all = await operations();
    const withAnswer = all.filter((op) => !NOT_YET_DECLARED.has(op.key));
    for (const op of withAnswer) {
      const error = json(op.responses['4XX']) as { properties?: Record<string, unknown> };
      expect(Object.keys(error?.properties ?? {}), op.key).toEqual([
        'code',
        'message',
        'payload',
        'error',
      ]);
    }
  });

  it('sends only the declared fields of an answer', async () => {
    const res = await t.call({ method: 'GET', url: '/api/test/answer-with-extra-column' });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ name: 'Asha Stores' });
  });
});
