import { and, count, desc, eq, sql } from 'drizzle-orm';
import type {
  CreateBusinessBody,
  RevisionDetail,
  RevisionSummary,
  UpdateBusinessBody,
} from '@haat/shared';
import { createBusinessBody, idSchema, LIMITS, MSG, SELLER_MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { businesses, products, services } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { StoragePort } from '../../lib/storage/index.ts';
import { planImages } from '../../lib/storage/index.ts';
import type { Authenticated } from '../auth/service.ts';
import { enquiryCountsByBusiness } from '../leads/service.ts';
import {
  imageHolder,
  listingCountsByBusiness,
  softDeleteListingsOfBusiness,
} from '../listings-common/service.ts';
import {
  applyRevision,
  discardRevision,
  openRevisionOf,
  openRevisions,
  revisionDetail,
  revisionSummary,
  saveEdit,
  type RevisionRow,
} from '../revisions/service.ts';
import { findOwnedBusiness, ownedBy, type BusinessRow } from '../business-lookups/service.ts';
import { assignShopSlug, releaseShopSlugs } from '../shop/service.ts';
import { locationFor, openHoursColumn, type BusinessLocation } from './location.ts';

type Counts = { productCount: number; serviceCount: number; leadsCount: number };
export type BusinessFilter = 'All' | 'Active' | 'Pending';

const isId = (value: string) => idSchema.safeParse(value).success;

async function countsFor(db: Database, ids: string[]): Promise<Map<string, Counts>> {
  const [productCounts, serviceCounts, leads] = await Promise.all([
    listingCountsByBusiness(db, products, ids),
    listingCountsByBusiness(db, services, ids),
    // Every enquiry of the business, as its inbox lists them (leads/counts.ts).
    enquiryCountsByBusiness(db, ids),
  ]);
  return new Map(
    ids.map((id) => [
      id,
      {
        productCount: productCounts.get(id) ?? 0,
        serviceCount: serviceCounts.get(id) ?? 0,
        leadsCount: leads.get(id) ?? 0,
      },
    ]),
  );
}

/** A business as the seller area reads it, with its open revision if any. */
function toBusiness(
  row: BusinessRow,
  counts: Counts,
  revision: RevisionSummary | RevisionDetail | null = null,
) {
  return {
    _id: row.id,
    name: row.name,
    businessType: row.businessType,
    images: row.images,
    tags: row.tags,
    description: row.description,
    website: row.website,
    phoneNo: row.phoneNo,
    gst: row.gst,
    doe: row.doe,
    fb: row.fb,
    insta: row.insta,
    address: row.address,
    state: row.state,
    city: row.city,
    pinCode: row.pinCode,
    workingHours: row.workingHours,
    latitude: row.latitude,
    longitude: row.longitude,
    locationSource: row.locationSource,
    isApproved: row.isApproved,
    rejectionMessage: row.rejectionMessage,
    isActive: row.isActive,
    fkUserId: row.fkUserId,
    /** Its shop address: /shop/{slug}, public once the business is. */
    slug: row.slug,
    views: row.views,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    ...counts,
    /** Changes waiting for approval (or rejected) while this approved version stays public. */
    revision,
  };
}

/** A business with its open revision as the edit page reads it (the changes in detail). */
const withRevision = async (
  db: Database,
  row: BusinessRow,
  counts: Counts,
  revision: RevisionRow | null | undefined,
) => {
  const business = toBusiness(row, counts);
  return { ...business, revision: await revisionDetail(db, 'business', business, revision) };
};

/** The columns a create or update writes; every edit goes back to review (DESIGN.md §4). */
function columns(input: CreateBusinessBody, images: string[], location: BusinessLocation) {
  return {
    name: input.name,
    businessType: input.businessType,
    images,
    tags: input.tags,
    description: input.description,
    website: input.website ?? null,
    phoneNo: input.phoneNo,
    gst: input.gst ?? null,
    doe: input.doe ?? null,
    fb: input.fb ?? null,
    insta: input.insta ?? null,
    address: input.address,
    state: input.state,
    city: input.city,
    pinCode: input.pinCode,
    workingHours: input.workingHours ?? null,
    openHours: openHoursColumn(input.workingHours),
    ...location,
    isApproved: false,
    rejectionMessage: null,
  };
}

/** Any number we own: with the user's id it serialises one seller's business creates. */
const CREATE_LOCK_CLASS = 7_347_222;

/** Registers a business (at most 5 live ones per seller) and answers an upload URL per image. */
export async function createBusiness(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  input: CreateBusinessBody,
) {
  const now = deps.clock.now();
  const userId = auth.user.id;
  const plan = await planImages(storage, now, [], input.images);
  const location = await locationFor(deps.database.db, input);
  const row = await deps.database.db.transaction(async (tx) => {
    // Two creates at once must not both pass the limit (PostgreSQL; PGlite runs one at a time anyway).
    await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_LOCK_CLASS}, hashtext(${userId}))`);
    const [owned] = await tx.select({ n: count() }).from(businesses).where(ownedBy(userId));
    if ((owned?.n ?? 0) >= LIMITS.businessesPerUser) throw conflict(MSG.businessLimit);
    const [inserted] = await tx
      .insert(businesses)
      .values({ fkUserId: userId, ...columns(input, plan.images, location) })
      .returning();
    // No shop address yet: it comes with approval (docs/decisions/021-shop-page.md,
    // modules/shop/service.ts).
    return inserted;
  });
  if (!row) throw new Error('business insert returned nothing');
  return {
    business: toBusiness(row, { productCount: 0, serviceCount: 0, leadsCount: 0 }),
    businessImagesPreSignedUrls: plan.uploads,
  };
}

/**
 * Saves the whole form (the revisions module's saveEdit): a business not yet approved is updated
 * in place and stays in review; an approved one keeps its public version and the form becomes its
 * pending revision, replacing the one waiting. Images the saved form no longer holds
 * are deleted from storage once saved. The type may change only while it has no live listings,
 * judged in the edit's transaction.
 */
export async function updateBusiness(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  input: UpdateBusinessBody,
  logError: (err: unknown) => void,
) {
  const db = deps.database.db;
  const current = await findOwnedBusiness(db, auth.user.id, input.id);
  const location = await locationFor(db, input, current);
  const saved = await saveEdit(
    deps,
    storage,
    {
      kind: 'business',
      table: businesses,
      userId: auth.user.id,
      form: input,
      async check(tx) {
        if (input.businessType === current.businessType) return;
        const counts = (await countsFor(tx, [current.id])).get(current.id);
        if (counts && counts.productCount + counts.serviceCount > 0)
          throw conflict(SELLER_MSG.businessTypeLocked);
      },
      // Not approved: the address stays as it is (none, or the one it had when it was approved);
      // the approval gives the address of the new name.
      async writeInPlace(tx, images) {
        const [updated] = await tx
          .update(businesses)
          .set(columns(input, images, location))
          .where(eq(businesses.id, current.id))
          .returning();
        return updated;
      },
    },
    logError,
  );
  const counts = (await countsFor(db, [saved.row.id])).get(saved.row.id)!;
  return {
    business: await withRevision(db, saved.row, counts, saved.revision),
    newBusinessImagesPreSignedUrls: saved.uploads,
    /** True when the edit waits as a revision and the approved version stays public. */
    savedAsRevision: Boolean(saved.revision),
  };
}

export async function fetchBusiness(db: Database, auth: Authenticated, id: string) {
  const row = await findOwnedBusiness(db, auth.user.id, id);
  const counts = (await countsFor(db, [row.id])).get(row.id)!;
  const revision = await openRevisionOf(db, 'business', row.id);
  return { business: await withRevision(db, row, counts, revision) };
}

/** Drops the business's open revision (the revisions module's discardRevision says how). */
export async function discardBusinessRevision(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  id: string,
  logError: (err: unknown) => void,
) {
  const current = await findOwnedBusiness(deps.database.db, auth.user.id, id);
  await discardRevision(deps, storage, 'business', current, logError);
}

/**
 * Copies an approved revision's form onto the business (the revisions module's applyRevision),
 * with its position and a new shop address for a new name or city, as an edit in place gets.
 */
export const applyBusinessRevision = (tx: Database, id: string, revision: RevisionRow) =>
  applyRevision(tx, id, revision, {
    table: businesses,
    parse: (form) => createBusinessBody.parse(form),
    async write(tx, row, input, images) {
      const location = await locationFor(tx, input, row);
      const [updated] = await tx
        .update(businesses)
        .set({ ...columns(input, images, location), isApproved: true, rejectionMessage: null })
        .where(eq(businesses.id, row.id))
        .returning();
      if (updated) await assignShopSlug(tx, updated);
    },
  });

/**
 * Filters of the seller's list: Active = approved and active (public), Pending = not
 * approved (awaiting review or rejected), All = every live business.
 */
const filterCondition = (filter: BusinessFilter) =>
  filter === 'Active'
    ? and(eq(businesses.isApproved, true), eq(businesses.isActive, true))
    : filter === 'Pending'
      ? eq(businesses.isApproved, false)
      : undefined;

/** The seller's businesses, newest first, 10 a page, with product, service and lead counts. */
export async function fetchBusinesses(
  db: Database,
  auth: Authenticated,
  query: { pageNo: number; perPage: number; filter: BusinessFilter },
) {
  const where = and(ownedBy(auth.user.id), filterCondition(query.filter));
  const rows = await db
    .select()
    .from(businesses)
    .where(where)
    .orderBy(desc(businesses.createdAt), desc(businesses.id))
    .limit(query.perPage)
    .offset((query.pageNo - 1) * query.perPage);
  const [total] = await db.select({ n: count() }).from(businesses).where(where);
  const ids = rows.map((row) => row.id);
  const [counts, revisions] = await Promise.all([
    countsFor(db, ids),
    openRevisions(db, 'business', ids),
  ]);
  return {
    businesses: rows.map((row) => {
      const revision = revisions.get(row.id);
      return toBusiness(row, counts.get(row.id)!, revision ? revisionSummary(revision) : null);
    }),
    total: total?.n ?? 0,
  };
}

/** What the register form starts with: the seller's own phone number. */
export function preFilledData(auth: Authenticated) {
  return { preFilledData: { phoneNo: auth.user.phoneNo } };
}

/**
 * Soft-deletes the business and every live product and service of it: they disappear from the
 * seller area and the public pages; their leads stay readable. Images are kept with the records;
 * its shop addresses are freed.
 */
export async function deleteBusiness(deps: AppDeps, auth: Authenticated, id: string) {
  if (!isId(id)) throw notFound();
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(businesses)
      .set({ deletedAt: now })
      .where(and(eq(businesses.id, id), ownedBy(auth.user.id)))
      .returning({ id: businesses.id });
    if (!row) throw notFound();
    await softDeleteListingsOfBusiness(tx, products, row.id, now);
    await softDeleteListingsOfBusiness(tx, services, row.id, now);
    // Its shop addresses are free again: a deleted business holds no name.
    await releaseShopSlugs(tx, row.id);
  });
}

/** Business images for the upload sweep. */
export const businessImageHolder = imageHolder('businesses', businesses);
