import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_MSG } from '@haat/shared';
import { webFiles } from '../lib/web-files.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const NOT_BUILT = 'The web app is not built: run npm run build.';

/**
 * Serves the built web app on the same port as the API: hashed assets cached for a year and
 * served precompressed (brotli, gzip), index.html never cached, and index.html for every
 * other path so the browser router can take over, with a public page's first view drawn into
 * it (modules/first-view). Unknown /api paths answer a 404 envelope.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  const hasWebApp = existsSync(join(opts.webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      preCompressed: true,
      wildcard: false,
      // The server answers these itself (modules/seo); a built copy must not claim the route.
      globIgnore: ['robots.txt', 'sitemap.xml'],
      index: false,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes('/assets/') ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    });
  }

  const indexHtml = webFiles(opts.webDist);
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/media/') || !wantsPage) {
      return reply
        .code(404)
        .send({ code: 404, message: API_MSG.routeNotFound, payload: null, error: 'NOT_FOUND' });
    }
    if (!hasWebApp) return reply.code(404).type('text/plain').send(NOT_BUILT);
    // Never null here (that would ask this handler again): a build removed under a running
    // server says so.
    return app.sendPage(
      request,
      reply,
      async () => (await indexHtml('index.html', (text) => text)) ?? NOT_BUILT,
    );
  });
});
