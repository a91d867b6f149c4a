import { and, count, desc, eq, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { LISTING_FILTERS, ListingStatus } from '@haat/shared';
import { idSchema } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import type { products, productSubCategories } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/sql.ts';
import type { StoragePort } from '../../lib/storage/index.ts';
import { planImages } from '../../lib/storage/index.ts';
import type { Authenticated } from '../auth/service.ts';
import { findOwnedBusiness, ownedBusinessIds } from '../business-lookups/service.ts';
import { checkListingCatalog } from '../catalog/service.ts';
import {
  applyRevision,
  discardRevision,
  openRevisionOf,
  revisionDetail,
  saveEdit,
  type RevisionRow,
} from '../revisions/service.ts';
import { imageHolder } from './image-holder.ts';
import { readListings, type ListingKind, type ListingReader, type ListingTable } from './read.ts';

// The listing modules' shared parts: their image columns and their routes.
export { imageHolder } from './image-holder.ts';
export { listingHandlers, sellerHandlers } from './routes.ts';
export { groupIds, type ListingKind, type ListingTable } from './read.ts';

// What the seller's product and service workspaces share (/userAdmin/product and
// /userAdmin/service): ownership through the business, the list filters and counts, visibility
// and soft delete. Each module keeps its own columns, links, read form and answer names.

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
 * Filters of the seller's lists: Active and InActive follow the visibility toggle
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

/** The fields of a product's or service's form the outline reads. */
type ListingForm = Parameters<typeof checkListingCatalog>[2] & {
  fkBusinessId: string;
  images: readonly string[];
};

/**
 * What a kind of listing gives the outline (listingService): its table, columns, links, read
 * form and search. Everything else a product and a service do the same way.
 */
export type ListingKindSpec<
  K extends ListingKind,
  T extends ListingTable,
  Form extends ListingForm,
  Own,
> = ListingReader<K, T, Own> & {
  /** Said when the business named does not sell this kind (400). */
  wrongBusiness: string;
  /** The create form's schema: an approved revision's form is read back through it. */
  form: { parse(value: unknown): Form };
  /** The columns a create, an update or an approved revision writes. */
  columns: (input: Form, images: string[]) => T['$inferInsert'];
  /** A sub-category link row of this kind. */
  subCategoryLink: (listingId: string, fkSubCategoryId: string) => object;
  /** Replaces the kind's own links besides its sub-categories (a product's colours). */
  writeOwnLinks?: (db: Database, listingId: string, input: Form) => Promise<void>;
  /** What the list's searchQuery matches, given its `%…%` pattern (the name; a product's SKU). */
  search: (pattern: string) => SQL | undefined;
};

/**
 * The columns every listing's create or update writes; every edit goes back to review
 * (DESIGN.md §4). A kind adds its own (and says whether the description may be empty).
 */
export const listingColumns = (input: ListingForm & CommonFields, images: string[]) => ({
  fkBusinessId: input.fkBusinessId,
  fkCategoryId: input.fkCategoryId,
  name: input.name,
  images,
  pricePerUnit: input.pricePerUnit ?? null,
  sellingPrice: input.sellingPrice ?? null,
  tags: input.tags,
  isApproved: false,
  rejectionMessage: null,
});
type CommonFields = {
  name: string;
  pricePerUnit?: number | undefined;
  sellingPrice?: number | undefined;
  tags: string[];
};

/** Replaces a listing's sub-category links, then the kind's own. */
async function writeLinks<K extends ListingKind, T extends ListingTable, Form extends ListingForm>(
  db: Database,
  spec: ListingKindSpec<K, T, Form, unknown>,
  listingId: string,
  input: Form,
) {
  const links = spec.subCategoryLinks;
  await db.delete(links.table).where(eq(links.listing, listingId));
  // Drizzle cannot check a row against a table chosen at run time; `subCategoryLink` makes the
  // kind's own row.
  await db
    .insert(links.table as typeof productSubCategories)
    .values(
      input.fkSubCategoriesIds.map(
        (id) => spec.subCategoryLink(listingId, id) as typeof productSubCategories.$inferInsert,
      ),
    );
  await spec.writeOwnLinks?.(db, listingId, input);
}

/**
 * Adds a product or service to one of the seller's businesses of its kind; it waits for
 * approval. Answers the row and the upload URLs of its new images.
 */
async function createListing<
  K extends ListingKind,
  T extends ListingTable,
  Form extends ListingForm,
>(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  spec: ListingKindSpec<K, T, Form, unknown>,
  input: Form,
) {
  const db = deps.database.db;
  await listingBusiness(db, auth.user.id, input.fkBusinessId, spec.kind, spec.wrongBusiness);
  await checkListingCatalog(db, spec.kind, input);
  const plan = await planImages(storage, deps.clock.now(), [], input.images);
  const row = await db.transaction(async (tx) => {
    // Drizzle cannot check a row against a table chosen at run time (`columns` is typed for its
    // own kind's table), so the insert is typed as the products table's.
    const [inserted] = await tx
      .insert(spec.table as typeof products)
      .values(spec.columns(input, plan.images) as typeof products.$inferInsert)
      .returning();
    if (!inserted) throw new Error(`${spec.kind} insert returned nothing`);
    await writeLinks(tx, spec, inserted.id, input);
    return inserted as T['$inferSelect'];
  });
  return { row, uploads: plan.uploads };
}

/**
 * Saves the whole form (the revisions module's saveEdit): a listing not yet approved is updated
 * in place and stays in review; an approved one stays public as it is and the form becomes its
 * pending revision, replacing the one waiting. Its catalogue ids are checked in the
 * edit's transaction. Images nothing holds any more are deleted once saved. The catalogue import
 * saves its updates through here too.
 */
async function updateListing<
  K extends ListingKind,
  T extends ListingTable,
  Form extends ListingForm,
>(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  spec: ListingKindSpec<K, T, Form, unknown>,
  input: Form & { id: string },
  logError: (err: unknown) => void,
) {
  const db = deps.database.db;
  const current = await findOwnedListing(db, spec.table, auth.user.id, input.id);
  if (input.fkBusinessId !== current.fkBusinessId)
    await listingBusiness(db, auth.user.id, input.fkBusinessId, spec.kind, spec.wrongBusiness);
  return saveEdit(
    deps,
    storage,
    {
      kind: spec.kind,
      table: spec.table,
      userId: auth.user.id,
      form: input,
      check: (tx) => checkListingCatalog(tx, spec.kind, input),
      async writeInPlace(tx, images) {
        const [row] = await tx
          .update(spec.table as ListingTable)
          .set(spec.columns(input, images) as typeof products.$inferInsert)
          .where(eq(spec.table.id, current.id))
          .returning();
        await writeLinks(tx, spec, current.id, input);
        return row as T['$inferSelect'] | undefined;
      },
    },
    logError,
  );
}

/** `{ [key]: value }` with its key's type kept (the answers name their fields after the kind). */
const keyed = <Key extends string, V>(key: Key, value: V) => ({ [key]: value }) as Record<Key, V>;

/**
 * The seller's workspace of one kind of listing (/userAdmin/product and
 * /userAdmin/service), as its routes (listingRoutes), the catalogue import and the approvals
 * call it. Answers name their fields after the kind: `{ product }`, `{ products, total }`,
 * `productImagesPreSignedUrls`, `newProductImagesPreSignedUrls` (likewise for a service).
 */
export function listingService<
  K extends ListingKind,
  T extends ListingTable,
  Form extends ListingForm,
  Own,
>(spec: ListingKindSpec<K, T, Form, Own>) {
  const { kind, table } = spec;
  const Kind = `${kind[0]!.toUpperCase()}${kind.slice(1)}` as Capitalize<K>;
  const read = (db: Database, rows: Array<T['$inferSelect']>) => readListings(db, spec, rows);

  /** One listing with its open revision in detail (the edit page: what the revision changes). */
  async function readOne(db: Database, row: T['$inferSelect'], revision?: RevisionRow | null) {
    const [item] = await read(db, [row]);
    const open = revision === undefined ? await openRevisionOf(db, kind, row.id) : revision;
    return { ...item!, revision: await revisionDetail(db, kind, item!, open) };
  }

  return {
    /** Adds a listing to one of the seller's businesses of its kind; it waits for approval. */
    async create(deps: AppDeps, storage: StoragePort, auth: Authenticated, input: Form) {
      const { row, uploads } = await createListing(deps, storage, auth, spec, input);
      return {
        ...keyed(kind, await readOne(deps.database.db, row)),
        ...keyed(`${kind}ImagesPreSignedUrls` as `${K}ImagesPreSignedUrls`, uploads),
      };
    },

    /** Saves the whole form (updateListing says how). */
    async update(
      deps: AppDeps,
      storage: StoragePort,
      auth: Authenticated,
      input: Form & { id: string },
      logError: (err: unknown) => void,
    ) {
      const saved = await updateListing(deps, storage, auth, spec, input, logError);
      return {
        ...keyed(kind, await readOne(deps.database.db, saved.row, saved.revision)),
        ...keyed(`new${Kind}ImagesPreSignedUrls` as const, saved.uploads),
        /** True when the edit waits as a revision and the approved version stays public. */
        savedAsRevision: Boolean(saved.revision),
      };
    },

    async fetch(db: Database, auth: Authenticated, id: string) {
      return keyed(kind, await readOne(db, await findOwnedListing(db, table, auth.user.id, id)));
    },

    /** The seller's listings, newest first, 10 a page; `searchQuery` as the kind's `search`. */
    async fetchAll(db: Database, auth: Authenticated, query: ListingQuery) {
      const { rows, total } = await fetchListingPage(db, table, auth, query, (search) =>
        spec.search(containsPattern(search)),
      );
      return { ...keyed(`${kind}s` as `${K}s`, await read(db, rows)), total };
    },

    count: (db: Database, auth: Authenticated, fkBusinessId: string | undefined) =>
      countListings(db, table, auth, fkBusinessId),

    toggleStatus: (db: Database, auth: Authenticated, id: string) =>
      toggleListingStatus(db, table, auth, id),

    remove: (deps: AppDeps, auth: Authenticated, id: string) =>
      deleteListing(deps, table, auth, id),

    /** Drops the listing's open revision (the revisions module's discardRevision says how). */
    async discardRevision(
      deps: AppDeps,
      storage: StoragePort,
      auth: Authenticated,
      id: string,
      logError: (err: unknown) => void,
    ) {
      const current = await findOwnedListing(deps.database.db, table, auth.user.id, id);
      await discardRevision(deps, storage, kind, current, logError);
    },

    /**
     * Copies an approved revision's form onto the listing and its links (the revisions module's
     * applyRevision says how).
     */
    applyRevision: (tx: Database, id: string, revision: RevisionRow) =>
      applyRevision(tx, id, revision, {
        table,
        parse: (form) => spec.form.parse(form),
        async write(tx, row, input, images) {
          await tx
            .update(table as ListingTable)
            .set({
              ...(spec.columns(input, images) as typeof products.$inferInsert),
              isApproved: true,
              rejectionMessage: null,
            })
            .where(eq(table.id, row.id));
          await writeLinks(tx, spec, row.id, input);
        },
      }),

    /** The kind's images for the upload sweep. */
    imageHolder: imageHolder(`${kind}s`, table),
  };
}
