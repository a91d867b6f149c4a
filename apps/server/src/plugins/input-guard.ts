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

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in the input failed in SQL and answered
 * 500 (found by test/security/fuzz.test.ts). It is refused up front as the bad input it is.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
      throw badRequest(API_MSG.invalidText);
    }
  });
});
