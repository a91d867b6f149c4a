import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AdminDashboard } from '@haat/shared';
import { PLAN_NONE } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { KINDS, listingFrom } from '../../db/listing-kinds.ts';
import { rows } from '../../db/query.ts';
import { businesses, products, services, users } from '../../db/schema/index.ts';
import { LISTING_VISIBLE } from '../../db/visibility.ts';
import { countWaitingReviews } from '../reviews/service.ts';
import { countOpenRequests } from '../subscriptions/service.ts';
import { countNewContactMessages } from './contact.ts';
import { pendingCounts } from './previews.ts';

const first = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;

/** Public listings, counted by the same rule the public pages use (modules/discovery). */
async function publicCount(db: Database, kind: 'product' | 'service') {
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${listingFrom(KINDS[kind])} where ${LISTING_VISIBLE}`,
  );
  return Number(row?.n ?? 0);
}

/** GET /api/admin/dashboard: what waits for an administrator, and how big the market is. */
export async function dashboard(db: Database, now: Date): Promise<AdminDashboard> {
  const [
    pending,
    openSubscriptionRequests,
    newContactMessages,
    reviewsWaiting,
    total,
    active,
    withPlan,
    admins,
    businessCount,
    productCount,
    serviceCount,
    publicProducts,
    publicServices,
  ] = await Promise.all([
    pendingCounts(db),
    countOpenRequests(db),
    countNewContactMessages(db),
    countWaitingReviews(db),
    first(db.select({ n: count() }).from(users)),
    first(db.select({ n: count() }).from(users).where(eq(users.isActive, true))),
    first(
      db
        .select({ n: count() })
        .from(users)
        .where(and(ne(users.plan, PLAN_NONE), gt(users.planExpiresAt, now))),
    ),
    first(db.select({ n: count() }).from(users).where(eq(users.role, 'admin'))),
    first(db.select({ n: count() }).from(businesses).where(isNull(businesses.deletedAt))),
    first(db.select({ n: count() }).from(products).where(isNull(products.deletedAt))),
    first(db.select({ n: count() }).from(services).where(isNull(services.deletedAt))),
    publicCount(db, 'product'),
    publicCount(db, 'service'),
  ]);
  return {
    pending,
    openSubscriptionRequests,
    newContactMessages,
    reviewsWaiting,
    users: { total, active, withPlan, admins },
    listings: {
      businesses: businessCount,
      products: productCount,
      services: serviceCount,
      publicProducts,
      publicServices,
    },
  };
}
