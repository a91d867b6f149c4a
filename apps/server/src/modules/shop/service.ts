import { sql } from 'drizzle-orm';
import { PUBLIC_MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { fetchBusiness } from '../businesses-public/service.ts';
import { BUSINESS_VISIBLE, rows } from '../discovery/service.ts';
import { SHOP_SLUG, isSlugOf, numberedSlug, shopSlugBase } from '@haat/shared';

// Shop addresses (issue 24 §3, docs/decisions/021-shop-page.md). Every address a business has
// had is a row of business_slugs, never given to another business, so an old link keeps leading
// to its shop (a redirect to the current one, businesses.slug).

/** A transaction or the database: both run these queries. */
type Queries = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

/** Any number we own: with the base it serialises two businesses claiming the same address. */
const SLUG_LOCK_CLASS = 7_347_224;

/**
 * Gives the business the address of its name and city: kept while it still fits them (a
 * rename to the same words, a new picture), else the first free one of the new base ('-2', '-3'
 * …), or one of its own old ones. The old address stays the business's, and redirects.
 */
export async function assignShopSlug(
  tx: Queries,
  business: { id: string; name: string; city: string; slug: string | null },
): Promise<string> {
  const base = shopSlugBase(business.name, business.city);
  if (business.slug && isSlugOf(business.slug, base)) return business.slug;
  // PostgreSQL: another business taking the same base waits here (PGlite runs one at a time).
  await tx.execute(sql`select pg_advisory_xact_lock(${SLUG_LOCK_CLASS}, hashtext(${base}))`);
  const taken = await rows<{ slug: string; mine: boolean }>(
    tx as Database,
    sql`select slug, fk_business_id = ${business.id} as mine from business_slugs
         where slug = ${base} or slug like ${`${base.replace(/[\\%_]/g, '\\$&')}-%`}`,
  );
  const owners = new Map(taken.map((row) => [row.slug, row.mine]));
  let n = 1;
  while (owners.get(numberedSlug(base, n)) === false) n += 1;
  const slug = numberedSlug(base, n);
  if (!owners.has(slug)) {
    await tx.execute(
      sql`insert into business_slugs (slug, fk_business_id) values (${slug}, ${business.id})`,
    );
  }
  await tx.execute(sql`update businesses set slug = ${slug} where id = ${business.id}`);
  return slug;
}

/**
 * Gives an address to every business without one: run at start-up after the migrations (the
 * migration that brought addresses, rows written by the bench's generator or older code).
 * Oldest first, so the first business of a name keeps the plain address.
 */
export async function assignMissingShopSlugs(db: Database): Promise<number> {
  let assigned = 0;
  for (;;) {
    const batch = await rows<{ id: string; name: string; city: string }>(
      db,
      sql`select id, name, city from businesses where slug is null order by created_at, id limit 500`,
    );
    if (!batch.length) return assigned;
    await db.transaction(async (tx) => {
      for (const business of batch) await assignShopSlug(tx, { ...business, slug: null });
    });
    assigned += batch.length;
  }
}

/** What an address names: the public business and its current address. */
export type ShopAddress = { businessId: string; slug: string };

/**
 * The public business an address (current or old) leads to, with its current address; null for
 * an unknown address or a business that is not public (not approved, hidden, deleted).
 */
export async function findShop(db: Database, slug: string): Promise<ShopAddress | null> {
  if (!SHOP_SLUG.test(slug) || slug.length > 200) return null;
  const [found] = await rows<ShopAddress>(
    db,
    sql`select b.id as "businessId", b.slug
          from business_slugs s
          join businesses b on b.id = s.fk_business_id
          join users u on u.id = b.fk_user_id
         where s.slug = ${slug} and b.slug is not null and ${BUSINESS_VISIBLE}`,
  );
  return found ?? null;
}

/** GET /public/shop/fetch {slug}: the business of the address, as /public/business/fetch answers it. */
export async function fetchShop(db: Database, slug: string) {
  const shop = await findShop(db, slug);
  if (!shop) throw notFound(PUBLIC_MSG.businessNotFound);
  return fetchBusiness(db, shop.businessId);
}
