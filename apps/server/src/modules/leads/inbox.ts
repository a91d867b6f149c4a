import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { sql, type SQL } from 'drizzle-orm';
import type {
  Enquiry,
  EnquiriesPage,
  EnquiryCounts,
  EnquirySource,
  EnquirySourceFilter,
  EnquiryState,
  LeadLostReason,
  LeadStatus,
  LeadStatusFilter,
} from '@haat/shared';
import { LEAD_STATUSES } from '@haat/shared';
import { TIME_ZONE } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Authenticated } from '../auth/service.ts';
import { deleteLead, findOwnedListing, isId } from './service.ts';

// Issue 26: the seller's enquiry inbox. The business, product and service leads of spec §7 keep
// their own tables and calls; the inbox reads the three together (UNION ALL), per business or
// across all the seller's businesses, filtered by source, by days in India and by new/read.
// Leads of deleted listings and businesses stay in it (DESIGN.md §4: never lost).

export type InboxFilters = {
  businessId?: string | undefined;
  source: EnquirySourceFilter;
  from?: string | undefined;
  to?: string | undefined;
  state: EnquiryState;
  status: LeadStatusFilter;
  /** One lead only (with its source): the link of a follow-up reminder. */
  lead?: string | undefined;
};

/** The three lead tables and the column naming what was asked about. */
const SOURCES: Record<EnquirySource, { table: SQL; listing: SQL }> = {
  business: { table: sql.raw('business_leads'), listing: sql.raw('null::uuid') },
  product: { table: sql.raw('product_leads'), listing: sql.raw('l.fk_product_id') },
  service: { table: sql.raw('service_leads'), listing: sql.raw('l.fk_service_id') },
};

/** Midnight in India (TIME_ZONE) starting the day `day` ('YYYY-MM-DD'), or `plusDays` later. */
const indiaMidnight = (day: string, plusDays = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // Days are counted in India's calendar; a plain Date of the same instant goes to the query.
  return new Date(addDays(new TZDate(year, month - 1, date, TIME_ZONE), plusDays).getTime());
};

/** The enquiries in scope: the seller's business(es), the days (and one lead); one row per lead. */
function inScope(userId: string, filters: InboxFilters, sources: readonly EnquirySource[]) {
  const where: SQL[] = [];
  if (filters.from) where.push(sql`l.created_at >= ${indiaMidnight(filters.from).toISOString()}`);
  if (filters.to) {
    const end = indiaMidnight(filters.to, 1);
    where.push(sql`l.created_at < ${end.toISOString()}`);
  }
  const business = filters.businessId ? sql`b.id = ${filters.businessId}` : sql`true`;
  // An id that is not a uuid names no lead (the database would refuse the text).
  if (filters.lead !== undefined)
    where.push(isId(filters.lead) ? sql`l.id = ${filters.lead}` : sql`false`);
  const parts = sources.map(
    (source) => sql`
      select ${source}::text as source, l.id, l.contact_person, l.phone_no, l.email,
        l.business_name, l.query, l.created_at, l.read_at, l.fk_business_id,
        l.status, l.lost_reason, l.note, l.follow_up_on::text as follow_up_on,
        ${SOURCES[source].listing} as listing_id
      from ${SOURCES[source].table} l
      join businesses b on b.id = l.fk_business_id
      where l.deleted_at is null and b.fk_user_id = ${userId} and ${business}
        ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``}`,
  );
  return sql.join(parts, sql` union all `);
}

const stateWhere = (state: EnquiryState) =>
  state === 'new'
    ? sql`e.read_at is null`
    : state === 'read'
      ? sql`e.read_at is not null`
      : sql`true`;

const statusWhere = (status: LeadStatusFilter) =>
  status === 'all' ? sql`true` : sql`e.status = ${status}`;

const chosenSources = (source: EnquirySourceFilter): readonly EnquirySource[] =>
  source === 'all' ? (['business', 'product', 'service'] as const) : [source];

type Row = {
  source: EnquirySource;
  id: string;
  contact_person: string;
  phone_no: string;
  email: string | null;
  business_name: string | null;
  query: string | null;
  created_at: Date | string;
  read_at: Date | string | null;
  status: LeadStatus;
  lost_reason: LeadLostReason | null;
  note: string | null;
  follow_up_on: string | null;
  fk_business_id: string;
  business_label: string;
  listing_id: string | null;
  listing_name: string | null;
  listing_deleted: boolean | null;
};

async function select<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as unknown as T[];
}

const toEnquiry = (row: Row): Enquiry => ({
  _id: row.id,
  source: row.source,
  contactPerson: row.contact_person,
  phoneNo: row.phone_no,
  email: row.email,
  businessName: row.business_name,
  query: row.query,
  // Raw queries answer timestamps as Date (pg) or text (PGlite).
  createdAt: new Date(row.created_at).toISOString(),
  isRead: row.read_at !== null,
  status: row.status,
  lostReason: row.lost_reason,
  note: row.note,
  followUpOn: row.follow_up_on,
  business: { _id: row.fk_business_id, name: row.business_label },
  listing: row.listing_id
    ? { _id: row.listing_id, name: row.listing_name ?? '', isDeleted: Boolean(row.listing_deleted) }
    : null,
});

/** The enquiries the filters choose, newest first: a page of them, or all (downloads). */
async function listEnquiries(
  db: Database,
  userId: string,
  filters: InboxFilters,
  page: { limit: number; offset: number } | null,
) {
  const union = inScope(userId, filters, chosenSources(filters.source));
  return select<Row>(
    db,
    sql`
      with e as (${union})
      select e.*, b.name as business_label,
        coalesce(p.name, s.name) as listing_name,
        coalesce(p.deleted_at, s.deleted_at) is not null as listing_deleted
      from e
      join businesses b on b.id = e.fk_business_id
      left join products p on e.source = 'product' and p.id = e.listing_id
      left join services s on e.source = 'service' and s.id = e.listing_id
      where ${stateWhere(filters.state)} and ${statusWhere(filters.status)}
      order by e.created_at desc, e.id desc
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
}

/**
 * How many enquiries each source holds under the business, days, state and status chosen (so All
 * is the sum of the three and the chosen source's count is the list's total); how many are new
 * under the business, days, source and status chosen (the New filter's count); and how many each
 * status holds under the business, days, source and state chosen (All is their sum, and the
 * chosen status's count is the list's total too).
 */
async function countEnquiries(db: Database, userId: string, filters: InboxFilters) {
  const union = inScope(userId, filters, chosenSources('all'));
  const chosenSource = filters.source === 'all' ? sql`true` : sql`e.source = ${filters.source}`;
  const state = stateWhere(filters.state);
  const status = statusWhere(filters.status);
  const rows = await select<{
    source: EnquirySource;
    status: LeadStatus;
    n: number | string;
    unread: number | string;
    in_status: number | string;
  }>(
    db,
    sql`
      with e as (${union})
      select e.source, e.status,
        count(*) filter (where ${state} and ${status}) as n,
        count(*) filter (where e.read_at is null and ${status} and ${chosenSource}) as unread,
        count(*) filter (where ${state} and ${chosenSource}) as in_status
      from e group by e.source, e.status`,
  );
  const statuses = Object.fromEntries(
    ['all', ...LEAD_STATUSES].map((name) => [name, 0]),
  ) as EnquiryCounts['statuses'];
  const counts: EnquiryCounts = { all: 0, business: 0, product: 0, service: 0, new: 0, statuses };
  for (const row of rows) {
    counts[row.source] += Number(row.n);
    counts.all += Number(row.n);
    counts.new += Number(row.unread);
    statuses[row.status] += Number(row.in_status);
    statuses.all += Number(row.in_status);
  }
  return counts;
}

/** The seller's business the inbox is for (deleted ones too: their leads stay readable). */
async function inboxBusiness(db: Database, auth: Authenticated, businessId: string | undefined) {
  if (!businessId) return null;
  const listing = await findOwnedListing(db, auth, 'business', businessId);
  return { _id: listing._id, name: listing.name, isDeleted: listing.isDeleted };
}

/** GET /userAdmin/enquiries/fetchAll. */
export async function fetchEnquiries(
  db: Database,
  auth: Authenticated,
  query: InboxFilters & { pageNo: number; perPage: number },
): Promise<EnquiriesPage> {
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
    enquiries: rows.map(toEnquiry),
    total: filters.source === 'all' ? counts.all : counts[filters.source],
    counts,
    business,
  };
}

/** Every enquiry the filters choose, newest first, for leads_data.csv. */
export async function enquiriesForDownload(
  db: Database,
  auth: Authenticated,
  filters: InboxFilters,
) {
  const business = await inboxBusiness(db, auth, filters.businessId);
  const rows = await listEnquiries(
    db,
    auth.user.id,
    { ...filters, businessId: business?._id },
    null,
  );
  return rows.map(toEnquiry);
}

/** The lead table of a source, as the inbox's writes name it. */
export const TABLE_NAMES: Record<EnquirySource, SQL> = {
  business: sql.raw('business_leads'),
  product: sql.raw('product_leads'),
  service: sql.raw('service_leads'),
};

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
      where l.id = ${ref.id} and l.deleted_at is null
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
          where l.read_at is null and l.deleted_at is null
            and b.id = l.fk_business_id and b.fk_user_id = ${auth.user.id}
            and ${business ? sql`b.id = ${business._id}` : sql`true`}
          returning l.id`,
      );
      marked += rows.length;
    }
  });
  return { marked };
}

/** DELETE /userAdmin/enquiries/delete {source, id}: the spec's lead delete (a soft delete). */
export const deleteEnquiry = (
  deps: AppDeps,
  auth: Authenticated,
  ref: { source: EnquirySource; id: string },
) => deleteLead(deps, auth, ref.source, ref.id);
