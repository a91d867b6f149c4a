import { ADMIN_MSG, PRODUCT_NAME, shopContract, shopPath } from '@haat/shared';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/http-error.ts';
import { contractRoutes } from '../../lib/routes.ts';
import { currentAuth } from '../auth/service.ts';
import { webFiles } from '../../lib/web-files.ts';
import { headTags, injectHead } from '../seo/service.ts';
import { businessMeta } from '../seo/service.ts';
import { isVerifiedDomain, setBusinessDomain } from './domains.ts';
import { fetchShop, findShop } from './service.ts';

/** An old address moved for good: browsers and search engines take the new one. */
const MOVED_PERMANENTLY = 301;

/**
 * The shop page (docs/decisions/021-shop-page.md): GET /shop/{slug} is the business
 * page drawn on the server with its share preview, like /business/{id}; an old address answers
 * 301 to the current one; an unknown address, or a business that is not public, falls through
 * to the app, which says the business is no longer available (as /business/{unknown} does).
 * GET /api/public/shop/fetch {slug} answers the business of an address for the app.
 */
export const shopRoutes = contractRoutes(shopContract, (deps, app) => {
  const { config } = deps;
  const db = deps.database.db;
  const webFile = webFiles(config.webDist);

  // A page, not an API call: no endpoint of the contract.
  app.get<{ Params: { slug: string } }>(
    '/shop/:slug',
    { schema: { hide: true } },
    async (request, reply) => {
      const shop = await findShop(db, request.params.slug);
      if (shop && shop.slug !== request.params.slug) {
        const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`${shopPath(shop.slug)}${search}`, MOVED_PERMANENTLY);
      }
      return app.sendPage(request, reply, async () => {
        const html = shop ? await webFile('index.html', (text) => text) : null;
        const meta = html && shop ? await businessMeta(db, config, shop.businessId) : null;
        if (!html || !meta) return null;
        return injectHead(html, headTags(meta, PRODUCT_NAME));
      });
    },
  );

  return {
    fetch: { handler: async (req) => ok(await fetchShop(db, req.query.slug, deps.clock.now())) },
    domain: {
      handler: async (req) => {
        if (!(await isVerifiedDomain(db, req.query.domain))) throw notFound();
        return ok({ domain: req.query.domain });
      },
    },
    setDomain: {
      handler: async (req) => {
        const answer = await setBusinessDomain(
          deps,
          currentAuth(req).user.id,
          req.body.id,
          req.body.domain,
        );
        app.shopDomains.forget();
        return ok(
          answer,
          req.body.domain === null ? ADMIN_MSG.domainRemoved : ADMIN_MSG.domainSaved,
        );
      },
    },
  };
});
