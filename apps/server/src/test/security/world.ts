// The people and records the security tests aim at: a seller with a shop, leads and a
// notification (the target), and callers who must not reach any of it.
import { eq } from 'drizzle-orm';
import {
  businessLeads,
  notifications,
  productLeads,
  reviews,
  serviceLeads,
  users,
} from '../../db/schema/index.ts';
import { makeAdmin } from '../../modules/admin/test-fixtures.ts';
import { makeShop, sendLead } from '../../modules/leads/test-fixtures.ts';
import type { TestApp } from '../app.ts';
import type { Seller } from '../sellers.ts';
import { createSellerTestApp, signUpSeller } from '../sellers.ts';
import { watchWrites, type WriteWatch } from './db-writes.ts';

export type Target = {
  seller: Seller;
  businessId: string;
  productId: string;
  serviceBusinessId: string;
  serviceId: string;
  productLeadId: string;
  serviceLeadId: string;
  businessLeadId: string;
  notificationId: string;
  /** A buyer's review of the target's business. */
  reviewId: string;
};

export type World = {
  t: TestApp;
  writes: WriteWatch;
  target: Target;
  /** A seller with a plan who owns nothing of the target's. */
  other: Seller;
  /** Signed up, never bought a plan. */
  noPlan: Seller;
  /** Bought a plan that has run out. */
  expiredPlan: Seller;
  admin: Seller;
  /** Every id of the target's records, for leak checks and for the fuzzer's pool. */
  targetIds(): string[];
};

/** The app on reference data with the target's records and every kind of caller. */
export async function createWorld(): Promise<World> {
  const t = await createSellerTestApp();
  const writes = await watchWrites(t.deps.database);
  const seller = await signUpSeller(t);
  const shop = await makeShop(t, seller);
  for (const [kind, id] of [
    ['product', shop.product.id],
    ['service', shop.service.id],
    ['business', shop.business.id],
  ] as const) {
    const res = await sendLead(t, kind, id);
    if (res.status !== 201) throw new Error(`lead: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const db = t.deps.database.db;
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
  const target: Target = {
    seller,
    businessId: shop.business.id,
    productId: shop.product.id,
    serviceBusinessId: shop.serviceBusiness.id,
    serviceId: shop.service.id,
    productLeadId: (
      await first(
        db
          .select({ id: productLeads.id })
          .from(productLeads)
          .where(eq(productLeads.fkProductId, shop.product.id)),
      )
    ).id,
    serviceLeadId: (
      await first(
        db
          .select({ id: serviceLeads.id })
          .from(serviceLeads)
          .where(eq(serviceLeads.fkServiceId, shop.service.id)),
      )
    ).id,
    businessLeadId: (
      await first(
        db
          .select({ id: businessLeads.id })
          .from(businessLeads)
          .where(eq(businessLeads.fkBusinessId, shop.business.id)),
      )
    ).id,
    // Each lead notified the seller.
    notificationId: (
      await first(
        db
          .select({ id: notifications.id })
          .from(notifications)
          .where(eq(notifications.fkUserId, seller.userId)),
      )
    ).id,
    reviewId: '',
  };
  // Written directly: the review calls themselves are tested in modules/reviews.
  const [review] = await db
    .insert(reviews)
    .values({ fkBusinessId: shop.business.id, phoneNo: '9612300001', name: 'Asha', rating: 5 })
    .returning({ id: reviews.id });
  target.reviewId = review!.id;
  const other = await signUpSeller(t);
  const noPlan = await signUpSeller(t, { plan: false });
  const expiredPlan = await signUpSeller(t);
  await db
    .update(users)
    .set({ planExpiresAt: new Date(t.clock.now().getTime() - 60_000) })
    .where(eq(users.id, expiredPlan.userId));
  const admin = await makeAdmin(t);
  return {
    t,
    writes,
    target,
    other,
    noPlan,
    expiredPlan,
    admin,
    targetIds: () => [
      seller.userId,
      ...Object.entries(target)
        .filter(([name]) => name !== 'seller')
        .map(([, id]) => id as string),
    ],
  };
}
