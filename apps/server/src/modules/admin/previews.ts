import { asc, count, eq, type SQL } from 'drizzle-orm';
import type {
  ApprovalItem,
  ApprovalsPage,
  ApprovalType,
  BusinessPreview,
  ProfilePreview,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { businesses, products, services, users } from '../../db/schema/index.ts';
import { pendingRevisionDetails } from '../revisions/service.ts';
import {
  productPreviews,
  serviceQueue,
  productQueue,
  servicePreviews,
} from './listing-previews.ts';
import {
  matching,
  owner,
  PENDING,
  pageSlice,
  review,
  versioned,
  type Page,
  type Slice,
} from './queue-common.ts';

// The approval queues with everything a reviewer needs to decide: the full
// record, its catalogue names, its business and its owner. A queue holds what waits for review:
// not approved, no rejection message, not deleted, and an active owner.

/** How many items wait in each queue. */
export async function pendingCounts(db: Database): Promise<Record<ApprovalType, number>> {
  const [business, product, service, profile] = await Promise.all([
    db
      .select({ n: count() })
      .from(businesses)
      .innerJoin(users, eq(users.id, businesses.fkUserId))
      .where(PENDING.business),
    db
      .select({ n: count() })
      .from(products)
      .innerJoin(businesses, eq(businesses.id, products.fkBusinessId))
      .innerJoin(users, eq(users.id, businesses.fkUserId))
      .where(PENDING.product),
    db
      .select({ n: count() })
      .from(services)
      .innerJoin(businesses, eq(businesses.id, services.fkBusinessId))
      .innerJoin(users, eq(users.id, businesses.fkUserId))
      .where(PENDING.service),
    db.select({ n: count() }).from(users).where(PENDING.profile),
  ]);
  return {
    business: business[0]?.n ?? 0,
    product: product[0]?.n ?? 0,
    service: service[0]?.n ?? 0,
    profile: profile[0]?.n ?? 0,
  };
}

async function businessPreviews(db: Database, slice: Slice): Promise<BusinessPreview[]> {
  const found = await db
    .select({ business: businesses, user: users })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.fkUserId))
    .where(slice.where)
    .orderBy(asc(businesses.updatedAt), asc(businesses.id))
    .limit(slice.limit)
    .offset(slice.offset);
  const revisions = await pendingRevisionDetails(
    db,
    'business',
    found.map(({ business: b }) => ({ id: b.id, form: b })),
  );
  return found.map(({ business: b, user }) =>
    versioned({
      type: 'business' as const,
      ...review(b),
      name: b.name,
      businessType: b.businessType,
      images: b.images,
      tags: b.tags,
      description: b.description,
      website: b.website,
      phoneNo: b.phoneNo,
      gst: b.gst,
      doe: b.doe,
      fb: b.fb,
      insta: b.insta,
      address: b.address,
      city: b.city,
      state: b.state,
      pinCode: b.pinCode,
      workingHours: b.workingHours ?? null,
      isActive: b.isActive,
      owner: owner(user),
      revision: revisions.get(b.id) ?? null,
    }),
  );
}

async function businessQueue(db: Database, page: Page): Promise<ApprovalsPage> {
  const [items, [total]] = await Promise.all([
    businessPreviews(db, pageSlice('business', page)),
    db
      .select({ n: count() })
      .from(businesses)
      .innerJoin(users, eq(users.id, businesses.fkUserId))
      .where(matching('business', page.search)),
  ]);
  return { items, total: total?.n ?? 0 };
}

async function profilePreviews(db: Database, slice: Slice): Promise<ProfilePreview[]> {
  const found = await db
    .select()
    .from(users)
    .where(slice.where)
    .orderBy(asc(users.updatedAt), asc(users.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return found.map((u) =>
    versioned({
      type: 'profile' as const,
      ...review(u),
      firstName: u.firstName,
      lastName: u.lastName,
      phoneNo: u.phoneNo,
      email: u.email,
      gender: u.gender,
      address: u.address,
      city: u.city,
      state: u.state,
      logo: u.logo,
      plan: u.plan,
      planExpiresAt: u.planExpiresAt?.toISOString() ?? null,
      isActive: u.isActive,
    }),
  );
}

async function profileQueue(db: Database, page: Page): Promise<ApprovalsPage> {
  const [items, [total]] = await Promise.all([
    profilePreviews(db, pageSlice('profile', page)),
    db.select({ n: count() }).from(users).where(matching('profile', page.search)),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** GET /api/admin/approvals: one queue, oldest submission first, with full previews. */
export function approvalQueue(db: Database, type: ApprovalType, page: Page) {
  if (type === 'business') return businessQueue(db, page);
  if (type === 'product') return productQueue(db, page);
  if (type === 'service') return serviceQueue(db, page);
  return profileQueue(db, page);
}

/**
 * The preview of one record as the queue would show it now, whatever its state (null when it
 * does not exist or was deleted): an approval or a rejection compares its version with the one
 * the administrator was shown.
 */
export async function approvalPreview(
  db: Database,
  type: ApprovalType,
  id: string,
): Promise<ApprovalItem | null> {
  const one = (where: SQL | undefined): Slice => ({ where: where!, limit: 1, offset: 0 });
  const [item] =
    type === 'business'
      ? await businessPreviews(db, one(eq(businesses.id, id)))
      : type === 'product'
        ? await productPreviews(db, one(eq(products.id, id)))
        : type === 'service'
          ? await servicePreviews(db, one(eq(services.id, id)))
          : await profilePreviews(db, one(eq(users.id, id)));
  return item ?? null;
}
