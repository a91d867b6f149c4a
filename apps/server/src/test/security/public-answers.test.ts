// A security review's finding (docs/security.md): public answers carried the owner's user id
// (`fkUserId`) on every product and service card, detail page and business profile. A buyer needs
// the business, never the account behind it: no public answer names the owner's account, while the
// seller's own and the administrator's answers still do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignMissingShopSlugs } from '../../modules/shop/service.ts';
import { createWorld, type World } from './world.ts';

let w: World;
let slug: string;

beforeAll(async () => {
  w = await createWorld();
  // The world's businesses were written directly: give them their shop addresses.
  await assignMissingShopSlugs(w.t.deps.database.db);
  const shop = await w.t.call({
    method: 'GET',
    url: '/api/public/business/fetch',
    query: { id: w.target.businessId },
  });
  slug = shop.body.payload.business.slug;
});
afterAll(() => w.t.close());

/** Every public read that shows the target's business, product or service. */
const reads = () => {
  const { productId, serviceId, businessId, serviceBusinessId } = w.target;
  return [
    ['/api/public/product/fetch', { id: productId }],
    ['/api/public/service/fetch', { id: serviceId }],
    ['/api/public/product/search', { search: 'redmi' }],
    ['/api/public/product/search', {}],
    ['/api/public/service/search', {}],
    ['/api/public/product/highLights', { sort: 'trending' }],
    ['/api/public/product/highLights', { sort: 'new arrivals' }],
    ['/api/public/service/highLights', {}],
    ['/api/public/product/businessAll', { id: businessId }],
    ['/api/public/service/businessAll', { id: serviceBusinessId }],
    ['/api/public/product/fetchRelated', { id: productId }],
    ['/api/public/service/fetchRelated', { id: serviceId }],
    ['/api/public/business/fetch', { id: businessId }],
    ['/api/public/business/fetch', { id: serviceBusinessId }],
    ['/api/public/business/businessTrendings', { id: businessId }],
    ['/api/public/business/businessTrendings', { id: serviceBusinessId }],
    ['/api/public/shop/fetch', { slug }],
    ['/api/public/landingPage/fetch', {}],
  ] as const;
};

describe("public answers do not name the owner's account", () => {
  it('no product, service, business, shop, search, related or landing answer', async () => {
    const { seller, productId, serviceId } = w.target;
    const leaks: string[] = [];
    let shown = 0;
    for (const [url, query] of reads()) {
      const res = await w.t.call({ method: 'GET', url, query: { ...query } });
      expect(res.status, `${url} ${JSON.stringify(query)}`).toBe(200);
      const text = JSON.stringify(res.body);
      // The answer is about the target (else the check below proves nothing).
      if ([productId, serviceId, w.target.businessId].some((id) => text.includes(id))) shown += 1;
      if (text.includes('fkUserId') || text.includes(seller.userId)) {
        leaks.push(`${url} ${JSON.stringify(query)}`);
      }
    }
    expect(leaks).toEqual([]);
    // All but the related lists (the target has nothing related) and the landing's strips.
    expect(shown).toBeGreaterThanOrEqual(12);
  });

  it("while the seller's own business answer keeps it", async () => {
    const res = await w.t.call({
      method: 'GET',
      url: '/api/userAdmin/business/fetch',
      query: { id: w.target.businessId },
      headers: w.target.seller.headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.business.fkUserId).toBe(w.target.seller.userId);
  });
});
