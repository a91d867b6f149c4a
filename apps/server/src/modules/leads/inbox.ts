import { sql } from 'drizzle-orm';
import type { EnquiriesPage, EnquirySource } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Authenticated } from '../auth/service.ts';
import {
  chosenSources,
  countEnquiries,
  listEnquiries,
  select,
  toEnquiry,
  type InboxFilters,
  type Reader,
} from './inbox-read.ts';
import { shownWhere, TABLE_NAMES } from './lead-tables.ts';
import { deleteRequirementLead } from './life.ts';
import { deleteLead, findOwnedListing, isId } from './service.ts';

// The seller's enquiry inbox's calls: a page of it, its download, new and read, and
// delete; what it lists and counts is inbox-read.ts (requirement leads too:
// docs/decisions/033-requirements.md).

/** The seller's business the inbox is for (deleted ones too: their leads stay readable). */
async function inboxBusiness(db: Database, auth: Authenticated, businessId: string | undefined) {
  if (!businessId) return null;
  const listing = await findOwnedListing(db, auth, 'business', businessId);
  return { _id: listing._id, name: listing.name, isDeleted: listing.isDeleted };
}

/** GET /userAdmin/enquiries/fetchAll. */
export async function fetchEnquiries(
  deps: Reader,
  auth: Authenticated,
  query: InboxFilters & { pageNo: number; perPage: number },
): Promise<EnquiriesPage> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const business = await inboxBusiness(db, auth, query.businessId);
  const filters = { ...query, businessId: business?._id };
  const [rows, counts] = await Promise.all([
    listEnquiries(db, auth.user.id, filters, {
      limit: query.perPage,
      offset: (query.pageNo - 1) * query.perPage,
    }),
    countEnquiries(db, auth.user.id, filters),
  ]);
  return {
    enquiries: rows.map((row) => toEnquiry(row, now)),
    total: filters.source === 'all' ? counts.all : counts[filters.source],
    counts,
    business,
  };
}

/** Every enquiry the filters choose, newest first, for leads_data.csv. */
export async function enquiriesForDownload(
  deps: Reader,
  auth: Authenticated,
  filters: InboxFilters,
) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const business = await inboxBusiness(db, auth, filters.businessId);
  const rows = await listEnquiries(
    db,
    auth.user.id,
    { ...filters, businessId: business?._id },
    null,
  );
  return rows.map((row) => toEnquiry(row, now));
}

/**
 * PUT /userAdmin/enquiries/markRead {source, id}: marks one of the seller's live enquiries read
 * (again: no change). Another seller's, a deleted or an unknown one → 404.
 */
export async function markEnquiryRead(
  deps: AppDeps,
  auth: Authenticated,
  ref: { source: EnquirySource; id: string },
) {
  // Not an id of ours: unknown, as the database would refuse the text as a uuid (a 500).
  if (!isId(ref.id)) throw notFound();
  const rows = await select<{ id: string }>(
    deps.database.db,
    sql`
      update ${TABLE_NAMES[ref.source]} l
      set read_at = coalesce(l.read_at, ${deps.clock.now().toISOString()})
      from businesses b
      where l.id = ${ref.id} and l.deleted_at is null and ${shownWhere(ref.source)}
        and b.id = l.fk_business_id and b.fk_user_id = ${auth.user.id}
      returning l.id`,
  );
  if (!rows.length) throw notFound();
}

/** PUT /userAdmin/enquiries/markAllRead {businessId?}: every new enquiry there becomes read. */
export async function markAllEnquiriesRead(
  deps: AppDeps,
  auth: Authenticated,
  businessId: string | undefined,
) {
  const business = await inboxBusiness(deps.database.db, auth, businessId);
  const now = deps.clock.now().toISOString();
  let marked = 0;
  await deps.database.db.transaction(async (tx) => {
    for (const source of chosenSources('all')) {
      const rows = await select<{ id: string }>(
        tx,
        sql`
          update ${TABLE_NAMES[source]} l set read_at = ${now}
          from businesses b
          where l.read_at is null and l.deleted_at is null and ${shownWhere(source)}
            and b.id = l.fk_business_id and b.fk_user_id = ${auth.user.id}
            and ${business ? sql`b.id = ${business._id}` : sql`true`}
          returning l.id`,
      );
      marked += rows.length;
    }
  });
  return { marked };
}

/**
 * DELETE /userAdmin/enquiries/delete {source, id}: the spec's lead delete (a soft delete). A
 * requirement lead is the seller's to delete once accepted (an offer is answered instead).
 */
export const deleteEnquiry = (
  deps: AppDeps,
  auth: Authenticated,
  ref: { source: EnquirySource; id: string },
) =>
  ref.source === 'requirement'
    ? deleteRequirementLead(deps, auth, ref.id)
    : deleteLead(deps, auth, ref.source, ref.id);
