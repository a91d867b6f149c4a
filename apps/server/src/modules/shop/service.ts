import { sql } from 'drizzle-orm';
import { PUBLIC_MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import { BUSINESS_VISIBLE } from '../../db/visibility.ts';
import { notFound } from '../../lib/http-error.ts';
import { likeEscape } from '../../lib/sql.ts';
import { fetchPublicBusiness } from '../businesses-public/service.ts';
import { SHOP_SLUG, isSlugOf, numberedSlug, shopSlugBase } from '@haat/shared';

// Shop addresses (docs/decisions/021-shop-page.md). An address is given when a
// business is approved (a business under review holds none, so nobody can reserve the
// names of brands not yet on Haat). The addresses an approved business has had are rows of
// business_slugs, never given to another business while it holds them, so an old link keeps
// leading to its shop (a redirect to the current one, businesses.slug): at most
// OLD_SHOP_ADDRESSES of them, the least recently used dropped first. Deleting the business frees
// them all.

/** A transaction or the database: both run these queries. */
type Queries = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

/** How many old addresses (besides its current one) an approved business keeps redirecting. */
export const OLD_SHOP_ADDRESSES = 5;

/** Any number we own: with the base it serialises two businesses claiming the same address. */
const SLUG_LOCK_CLASS = 7_347_224;

/**
 * Gives an approved business the address of its name and city: kept while it still fits them
 * (a rename to the same words, a new picture), else the first free one of the new base ('-2',
 * '-3' …), or one of its own old ones. The old address stays the business's, and redirects;
 * beyond OLD_SHOP_ADDRESSES old ones, the least recently used are freed. Called only where a
 * business becomes or stays approved (the approval of a new business or of an edit, start-up).
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
         where slug = ${base} or slug like ${`${likeEscape(base)}-%`}`,
  );
  const owners = new Map(taken.map((row) => [row.slug, row.mine]));
  let n = 1;
  while (owners.get(numberedSlug(base, n)) === false) n += 1;
  const slug = numberedSlug(base, n);
  // created_at is when the business last took the address: renamed back, it is fresh again.
  if (owners.has(slug)) {
    await tx.execute(sql`update business_slugs set created_at = now() where slug = ${slug}`);
  } else {
    await tx.execute(
      sql`insert into business_slugs (slug, fk_business_id) values (${slug}, ${business.id})`,
    );
  }
  await tx.execute(sql`update businesses set slug = ${slug} where id = ${business.id}`);
  await tx.execute(sql`delete from business_slugs where fk_business_id = ${business.id}
    and slug <> ${slug}
    and slug not in (select slug from business_slugs
                      where fk_business_id = ${business.id} and slug <> ${slug}
                      order by created_at desc, slug desc limit ${OLD_SHOP_ADDRESSES})`);
  return slug;
}

/** A deleted business frees every address it held: another may take them. */
export async function releaseShopSlugs(tx: Queries, businessId: string) {
  await tx.execute(sql`delete from business_slugs where fk_business_id = ${businessId}`);
  await tx.execute(sql`update businesses set slug = null where id = ${businessId}`);
}

/**
 * Gives an address to every approved, live business without one: run at start-up after the
 * migrations (the migration that brought addresses, rows written by the bench's generator or
 * older code). Oldest first, so the first business of a name keeps the plain address. A
 * business under review gets its address when it is approved.
 */
export async function assignMissingShopSlugs(db: Database): Promise<number> {
  let assigned = 0;
  for (;;) {
    const batch = await rows<{ id: string; name: string; city: string }>(
      db,
      sql`select id, name, city from businesses
           where slug is null and is_approved and deleted_at is null
           order by created_at, id limit 500`,
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
export async function fetchShop(db: Database, slug: string, now: Date) {
  const shop = await findShop(db, slug);
  if (!shop) throw notFound(PUBLIC_MSG.businessNotFound);
  return fetchPublicBusiness(db, shop.businessId, now);
}
