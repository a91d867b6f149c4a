import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../deps.ts';
import { answerStore, type AnswerStore } from '../lib/answer-store.ts';
import { matchedRoute } from '../lib/matched-route.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The kept public answers (below); server-drawn pages are kept beside them. */
    publicAnswers: AnswerStore;
  }
}

/** An answer about its caller: a browser may revalidate it, nothing else may keep it. */
const PER_VISITOR = 'private, no-cache';

/**
 * How long browsers and shared caches (a CDN) may reuse a public answer. Reference data an
 * administrator edits (locations, colours, brands, category lists) must show changes at once
 *, so it is revalidated on every use (a 304 from the server's memory below); listings
 * may be kept for half a minute (a seller's edit shows within that, as the web app's own
 * five-minute staleness on the home rows already allows), then served stale while revalidating.
 */
const POLICIES: readonly { prefixes: readonly string[]; cacheControl: string }[] = [
  {
    // A business's reviews say which of them the visitor asking marked helpful: the
    // answer is the caller's, so neither this server's memory nor a shared cache may keep it.
    prefixes: ['/api/public/review/fetchAll'],
    cacheControl: PER_VISITOR,
  },
  {
    prefixes: [
      '/api/public/locations/',
      '/api/public/color/',
      '/api/public/brand/',
      '/api/public/category/fetchAll',
      '/api/public/subCategory/fetchAll',
      '/api/public/subCategory/categoriesAll',
      // A buyer who has just written a review reads the page again and must find it there.
      '/api/public/review/',
    ],
    cacheControl: 'public, no-cache',
  },
  { prefixes: ['/api/public/'], cacheControl: 'public, max-age=30, stale-while-revalidate=60' },
];

/**
 * Public GETs that must never be reused: whether a phone number is free to register is asked
 * right before using it, and its answer (and its per-IP limit) is about the caller's attempt.
 */
const NEVER_CACHED: readonly string[] = ['/api/public/user/'];

/**
 * A visitor's position (near me, docs/decisions/018-near-me.md) must not be kept anywhere: an
 * answer to a URL that carries lat and lng is neither kept in memory here nor by a browser or
 * shared cache.
 */
const POSITION_QUERY = /[?&](lat|lng)=/;
export const carriesPosition = (url: string) => POSITION_QUERY.test(url);
const NOT_KEPT = 'private, no-store';

export function cacheControlFor(path: string): string | undefined {
  if (NEVER_CACHED.some((prefix) => path.startsWith(prefix))) return undefined;
  return POLICIES.find((policy) => policy.prefixes.some((prefix) => path.startsWith(prefix)))
    ?.cacheControl;
}

/**
 * Public writes that change what public pages show: a review moves its business's
 * stars on cards, detail answers and drawn pages. Rate-limited per phone and address, so it
 * cannot empty the store at will (a helpful vote or a report changes no stars: it does not).
 */
const PUBLIC_WRITES_SHOWN: readonly string[] = ['/api/public/review/create'];

/** Writes that can change what public pages show: a seller's, an administrator's, a review. */
export const changesPublicAnswers = (method: string, path: string) =>
  method !== 'GET' &&
  method !== 'HEAD' &&
  method !== 'OPTIONS' &&
  (path.startsWith('/api/userAdmin/') ||
    path.startsWith('/api/admin/') ||
    PUBLIC_WRITES_SHOWN.includes(path));

/** The event-bus address other instances hear "public answers changed" on (never a user id). */
export const PUBLIC_ANSWERS_ADDRESS = 'public-answers';
const CHANGED = { type: 'public-answers-changed' };

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
 * HTTP caching of public GETs. Public answers are the same for everyone (the auth plugin guards
 * only /api/userAdmin, /api/admin and /api/auth, which this never touches), so:
 *
 * - every successful one carries a weak ETag (a hash of the serialised answer) and Cache-Control,
 *   and a caller that already holds that answer gets 304 without a body;
 * - the server keeps the answers themselves for PUBLIC_ANSWER_CACHE_MS of the app clock, and
 *   answers the same URL from memory before routing, validation, queries or serialisation
 *   (docs/performance.md). Every successful seller or administrator write clears them, on this
 *   instance before its answer leaves and on the others through the event bus (Redis), so what
 *   a write changed shows at once; the time limit bounds what other writers (a script, the
 *   database itself) could leave stale.
 */
export const httpCachePlugin = fp(
  async (app: FastifyInstance, { config, clock, events }: AppDeps) => {
    const answers = answerStore({
      ttlMs: config.publicAnswerCacheMs,
      maxChars: config.publicAnswerCacheMb * 1024 * 1024,
    });
    app.decorate('publicAnswers', answers);
    const servedFromMemory = new WeakSet<FastifyRequest>();
    const revisionAtStart = new WeakMap<FastifyRequest, number>();

    if (answers.enabled) {
      // Not awaited: with Redis away the subscription waits for it, and start-up must not.
      const listening = events
        .subscribe(PUBLIC_ANSWERS_ADDRESS, () => answers.clear())
        .catch((err: unknown) => {
          app.log.warn({ err }, 'public answers will not hear other instances’ writes');
          return () => {};
        });
      // Not awaited either: a subscription still waiting for Redis must not hold up shutdown.
      app.addHook('onClose', async () => {
        void listening.then((stop) => stop());
      });
    }

    app.addHook('onRequest', async (request, reply) => {
      if (!answers.enabled || request.method !== 'GET' || carriesPosition(request.url)) return;
      const cacheControl = cacheControlFor(matchedRoute(request));
      if (!cacheControl || cacheControl === PER_VISITOR) return;
      const hit = answers.get(request.url, clock.now().getTime());
      if (!hit) {
        revisionAtStart.set(request, answers.revision());
        return;
      }
      servedFromMemory.add(request);
      reply.header('etag', hit.etag).header('cache-control', cacheControl);
      if (matches(request, hit.etag)) return reply.code(304).send('');
      return reply.code(hit.status).header('content-type', hit.contentType).send(hit.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (changesPublicAnswers(request.method, matchedRoute(request)) && reply.statusCode < 400) {
        // Before this answer leaves: the writer's next read must not see the old page.
        answers.clear();
        void events.publish(PUBLIC_ANSWERS_ADDRESS, CHANGED);
        return payload;
      }
      if (servedFromMemory.has(request)) return payload;
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      if (reply.statusCode !== 200 && reply.statusCode !== 201) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const cacheControl = cacheControlFor(matchedRoute(request));
      if (!cacheControl) return payload;
      if (carriesPosition(request.url)) {
        reply.header('cache-control', NOT_KEPT);
        return payload;
      }
      const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      reply.header('etag', etag).header('cache-control', cacheControl);
      const revision = revisionAtStart.get(request);
      if (revision !== undefined && typeof payload === 'string' && cacheControl !== PER_VISITOR) {
        const contentType = String(reply.getHeader('content-type') ?? 'application/json');
        answers.set(
          request.url,
          { status: reply.statusCode, body: payload, etag, contentType },
          revision,
          clock.now().getTime(),
        );
      }
      if (!matches(request, etag)) return payload;
      reply.code(304);
      return '';
    });

    // Every other API answer is private or about one attempt (a login's token, a seller's leads,
    // the administration, an error): no browser or shared cache may keep it (ASVS 8.2.1).
    app.addHook('onSend', async (request, reply, payload) => {
      if (matchedRoute(request).startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
);
