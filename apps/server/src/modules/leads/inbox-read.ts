import { sql, type SQL } from 'drizzle-orm';
import {
  ENQUIRY_SOURCES,
  idSchema,
  LEAD_STATUSES,
  requirementOfferIsOpen,
  type Enquiry,
  type EnquiryCounts,
  type EnquirySource,
  type EnquirySourceFilter,
  type EnquiryState,
  type InboxRequirement,
  type LeadLostReason,
  type LeadStatus,
  type LeadStatusFilter,
  type RequirementOffer,
  type RequirementState,
  type RequirementWhen,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { indiaDayStart } from '../../lib/india-time.ts';
import type { Authenticated } from '../auth/service.ts';
import { requirementLeadAccepted, requirementLeadShown } from './requirement-leads.ts';

// The inbox's reads: the business, product and service leads keep their own tables and
// calls; the inbox reads them together (UNION ALL), per business or across all
// the seller's businesses, filtered by source, by days in India, by new/read and by status.
// Leads of deleted listings and businesses stay in it (DESIGN.md §4: never lost).
// A fourth part (docs/decisions/033-requirements.md): the posted requirements Haat offered the
// seller's businesses (requirement_leads), offered or accepted, never declined nor of a removed
// requirement. The buyer's phone leaves the server only once the seller has accepted (here and in
// the CSV). Apart from inbox.ts (the calls) so that the requirements module can read one lead
// through service.ts without an import cycle.

const isId = (value: string) => idSchema.safeParse(value).success;

export type InboxFilters = {
  businessId?: string | undefined;
  source: EnquirySourceFilter;
  from?: string | undefined;
  to?: string | undefined;
  state: EnquiryState;
  status: LeadStatusFilter;
  /** One lead only (with its source): the link of a follow-up reminder. */
  lead?: string | undefined;
  /**
   * Declined offers too (never from a query): the answer to the seller's own Not interested,
   * which takes the lead out of the inbox.
   */
  withDeclined?: boolean;
};

/** The three buyer-sent lead tables and the column naming what was asked about. */
const LEAD_SOURCES = {
  business: { table: sql.raw('business_leads'), listing: sql.raw('null::uuid') },
  product: { table: sql.raw('product_leads'), listing: sql.raw('l.fk_product_id') },
  service: { table: sql.raw('service_leads'), listing: sql.raw('l.fk_service_id') },
};

/** A buyer-sent lead has none of a requirement's columns. */
const NO_REQUIREMENT = sql.raw(
  `null::uuid as requirement_id, null::text as offer, null::text as requirement_when,
   null::text as quantity, null::text as city, null::text as locality,
   null::text as sub_category, null::text as requirement_status,
   null::timestamptz as requirement_created_at`,
);

/** The enquiries in scope: the seller's business(es), the days (and one lead); one row per lead. */
function inScope(userId: string, filters: InboxFilters, sources: readonly EnquirySource[]) {
  const where: SQL[] = [];
  if (filters.from) where.push(sql`l.created_at >= ${indiaDayStart(filters.from).toISOString()}`);
  if (filters.to) {
    const end = indiaDayStart(filters.to, 1);
    where.push(sql`l.created_at < ${end.toISOString()}`);
  }
  const business = filters.businessId ? sql`b.id = ${filters.businessId}` : sql`true`;
  // An id that is not a uuid names no lead (the database would refuse the text).
  if (filters.lead !== undefined)
    where.push(isId(filters.lead) ? sql`l.id = ${filters.lead}` : sql`false`);
  const also = where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``;
  const parts = sources.map((source) =>
    source === 'requirement'
      ? requirementPart(userId, business, also, filters.withDeclined === true)
      : sql`
      select ${source}::text as source, l.id, l.contact_person, l.phone_no, l.email,
        l.business_name, l.query, l.created_at, l.read_at, l.fk_business_id,
        l.status, l.lost_reason, l.note, l.follow_up_on::text as follow_up_on, l.erased_at,
        ${LEAD_SOURCES[source].listing} as listing_id, ${NO_REQUIREMENT}
      from ${LEAD_SOURCES[source].table} l
      join businesses b on b.id = l.fk_business_id
      where l.deleted_at is null and b.fk_user_id = ${userId} and ${business} ${also}`,
  );
  return sql.join(parts, sql` union all `);
}

/**
 * The requirement leads in scope, with their requirement's fields. The phone only of an
 * accepted one; the need is the lead's query (email and business name: a requirement has none).
 */
function requirementPart(userId: string, business: SQL, also: SQL, withDeclined: boolean) {
  return sql`
      select 'requirement'::text as source, l.id, l.contact_person,
        case when ${requirementLeadAccepted} then l.phone_no end as phone_no,
        null::text as email, null::text as business_name, coalesce(l.query, r.need) as query,
        l.created_at, l.read_at, l.fk_business_id,
        l.status, l.lost_reason, l.note, l.follow_up_on::text as follow_up_on, l.erased_at,
        null::uuid as listing_id,
        r.id as requirement_id, l.offer, r."when" as requirement_when, r.quantity, r.city,
        r.locality, sc.sub_category, r.status as requirement_status,
        r.created_at as requirement_created_at
      from requirement_leads l
      join requirements r on r.id = l.fk_requirement_id
      left join sub_categories sc on sc.id = r.fk_sub_category_id
      join businesses b on b.id = l.fk_business_id
      where l.deleted_at is null and b.fk_user_id = ${userId} and ${business}
        and ${withDeclined ? sql`r.status <> 'removed'` : requirementLeadShown} ${also}`;
}

const stateWhere = (state: EnquiryState) =>
  state === 'new'
    ? sql`e.read_at is null`
    : state === 'read'
      ? sql`e.read_at is not null`
      : sql`true`;

const statusWhere = (status: LeadStatusFilter) =>
  status === 'all' ? sql`true` : sql`e.status = ${status}`;

export const chosenSources = (source: EnquirySourceFilter): readonly EnquirySource[] =>
  source === 'all' ? ENQUIRY_SOURCES : [source];

type Row = {
  source: EnquirySource;
  id: string;
  contact_person: string;
  phone_no: string | null;
  email: string | null;
  business_name: string | null;
  query: string | null;
  created_at: Date | string;
  read_at: Date | string | null;
  status: LeadStatus;
  lost_reason: LeadLostReason | null;
  note: string | null;
  follow_up_on: string | null;
  erased_at: Date | string | null;
  fk_business_id: string;
  business_label: string;
  listing_id: string | null;
  listing_name: string | null;
  listing_deleted: boolean | null;
  requirement_id: string | null;
  offer: RequirementOffer | null;
  requirement_when: RequirementWhen | null;
  quantity: string | null;
  city: string | null;
  locality: string | null;
  sub_category: string | null;
  requirement_status: RequirementState | null;
  requirement_created_at: Date | string | null;
};

export async function select<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as unknown as T[];
}

const toRequirement = (row: Row, now: Date): InboxRequirement | null =>
  row.source === 'requirement' && row.requirement_id && row.offer
    ? {
        _id: row.requirement_id,
        offer: row.offer,
        when: row.requirement_when!,
        quantity: row.quantity,
        city: row.city ?? '',
        locality: row.locality,
        subCategory: row.sub_category,
        open: requirementOfferIsOpen(
          row.offer,
          row.requirement_status!,
          row.requirement_created_at!,
          now,
        ),
      }
    : null;

export const toEnquiry = (row: Row, now: Date): Enquiry => ({
  _id: row.id,
  source: row.source,
  // An erased buyer's placeholders (an empty name, ERASED_PHONE) never leave as contact details.
  contactPerson: row.erased_at === null ? row.contact_person : '',
  phoneNo: row.erased_at === null ? row.phone_no : null,
  erased: row.erased_at !== null,
  requirement: toRequirement(row, now),
  email: row.erased_at === null ? row.email : null,
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
export async function listEnquiries(
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
 * is the sum of the four and the chosen source's count is the list's total); how many are new
 * under the business, days, source and status chosen (the New filter's count); and how many each
 * status holds under the business, days, source and state chosen (All is their sum, and the
 * chosen status's count is the list's total too).
 */
export async function countEnquiries(db: Database, userId: string, filters: InboxFilters) {
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
  const counts: EnquiryCounts = {
    all: 0,
    business: 0,
    product: 0,
    service: 0,
    requirement: 0,
    new: 0,
    statuses,
  };
  for (const row of rows) {
    counts[row.source] += Number(row.n);
    counts.all += Number(row.n);
    counts.new += Number(row.unread);
    statuses[row.status] += Number(row.in_status);
    statuses.all += Number(row.in_status);
  }
  return counts;
}

export type Reader = Pick<AppDeps, 'database' | 'clock'>;

/**
 * One lead of the seller's as the inbox shows it, declined offers included (what the answer to
 * a seller's Accept or Not interested shows: docs/decisions/033-requirements.md); null when it is
 * not theirs to see.
 */
export async function inboxEnquiry(
  deps: Reader,
  auth: Authenticated,
  ref: { source: EnquirySource; id: string },
): Promise<Enquiry | null> {
  if (!isId(ref.id)) return null;
  const [row] = await listEnquiries(
    deps.database.db,
    auth.user.id,
    { source: ref.source, state: 'all', status: 'all', lead: ref.id, withDeclined: true },
    null,
  );
  return row ? toEnquiry(row, deps.clock.now()) : null;
}
