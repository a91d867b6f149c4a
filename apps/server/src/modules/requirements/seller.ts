import { sql } from 'drizzle-orm';
import {
  REQUIREMENT_MSG,
  requirementOfferIsOpen,
  type Enquiry,
  type LeadLostReason,
  type LeadStatus,
  type RequirementOffer,
  type RequirementReportReason,
  type RequirementState,
  type RequirementWhen,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { Authenticated } from '../auth/service.ts';
import { matchBusinesses } from './matching.ts';
import { announceOffers, writeOffers, type Written } from './offers.ts';
import { storedRequirement, storedSpec } from './spec.ts';

// The seller's side of an offered requirement: accept (the lead becomes theirs and
// its phone shows) or Not interested (the next match gets it while the requirement is under a
// day old), and report an abusive one to the administrator.

type LeadRow = {
  id: string;
  contact_person: string;
  phone_no: string;
  query: string | null;
  created_at: Date | string;
  read_at: Date | string | null;
  status: LeadStatus;
  lost_reason: LeadLostReason | null;
  note: string | null;
  follow_up_on: string | null;
  offer: RequirementOffer;
  fk_business_id: string;
  business_label: string;
  requirement_id: string;
  need: string;
  when: RequirementWhen;
  quantity: string | null;
  city: string;
  locality: string | null;
  sub_category: string | null;
  requirement_status: RequirementState;
  requirement_created_at: Date | string;
  erased_at: Date | string | null;
};

/** One requirement lead of the seller's businesses (not deleted), or 404 as for anyone else's. */
async function ownLead(db: Database, auth: Authenticated, id: string, lock: boolean) {
  const [row] = await rows<LeadRow>(
    db,
    sql`select l.id, l.contact_person, l.phone_no, l.query, l.created_at, l.read_at, l.status,
          l.lost_reason, l.note, l.follow_up_on::text as follow_up_on, l.offer, l.fk_business_id,
          l.erased_at,
          b.name as business_label, r.id as requirement_id, r.need, r."when", r.quantity, r.city,
          r.locality, sc.sub_category, r.status as requirement_status,
          r.created_at as requirement_created_at
        from requirement_leads l
        join businesses b on b.id = l.fk_business_id
        join requirements r on r.id = l.fk_requirement_id
        left join sub_categories sc on sc.id = r.fk_sub_category_id
       where l.id = ${id} and l.deleted_at is null and b.fk_user_id = ${auth.user.id}
       ${lock ? sql`for update of l, r` : sql``}`,
  );
  if (!row) throw notFound();
  return row;
}

/**
 * The lead as the seller's inbox shows it (the inbox's union reads the same fields): the phone
 * only once accepted; `requirement.open` while it can still be answered.
 */
function toEnquiry(row: LeadRow, now: Date): Enquiry {
  const requirementCreatedAt = new Date(row.requirement_created_at);
  return {
    _id: row.id,
    source: 'requirement',
    // An erased buyer's placeholders never leave as contact details.
    contactPerson: row.erased_at === null ? row.contact_person : '',
    phoneNo: row.offer === 'accepted' && row.erased_at === null ? row.phone_no : null,
    erased: row.erased_at !== null,
    requirement: {
      _id: row.requirement_id,
      offer: row.offer,
      when: row.when,
      quantity: row.quantity,
      city: row.city,
      locality: row.locality,
      subCategory: row.sub_category,
      open: requirementOfferIsOpen(row.offer, row.requirement_status, requirementCreatedAt, now),
    },
    email: null,
    businessName: null,
    query: row.query ?? row.need,
    createdAt: new Date(row.created_at).toISOString(),
    isRead: row.read_at !== null,
    status: row.status,
    lostReason: row.lost_reason,
    note: row.note,
    followUpOn: row.follow_up_on,
    business: { _id: row.fk_business_id, name: row.business_label },
    listing: null,
  };
}

/**
 * PUT /api/userAdmin/requirements/respond {id, answer}. Accept: the offer is the seller's lead
 * (its phone shows; the answer is its first action, which response time counts). Decline: it
 * goes to the next match (every business already offered left out) while the requirement is
 * open; with no next match and no other seller left on it, it waits for the administrator
 * (unmatched). Answered already → 409 alreadyAnswered; closed, removed or over a day old → 409
 * offerGone; another seller's → 404. Answers the lead as the inbox shows it now.
 */
export async function respondToOffer(
  deps: AppDeps,
  auth: Authenticated,
  body: { id: string; answer: 'accept' | 'decline' },
): Promise<{ enquiry: Enquiry; message: string }> {
  const db = deps.database.db;
  const now = deps.clock.now();
  // The next match's question, read before the transaction: the search's understanding keeps
  // its dictionary per database handle, never per transaction.
  const seen = await ownLead(db, auth, body.id, false);
  const spec =
    body.answer === 'decline'
      ? await storedSpec(db, (await storedRequirement(db, seen.requirement_id))!, now.getTime())
      : undefined;
  const written = await db.transaction(async (tx): Promise<Written> => {
    const lead = await ownLead(tx, auth, body.id, true);
    if (lead.offer !== 'offered') throw conflict(REQUIREMENT_MSG.alreadyAnswered);
    if (
      !requirementOfferIsOpen(
        lead.offer,
        lead.requirement_status,
        new Date(lead.requirement_created_at),
        now,
      )
    ) {
      throw conflict(REQUIREMENT_MSG.offerGone);
    }
    const at = now.toISOString();
    if (body.answer === 'accept') {
      await tx.execute(sql`update requirement_leads
          set offer = 'accepted', responded_at = ${at}, first_action_at = coalesce(first_action_at, ${at}),
              read_at = coalesce(read_at, ${at})
        where id = ${lead.id}`);
      return [];
    }
    await tx.execute(sql`update requirement_leads
        set offer = 'declined', responded_at = ${at}, read_at = coalesce(read_at, ${at})
      where id = ${lead.id}`);
    const { maxSellers: _max, ...settings } = deps.config.requirements;
    const [next] = await matchBusinesses(tx, spec!, settings, now, 1);
    if (next) {
      const [last] = await rows<{ rank: number | null }>(
        tx,
        sql`select max(rank)::int as rank from requirement_leads where fk_requirement_id = ${lead.requirement_id}`,
      );
      return writeOffers(
        tx,
        {
          id: lead.requirement_id,
          need: lead.need,
          contactPerson: lead.contact_person,
          phoneNo: lead.phone_no,
        },
        [{ id: next.id, ownerId: next.ownerId, rank: (last?.rank ?? 0) + 1 }],
        'match',
        now,
      );
    }
    // Nobody left on it: the administrator's queue shows it as unmatched, to route by hand.
    await tx.execute(sql`update requirements set status = 'unmatched'
        where id = ${lead.requirement_id} and status = 'matched'
          and not exists (select 1 from requirement_leads
                           where fk_requirement_id = ${lead.requirement_id} and offer <> 'declined')`);
    return [];
  });
  await announceOffers(deps, written);
  return {
    enquiry: toEnquiry(await ownLead(db, auth, body.id, false), now),
    message: body.answer === 'accept' ? REQUIREMENT_MSG.accepted : REQUIREMENT_MSG.declined,
  };
}

/**
 * PUT /api/userAdmin/requirements/report {id, reason}: the seller tells the administrator the
 * requirement is spam or abuse. The first report is kept (its time and reason); later ones
 * change nothing. Another seller's lead → 404.
 */
export async function reportOffer(
  deps: AppDeps,
  auth: Authenticated,
  body: { id: string; reason: RequirementReportReason },
) {
  const db = deps.database.db;
  const lead = await ownLead(db, auth, body.id, false);
  await db.execute(sql`update requirements
      set reported_at = ${deps.clock.now().toISOString()}, report_reason = ${body.reason}
    where id = ${lead.requirement_id} and reported_at is null`);
}
