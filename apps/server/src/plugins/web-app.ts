import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_MSG } from '@haat/shared';
import { BUILD_INFO_FILE, demoContactWarning } from '../lib/web-build-info.ts';
import { webFiles } from '../lib/web-files.ts';
import { errorBody } from './envelope.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const NOT_BUILT = 'The web app is not built: run npm run build.';

/**
 * Serves the built web app on the same port as the API: hashed assets cached for a year and
 * served precompressed (brotli, gzip), index.html never cached, and index.html for every
 * other path so the browser router can take over, with a public page's first view drawn into
 * it (modules/first-view). Unknown /api paths answer a 404 envelope.
 */
type Options = { webDist: string; isProduction?: boolean };

export const webAppPlugin = fp(async (app: FastifyInstance, opts: Options) => {
  const hasWebApp = existsSync(join(opts.webDist, 'index.html'));
  // A production site showing the demo's phone and e-mail: the operator must not miss it.
  const demoContact = hasWebApp && opts.isProduction ? demoContactWarning(opts.webDist) : null;
  if (demoContact) app.log.warn(demoContact);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      preCompressed: true,
      wildcard: false,
      // The server answers these itself (modules/seo); a built copy must not claim the route.
      // The build's notes about itself are for the server only.
      globIgnore: ['robots.txt', 'sitemap.xml', `${BUILD_INFO_FILE}*`],
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
      return reply.code(404).send(errorBody(404, 'NOT_FOUND', API_MSG.routeNotFound));
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
