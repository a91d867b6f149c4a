import { sql } from 'drizzle-orm';
import { shopPath, type CategoryType } from '@haat/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { KINDS, listingFrom } from '../../db/listing-kinds.ts';
import { rows } from '../../db/query.ts';
import { BUSINESS_VISIBLE, LISTING_VISIBLE } from '../../db/visibility.ts';
import { absolute, pagePath } from './service.ts';

// /sitemap.xml and /robots.txt: what crawlers may read, and where the public pages are.

/** Sitemaps hold at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

const xmlEscape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );
const isoDay = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

type Entry = { path: string; lastmod?: Date | string };

/**
 * Every public page: home, categories, sub-categories, businesses, then products and services
 * sharing what is left of the cap (most recently updated first).
 */
export async function sitemapXml(db: Database, config: Config, max = SITEMAP_MAX_URLS) {
  const entries: Entry[] = [{ path: '/home' }, { path: '/contactUs' }];
  const categories = await rows<{ id: string; name: string; type: CategoryType; updatedAt: Date }>(
    db,
    sql`select id, category as name, type, updated_at as "updatedAt" from categories order by type, category`,
  );
  entries.push(
    ...categories.map((c) => ({
      path: pagePath.category(c.id, c.name, c.type),
      lastmod: c.updatedAt,
    })),
  );
  const subCategories = await rows<{
    id: string;
    name: string;
    type: CategoryType;
    updatedAt: Date;
  }>(
    db,
    sql`select sc.id, sc.sub_category as name, c.type, sc.updated_at as "updatedAt"
          from sub_categories sc join categories c on c.id = sc.fk_category_id order by c.type, sc.sub_category`,
  );
  entries.push(
    ...subCategories.map((s) => ({
      path: pagePath.subCategory(s.id, s.name, s.type),
      lastmod: s.updatedAt,
    })),
  );
  let room = Math.max(0, max - entries.length);
  const businesses = await rows<{ id: string; name: string; slug: string | null; updatedAt: Date }>(
    db,
    sql`select b.id, b.name, b.slug, b.updated_at as "updatedAt" from businesses b join users u on u.id = b.fk_user_id
         where ${BUSINESS_VISIBLE} order by b.updated_at desc limit ${room}`,
  );
  // A business's canonical address is its shop page's (docs/decisions/021-shop-page.md).
  entries.push(
    ...businesses.map((b) => ({
      path: b.slug ? shopPath(b.slug) : pagePath.business(b.id, b.name),
      lastmod: b.updatedAt,
    })),
  );
  room = Math.max(0, max - entries.length);
  const listings = (table: 'products' | 'services') =>
    rows<{ id: string; name: string; updatedAt: Date }>(
      db,
      sql`select l.id, l.name, l.updated_at as "updatedAt"
            from ${listingFrom(KINDS[table === 'products' ? 'product' : 'service'])}
           where ${LISTING_VISIBLE}
           order by l.updated_at desc limit ${room}`,
    );
  const products = await listings('products');
  const services = await listings('services');
  const serviceShare = Math.min(
    services.length,
    Math.max(Math.floor(room / 2), room - products.length),
  );
  entries.push(
    ...products
      .slice(0, room - serviceShare)
      .map((p) => ({ path: pagePath.product(p.id, p.name), lastmod: p.updatedAt })),
  );
  entries.push(
    ...services
      .slice(0, serviceShare)
      .map((s) => ({ path: pagePath.service(s.id, s.name), lastmod: s.updatedAt })),
  );
  const urls = entries
    .slice(0, max)
    .map((entry) =>
      [
        '<url>',
        `<loc>${xmlEscape(absolute(config, entry.path))}</loc>`,
        ...(entry.lastmod ? [`<lastmod>${isoDay(entry.lastmod)}</lastmod>`] : []),
        '</url>',
      ].join(''),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = (config: Config) =>
  [
    'User-agent: *',
    'Disallow: /userAdmin',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
