import { and, count, desc, eq, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { LISTING_FILTERS, ListingStatus, RevisionType } from '@haat/shared';
import { idSchema, SELLER_MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import type { products, services } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { ImagePlan, StoragePort } from '../../lib/storage/index.ts';
import { planImages, removeImages } from '../../lib/storage/index.ts';
import type { Authenticated } from '../auth/service.ts';
import { findOwnedBusiness, ownedBusinessIds } from '../business-lookups/service.ts';
import { checkListingCatalog } from '../catalog/service.ts';
import { dropOpenRevision, storeRevision, type RevisionRow } from '../revisions/service.ts';

// The listing modules' shared parts: their image columns and their routes.
export { imageHolder } from './image-holder.ts';
export { listingRoutes, sellerRoutes } from './routes.ts';

// What the seller's product and service workspaces share (spec §7 /userAdmin/product and
// /userAdmin/service): ownership through the business, the list filters and counts, visibility
// and soft delete. Each module keeps its own columns, links, read form and answer names.

export type ListingTable = typeof products | typeof services;
export type ListingFilter = (typeof LISTING_FILTERS)[number];
export type ListingQuery = {
  pageNo: number;
  perPage: number;
  filter: ListingFilter;
  searchQuery?: string | undefined;
  fkBusinessId?: string | undefined;
};

const isId = (value: string) => idSchema.safeParse(value).success;
const live = (table: ListingTable) => isNull(table.deletedAt);

/** The seller's own live listing; anyone else's, deleted, unknown or malformed → 404. */
export async function findOwnedListing<T extends ListingTable>(
  db: Database,
  table: T,
  userId: string,
  id: string,
): Promise<T['$inferSelect']> {
  if (!isId(id)) throw notFound();
  // Drizzle cannot select from a generic table; the union is widened and the row is T's.
  const [row] = await db
    .select()
    .from(table as ListingTable)
    .where(and(eq(table.id, id), live(table)))
    .limit(1);
  if (!row) throw notFound();
  await findOwnedBusiness(db, userId, row.fkBusinessId);
  return row;
}

/** A business the seller owns of the type this listing needs; another type → 400 `wrongType`. */
export async function listingBusiness(
  db: Database,
  userId: string,
  fkBusinessId: string,
  businessType: 'product' | 'service',
  wrongType: string,
) {
  const business = await findOwnedBusiness(db, userId, fkBusinessId);
  if (business.businessType !== businessType) throw badRequest(wrongType);
  return business;
}

/**
 * Saves an edit of a listing with the row locked (404 once deleted). A listing not yet approved
 * is written in place by `write` with the planned images, and its open revision, if any, goes;
 * an approved one stays public as it is and the form becomes its pending revision (issue 26,
 * docs/decisions/022), answered as `revision` with the live row. Images nothing holds any more
 * leave storage only after the commit.
 */
export async function saveListingEdit<T extends ListingTable>(
  deps: AppDeps,
  storage: StoragePort,
  table: T,
  edit: {
    kind: Extract<RevisionType, 'product' | 'service'>;
    userId: string;
    form: { id: string; images: readonly string[] };
  },
  write: (tx: Database, images: string[]) => Promise<T['$inferSelect'] | undefined>,
  logError: (err: unknown) => void,
): Promise<{
  row: T['$inferSelect'];
  uploads: ImagePlan['uploads'];
  revision: RevisionRow | null;
}> {
  const now = deps.clock.now();
  const id = edit.form.id;
  const saved = await deps.database.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(table as ListingTable)
      .where(and(eq(table.id, id), live(table)))
      .for('update');
    if (!locked) throw notFound();
    if (locked.isApproved) {
      const stored = await storeRevision(tx, storage, now, {
        kind: edit.kind,
        entityId: locked.id,
        userId: edit.userId,
        liveImages: locked.images,
        form: edit.form,
      });
      return {
        row: locked as T['$inferSelect'],
        uploads: stored.uploads,
        removed: stored.removed,
        revision: stored.revision,
      };
    }
    const plan = await planImages(storage, now, locked.images, edit.form.images);
    const dropped = await dropOpenRevision(tx, edit.kind, locked.id, plan.images);
    const row = await write(tx, plan.images);
    if (!row) throw notFound();
    const removed = [...new Set([...plan.removed, ...(dropped ?? [])])];
    return { row, uploads: plan.uploads, removed, revision: null };
  });
  await removeImages(storage, saved.removed, logError);
  return { row: saved.row, uploads: saved.uploads, revision: saved.revision };
}

/** Groups link rows (listing → linked id) by listing. */
export const groupIds = (rows: Array<{ owner: string; id: string }>) => {
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(row.owner, [...(map.get(row.owner) ?? []), row.id]);
  return map;
};

/**
 * Filters of the seller's lists (spec §4): Active and InActive follow the visibility toggle
 * (isActive); Pending = not approved (awaiting review or rejected); All = every live listing.
 */
const listingFilter = (table: ListingTable, filter: ListingFilter): SQL | undefined =>
  filter === 'Active'
    ? eq(table.isActive, true)
    : filter === 'InActive'
      ? eq(table.isActive, false)
      : filter === 'Pending'
        ? eq(table.isApproved, false)
        : undefined;

/** The businesses a list covers: one the seller owns (404 otherwise), or all of theirs. */
async function listedBusinessIds(db: Database, userId: string, fkBusinessId: string | undefined) {
  return fkBusinessId
    ? [(await findOwnedBusiness(db, userId, fkBusinessId)).id]
    : ownedBusinessIds(db, userId);
}

/** One page of the seller's listings, newest first, and how many match; `search` narrows it. */
export async function fetchListingPage<T extends ListingTable>(
  db: Database,
  table: T,
  auth: Authenticated,
  query: ListingQuery,
  search: (pattern: string) => SQL | undefined,
): Promise<{ rows: Array<T['$inferSelect']>; total: number }> {
  const businessIds = await listedBusinessIds(db, auth.user.id, query.fkBusinessId);
  const where = and(
    inArray(table.fkBusinessId, businessIds),
    live(table),
    listingFilter(table, query.filter),
    query.searchQuery ? search(query.searchQuery) : undefined,
  );
  const rows = await db
    .select()
    .from(table as ListingTable)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(query.perPage)
    .offset((query.pageNo - 1) * query.perPage);
  const [total] = await db
    .select({ n: count() })
    .from(table as ListingTable)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** How many listings the seller has, per filter of the list (the whole workspace or one business). */
export async function countListings(
  db: Database,
  table: ListingTable,
  auth: Authenticated,
  fkBusinessId: string | undefined,
) {
  const businessIds = await listedBusinessIds(db, auth.user.id, fkBusinessId);
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${table.isActive})::int`,
      inActive: sql<number>`count(*) filter (where not ${table.isActive})::int`,
      pending: sql<number>`count(*) filter (where not ${table.isApproved})::int`,
    })
    .from(table)
    .where(and(inArray(table.fkBusinessId, businessIds), live(table)));
  return {
    total: row?.total ?? 0,
    active: row?.active ?? 0,
    inActive: row?.inActive ?? 0,
    pending: row?.pending ?? 0,
  };
}

/** Flips visibility (isActive) and answers the new status; approval is untouched. */
export async function toggleListingStatus(
  db: Database,
  table: ListingTable,
  auth: Authenticated,
  id: string,
) {
  const current = await findOwnedListing(db, table, auth.user.id, id);
  const [row] = await db
    .update(table)
    .set({ isActive: not(table.isActive) })
    .where(and(eq(table.id, current.id), live(table)))
    .returning({ isActive: table.isActive });
  if (!row) throw notFound();
  const status: ListingStatus = row.isActive ? 'Active' : 'InActive';
  return { status, isActive: row.isActive };
}

/** Soft delete: gone from every list and page; its leads stay readable. */
export async function deleteListing(
  deps: AppDeps,
  table: ListingTable,
  auth: Authenticated,
  id: string,
) {
  const db = deps.database.db;
  const current = await findOwnedListing(db, table, auth.user.id, id);
  await db
    .update(table)
    .set({ deletedAt: deps.clock.now() })
    .where(and(eq(table.id, current.id), live(table)));
}

// For the businesses module: counts on the business list, and the cascade of a business delete.

export async function listingCountsByBusiness(
  db: Database,
  table: ListingTable,
  businessIds: string[],
) {
  if (!businessIds.length) return new Map<string, number>();
  const rows = await db
    .select({ id: table.fkBusinessId, n: count() })
    .from(table)
    .where(and(inArray(table.fkBusinessId, businessIds), live(table)))
    .groupBy(table.fkBusinessId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

export async function softDeleteListingsOfBusiness(
  db: Database,
  table: ListingTable,
  businessId: string,
  now: Date,
) {
  await db
    .update(table)
    .set({ deletedAt: now })
    .where(and(eq(table.fkBusinessId, businessId), live(table)));
}

/**
 * Drops a listing's open revision (pending or rejected): the live version stays as it is.
 * Pictures only the revision held leave storage after the commit.
 */
export async function discardListingRevision(
  deps: AppDeps,
  storage: StoragePort,
  table: ListingTable,
  kind: Extract<RevisionType, 'product' | 'service'>,
  auth: Authenticated,
  id: string,
  logError: (err: unknown) => void,
) {
  const db = deps.database.db;
  const current = await findOwnedListing(db, table, auth.user.id, id);
  const removed = await db.transaction((tx) =>
    dropOpenRevision(tx, kind, current.id, current.images),
  );
  if (!removed) throw notFound(SELLER_MSG.noRevision);
  await removeImages(storage, removed, logError);
}

/** The fields of a product's or service's form the editor's outline reads. */
type ListingForm = Parameters<typeof checkListingCatalog>[2] & {
  fkBusinessId: string;
  images: readonly string[];
};

/** What a kind of listing gives the editor's outline: its table, columns and links. */
export type ListingWriter<T extends ListingTable, Form extends ListingForm> = {
  kind: Extract<RevisionType, 'product' | 'service'>;
  table: T;
  /** Said when the business named does not sell this kind (400). */
  wrongBusiness: string;
  /** The columns a create or update writes. */
  columns: (input: Form, images: string[]) => T['$inferInsert'];
  /** Replaces the listing's sub-category (and colour) links. */
  writeLinks: (db: Database, id: string, input: Form) => Promise<void>;
};

/**
 * Adds a product or service to one of the seller's businesses of its kind; it waits for
 * approval. Answers the row and the upload URLs of its new images.
 */
export async function createListing<T extends ListingTable, Form extends ListingForm>(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  writer: ListingWriter<T, Form>,
  input: Form,
) {
  const db = deps.database.db;
  await listingBusiness(db, auth.user.id, input.fkBusinessId, writer.kind, writer.wrongBusiness);
  await checkListingCatalog(db, writer.kind, input);
  const plan = await planImages(storage, deps.clock.now(), [], input.images);
  const row = await db.transaction(async (tx) => {
    // Drizzle cannot check a row against a table chosen at run time (`columns` is typed for its
    // own kind's table), so the insert is typed as the products table's.
    const [inserted] = await tx
      .insert(writer.table as typeof products)
      .values(writer.columns(input, plan.images) as typeof products.$inferInsert)
      .returning();
    if (!inserted) throw new Error(`${writer.kind} insert returned nothing`);
    await writer.writeLinks(tx, inserted.id, input);
    return inserted as T['$inferSelect'];
  });
  return { row, uploads: plan.uploads };
}

/**
 * Saves the whole form: a listing not yet approved is updated in place and stays in review; an
 * approved one stays public as it is and the form becomes its pending revision (issue 26),
 * replacing the one waiting. Images nothing holds any more are deleted once saved. The catalogue
 * import (issue 24) saves its updates through here too.
 */
export async function updateListing<T extends ListingTable, Form extends ListingForm>(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  writer: ListingWriter<T, Form>,
  input: Form & { id: string },
  logError: (err: unknown) => void,
) {
  const db = deps.database.db;
  const current = await findOwnedListing(db, writer.table, auth.user.id, input.id);
  if (input.fkBusinessId !== current.fkBusinessId)
    await listingBusiness(db, auth.user.id, input.fkBusinessId, writer.kind, writer.wrongBusiness);
  await checkListingCatalog(db, writer.kind, input);
  return saveListingEdit(
    deps,
    storage,
    writer.table,
    { kind: writer.kind, userId: auth.user.id, form: input },
    async (tx, images) => {
      const [row] = await tx
        .update(writer.table as ListingTable)
        .set(writer.columns(input, images) as typeof products.$inferInsert)
        .where(eq(writer.table.id, current.id))
        .returning();
      await writer.writeLinks(tx, current.id, input);
      return row as T['$inferSelect'] | undefined;
    },
    logError,
  );
}
