import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How long browsers and shared caches (a CDN) may reuse a public answer: reference data an
 * administrator rarely edits for minutes, listings for half a minute (a seller's edit shows
 * within that, as the web app's own five-minute staleness on the home rows already allows).
 * After max-age a cache may still answer from its copy while it revalidates in the background.
 */
const POLICIES: readonly { prefixes: readonly string[]; cacheControl: string }[] = [
  {
    prefixes: [
      '/api/public/locations/',
      '/api/public/color/',
      '/api/public/brand/',
      '/api/public/category/fetchAll',
      '/api/public/subCategory/fetchAll',
      '/api/public/subCategory/categoriesAll',
    ],
    cacheControl: 'public, max-age=300, stale-while-revalidate=3600',
  },
  { prefixes: ['/api/public/'], cacheControl: 'public, max-age=30, stale-while-revalidate=60' },
];

/**
 * Public GETs that must never be reused: whether a phone number is free to register is asked
 * right before using it, and its answer (and its per-IP limit) is about the caller's attempt.
 */
const NEVER_CACHED: readonly string[] = ['/api/public/user/'];

export function cacheControlFor(path: string): string | undefined {
  if (NEVER_CACHED.some((prefix) => path.startsWith(prefix))) return undefined;
  return POLICIES.find((policy) => policy.prefixes.some((prefix) => path.startsWith(prefix)))
    ?.cacheControl;
}

/** If-None-Match holds the tag (weak comparison, RFC 9110 §13.1.2) or is `*`. */
function matches(request: FastifyRequest, etag: string) {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare);
}

/**
 * A weak ETag and Cache-Control on successful public GETs, and 304 Not Modified when the caller
 * already holds that answer. Public answers are the same for everyone (the auth plugin guards
 * only /api/userAdmin, /api/admin and /api/auth, which this never touches), so a shared cache
 * may keep them. The tag hashes the serialised answer: a 304 saves the transfer and the
 * client's parsing, not the server's query.
 */
export const httpCachePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 && reply.statusCode !== 201) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const cacheControl = cacheControlFor(request.url.split('?')[0] ?? '');
    if (!cacheControl) return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag).header('cache-control', cacheControl);
    if (!matches(request, etag)) return payload;
    reply.code(304);
    return '';
  });
});
