import { sql } from 'drizzle-orm';
import { publicIdField } from '@haat/shared';
import { listingViews, type ListingType } from '../../db/schema/index.ts';
import { publicBusinessExists, publicListingExists } from '../../db/visibility.ts';
import type { AppDeps } from '../../deps.ts';
import { indiaDay } from '../../lib/india-time.ts';
import { addressKey, visitorHash, type Visitor } from '../../lib/visitor.ts';
import { countInsight } from '../insights/service.ts';

const TABLES: Record<ListingType, 'products' | 'services' | 'businesses'> = {
  product: 'products',
  service: 'services',
  business: 'businesses',
};

/**
 * View calls one address (an IPv4 address, an IPv6 /64) may make in VIEW_WINDOW_SECONDS and still
 * be counted; past it the page still answers, its view is not counted. Generous for many buyers
 * behind one carrier-grade NAT address (docs/decisions/019-insights.md, "Abuse").
 */
export const VIEWS_PER_IP = 600;
export const VIEW_WINDOW_SECONDS = 3600;

/**
 * Counts a view of a public product, service or business: at most one per visitor (address, not
 * browser), listing and day (listing_views), and while the address is within VIEWS_PER_IP,
 * adding one to the listing's all-time `views`. Trending and the businesses' order therefore
 * count distinct addresses per listing and day. Answers whether it counted; never throws, since
 * a failed count must not fail the page: a failed view call is ignored.
 */
export async function countView(
  deps: AppDeps,
  type: ListingType,
  rawId: unknown,
  visitor: Visitor,
) {
  const parsed = publicIdField.safeParse(rawId);
  if (!parsed.success) return false;
  const id = parsed.data;
  const db = deps.database.db;
  try {
    const budget = await deps.limiter.hit(
      addressKey('view', visitor),
      VIEWS_PER_IP,
      VIEW_WINDOW_SECONDS,
    );
    if (!budget.allowed) return false;
    const isPublic =
      type === 'business'
        ? await publicBusinessExists(db, id)
        : await publicListingExists(db, type, id);
    if (!isPublic) return false;
    const day = indiaDay(deps.clock.now());
    const inserted = await db
      .insert(listingViews)
      .values({
        listingType: type,
        listingId: id,
        day,
        visitorHash: visitorHash(deps.config.jwtSecret, day, visitor),
        createdAt: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ listingId: listingViews.listingId });
    if (!inserted.length) return false;
    // The seller's insights count the same views, one per visitor and day.
    countInsight(deps, type, id, 'views');
    await db.execute(sql`update ${sql.raw(TABLES[type])} set views = views + 1 where id = ${id}`);
    return true;
  } catch {
    return false;
  }
}
