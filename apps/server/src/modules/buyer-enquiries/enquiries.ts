import { sql } from 'drizzle-orm';
import {
  BUYER_MSG,
  type BuyerProgress,
  type EnquiryReceipt,
  type LeadKind,
  type LeadStatus,
  type MyEnquiry,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { iso, rows } from '../../db/query.ts';
import { BUSINESS_VISIBLE, LISTING_VISIBLE } from '../../db/visibility.ts';
import { notFound } from '../../lib/http-error.ts';
import { responseTimes } from '../response-time/service.ts';

// What a buyer reads of their own enquiries: only the phone's own, from the three
// lead tables, newest first; the seller's side is reduced to Sent, Seen and Contacted.

/** The statuses that say the seller reached the buyer; each reads 'Contacted' to the buyer. */
export const CONTACTED_STATUSES = ['contacted', 'quoted', 'won', 'lost'] as const;
/** The statuses after which a buyer is invited to rate the seller (a lost lead is not). */
export const INVITING_STATUSES = ['contacted', 'quoted', 'won'] as const;

/** The progress a buyer sees: never the seller's own words for it (Quoted, Won, Lost). */
export function buyerProgress(lead: { status: LeadStatus; readAt: Date | string | null }) {
  if ((CONTACTED_STATUSES as readonly string[]).includes(lead.status)) return 'contacted';
  return lead.readAt ? 'seen' : ('sent' satisfies BuyerProgress);
}

/** At most this many enquiries are listed: a buyer's whole history in practice. */
export const MY_ENQUIRIES_LIMIT = 200;

type Row = {
  id: string;
  kind: LeadKind;
  created_at: Date | string;
  read_at: Date | string | null;
  status: LeadStatus;
  status_changed_at: Date | string | null;
  business_id: string;
  business_name: string;
  business_phone: string | null;
  business_slug: string | null;
  business_public: boolean;
  listing_id: string | null;
  listing_name: string | null;
  listing_public: boolean | null;
  reviewed: boolean;
};

/** The product or service leads of a phone, in the shape of the business leads' part. */
const listingPart = (kind: 'product' | 'service', phoneNo: string) => {
  const table = sql.raw(kind === 'product' ? 'product_leads' : 'service_leads');
  const listings = sql.raw(kind === 'product' ? 'products' : 'services');
  const fk = sql.raw(kind === 'product' ? 'fk_product_id' : 'fk_service_id');
  return sql`select e.id, ${kind}::text as kind, e.created_at, e.read_at, e.status, e.status_changed_at,
                    e.phone_no, b.id as business_id, b.name as business_name, b.phone_no as business_phone,
                    b.slug as business_slug, (${BUSINESS_VISIBLE}) as business_public,
                    l.id as listing_id, l.name as listing_name, (${LISTING_VISIBLE}) as listing_public
               from ${table} e join ${listings} l on l.id = e.${fk}
               join businesses b on b.id = l.fk_business_id join users u on u.id = b.fk_user_id
              where e.phone_no = ${phoneNo} and e.deleted_at is null`;
};

/**
 * Every enquiry the phone sent that its seller has not deleted, newest first, with what the
 * buyer may know of it. The seller's contact is the business's public number, and only while
 * the business is public (a business gone from the site is named but not offered to call).
 */
export async function myEnquiries(
  db: Database,
  phoneNo: string,
  now: Date,
  inviteAfterDays: number,
): Promise<MyEnquiry[]> {
  const inviteBefore = new Date(now.getTime() - inviteAfterDays * 24 * 3600_000);
  const found = await rows<Row>(
    db,
    sql`select x.*, exists (select 1 from reviews r
                             where r.fk_business_id = x.business_id and r.phone_no = x.phone_no) as reviewed
          from (
            select e.id, 'business'::text as kind, e.created_at, e.read_at, e.status, e.status_changed_at,
                   e.phone_no, b.id as business_id, b.name as business_name, b.phone_no as business_phone,
                   b.slug as business_slug, (${BUSINESS_VISIBLE}) as business_public,
                   null::uuid as listing_id, null::text as listing_name, null::boolean as listing_public
              from business_leads e join businesses b on b.id = e.fk_business_id
              join users u on u.id = b.fk_user_id
             where e.phone_no = ${phoneNo} and e.deleted_at is null
            union all ${listingPart('product', phoneNo)}
            union all ${listingPart('service', phoneNo)}
          ) x
         order by x.created_at desc, x.id desc
         limit ${MY_ENQUIRIES_LIMIT}`,
  );
  // One invitation a business: on its newest enquiry that qualifies.
  const invited = new Set<string>();
  return found.map((row) => {
    const changed = row.status_changed_at ? new Date(row.status_changed_at) : null;
    const rateInvite =
      row.business_public &&
      !row.reviewed &&
      (INVITING_STATUSES as readonly string[]).includes(row.status) &&
      changed !== null &&
      changed <= inviteBefore &&
      !invited.has(row.business_id);
    if (rateInvite) invited.add(row.business_id);
    return {
      _id: row.id,
      kind: row.kind,
      sentAt: iso(row.created_at),
      progress: buyerProgress({ status: row.status, readAt: row.read_at }),
      business: {
        _id: row.business_id,
        name: row.business_name,
        phoneNo: row.business_public ? row.business_phone : null,
        slug: row.business_public ? row.business_slug : null,
      },
      listing:
        row.listing_id && row.listing_name ? { _id: row.listing_id, name: row.listing_name } : null,
      rateInvite,
    };
  });
}

/**
 * Who received an enquiry to this public listing or business, for the buyer's receipt, with the
 * response time its page shows.
 */
export async function enquiryReceipt(
  db: Database,
  kind: LeadKind,
  id: string,
  now: Date,
): Promise<EnquiryReceipt> {
  const seller =
    kind === 'business'
      ? sql`select b.id as "_id", b.name, b.phone_no as "phoneNo", b.slug
              from businesses b join users u on u.id = b.fk_user_id
             where b.id = ${id} and ${BUSINESS_VISIBLE}`
      : sql`select b.id as "_id", b.name, b.phone_no as "phoneNo", b.slug
              from ${sql.raw(kind === 'product' ? 'products' : 'services')} l
              join businesses b on b.id = l.fk_business_id join users u on u.id = b.fk_user_id
             where l.id = ${id} and ${LISTING_VISIBLE}`;
  const [business] = await rows<EnquiryReceipt['business']>(db, seller);
  if (!business) throw notFound(BUYER_MSG.receiptNotFound);
  const times = await responseTimes(db, [business._id], now);
  return { business, responseTime: times.get(business._id) ?? null };
}
