import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_CONTRACT, endpointsOf, envelopeSchema } from '@haat/shared';
import { ok } from '../lib/envelope.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

// The OpenAPI description documents every answer: each API operation declares the
// schema of its success answer (from @haat/shared), which Fastify's serializer also applies, and
// the error envelope.

type Answer = { content?: Record<string, { schema?: unknown }> };
type Operation = { responses?: Record<string, Answer>; 'x-message-keys'?: string[] };

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
        messageKeys: operation['x-message-keys'],
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
    expect(missing).toEqual([]);
  });

  it('declares the error envelope of every API operation', async () => {
    const all = await operations();
    for (const op of all) {
      const error = json(op.responses['4XX']) as { properties?: Record<string, unknown> };
      expect(Object.keys(error?.properties ?? {}), op.key).toEqual([
        'code',
        'message',
        'payload',
        'error',
        'messageKey',
      ]);
    }
  });

  // Each endpoint is declared once, in packages/shared/src/contract (decision 035): the server
  // registers every declaration and nothing else, so the web's calls and the description agree.
  it('registers exactly the endpoints of the contract, each once', async () => {
    const declared = endpointsOf(API_CONTRACT).map(
      (e) => `${e.method} /api${e.path.replace(/:([A-Za-z]+)/g, '{$1}')}`,
    );
    expect(new Set(declared).size, 'an endpoint declared twice').toBe(declared.length);
    const registered = (await operations()).map((op) => op.key);
    expect(registered.filter((key) => !declared.includes(key))).toEqual([]);
    expect(declared.filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('names the keys of the messages each operation can answer', async () => {
    const contactUs = (await operations()).find((op) => op.key === 'POST /api/public/contactUs');
    expect(contactUs?.messageKeys).toContain('publicMsg.contactSent');
    const unnamed = (await operations()).filter((op) => !Array.isArray(op.messageKeys));
    expect(unnamed.map((op) => op.key)).toEqual([]);
  });

  it('sends only the declared fields of an answer', async () => {
    const res = await t.call({ method: 'GET', url: '/api/test/answer-with-extra-column' });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ name: 'Asha Stores' });
  });
});
