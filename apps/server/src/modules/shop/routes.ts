import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_MSG,
  PRODUCT_NAME,
  PUBLIC_BUSINESS_ANSWERS,
  SHOP_ANSWERS,
  adminBusinessDomainBody,
  publicShopDomainQuery,
  publicShopFetchQuery,
  shopPath,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/http-error.ts';
import { currentAuth } from '../auth/service.ts';
import { webFiles } from '../../lib/web-files.ts';
import { headTags, injectHead } from '../seo/service.ts';
import { businessMeta } from '../seo/service.ts';
import { isVerifiedDomain, setBusinessDomain } from './domains.ts';
import { fetchShop, findShop } from './service.ts';

/** An old address moved for good: browsers and search engines take the new one. */
const MOVED_PERMANENTLY = 301;

/**
 * The shop page (issue 24 §3, docs/decisions/021-shop-page.md): GET /shop/{slug} is the business
 * page drawn on the server with its share preview, like /business/{id}; an old address answers
 * 301 to the current one; an unknown address, or a business that is not public, falls through
 * to the app, which says the business is no longer available (as /business/{unknown} does).
 * GET /api/public/shop/fetch {slug} answers the business of an address for the app.
 */
export async function shopRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps;
  const db = deps.database.db;
  const webFile = webFiles(config.webDist);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/public/shop/fetch',
    {
      schema: {
        tags: ['public businesses'],
        querystring: publicShopFetchQuery,
        response: { 200: PUBLIC_BUSINESS_ANSWERS.fetch },
      },
    },
    async (req) => ok(await fetchShop(db, req.query.slug, deps.clock.now())),
  );

  // The TLS terminator's question before it asks for a certificate for a host (Caddy's
  // on-demand TLS `ask`): only a verified domain of a public shop is answered 200.
  r.get(
    '/api/public/shop/domain',
    {
      schema: {
        tags: ['public businesses'],
        querystring: publicShopDomainQuery,
        response: { 200: SHOP_ANSWERS.domain },
      },
    },
    async (req) => {
      if (!(await isVerifiedDomain(db, req.query.domain))) throw notFound();
      return ok({ domain: req.query.domain });
    },
  );

  r.put(
    '/api/admin/business/domain',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        body: adminBusinessDomainBody,
        response: { 200: SHOP_ANSWERS.adminDomain },
      },
    },
    async (req) => {
      const answer = await setBusinessDomain(
        deps,
        currentAuth(req).user.id,
        req.body.id,
        req.body.domain,
      );
      app.shopDomains.forget();
      return ok(answer, req.body.domain === null ? ADMIN_MSG.domainRemoved : ADMIN_MSG.domainSaved);
    },
  );

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
}
