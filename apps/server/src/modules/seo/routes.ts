import type { FastifyInstance } from 'fastify';
import { PRODUCT_NAME } from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { webFiles } from '../../lib/web-files.ts';
import { headTags, injectHead } from './html.ts';
import { PAGE_ROUTES, pageMeta } from './service.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** How long a built sitemap is served before it is built again. */
const SITEMAP_TTL_MS = 15 * 60 * 1000;

/**
 * Share previews: the web app's index.html for a public detail page, with that page's title,
 * description, canonical URL, Open Graph tags and JSON-LD, so that link previews and crawlers
 * see the page without running the app. Without a built web app, or for an unknown id, the
 * request falls through to the ordinary index.html answer (plugins/web-app.ts).
 * Also /sitemap.xml and /robots.txt.
 */
export async function seoRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps;
  const db = deps.database.db;
  const webFile = webFiles(config.webDist);

  // A wildcard, not ':id': route ids carry a name and often pass the router's 100-character
  // limit on parameters (a longer one would be refused with 414). The static '/service/category/'
  // prefix wins over '/service/*'.
  for (const route of PAGE_ROUTES) {
    app.get<{ Params: { '*': string } }>(
      `${route.prefix}*`,
      { schema: { hide: true } },
      async (request, reply) => {
        const routeId = request.params['*'];
        return app.sendPage(request, reply, async () => {
          const html =
            routeId && !routeId.includes('/') ? await webFile('index.html', (text) => text) : null;
          const meta = html ? await pageMeta(db, config, route, routeId) : null;
          if (!html || !meta) return null;
          return injectHead(html, headTags(meta, PRODUCT_NAME));
        });
      },
    );
  }

  let sitemap: { builtAt: number; xml: string } | null = null;
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const now = deps.clock.now().getTime();
    if (!sitemap || now - sitemap.builtAt > SITEMAP_TTL_MS) {
      sitemap = { builtAt: now, xml: await sitemapXml(db, config) };
    }
    return reply
      .header('cache-control', 'public, max-age=900')
      .type('application/xml; charset=utf-8')
      .send(sitemap.xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(config)),
  );
}
