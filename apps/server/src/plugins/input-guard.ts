import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_MSG } from '@haat/shared';
import { badRequest } from '../lib/http-error.ts';

/** Past this depth no schema of ours reads anything; the validator refuses such a body itself. */
const MAX_DEPTH = 64;

/** Whether a parsed query string, path or JSON body holds U+0000 in a key or a string. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  // A raw upload's Buffer is bytes, not text.
  if (ArrayBuffer.isView(value)) return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1),
  );
}

/** Whether a parsed query string has a key in the bracket form (`ids[]`, `filters[price]`). */
const hasBracketKey = (query: unknown) =>
  typeof query === 'object' &&
  query !== null &&
  Object.keys(query).some((key) => key.includes('['));

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in the input failed in SQL and answered
 * 500 (found by test/security/fuzz.test.ts). It is refused up front as the bad input it is.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  // A call that needs no body, sent with the JSON content type and nothing after it (what many
  // HTTP clients send for a PUT), is a call without a body, not broken JSON. A
  // route that needs a body then answers its own validation words. Anything else is parsed by
  // Fastify's own parser, with its prototype-poisoning checks.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') done(null, undefined);
    else parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
      throw badRequest(API_MSG.invalidText);
    }
    // `fkCategoriesIds[]=…` or `filters[priceRange][max]=100`, as common encoders write lists
    // and objects, arrive as keys our schemas do not know and were dropped: the answer was
    // unfiltered. A filter is never ignored silently: say how to send it.
    if (hasBracketKey(request.query)) throw badRequest(API_MSG.bracketQuery);
  });
});
