import { sql, type SQL } from 'drizzle-orm';
import {
  LEAD_MSG,
  statusMoveRefusal,
  type EnquiryLife,
  type EnquirySource,
  type LeadLostReason,
  type LeadStatus,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { indiaDay } from '../../lib/india-time.ts';
import type { Authenticated } from '../auth/service.ts';
import { scheduleFollowUp } from './follow-up-reminder.ts';
import { offerColumn, shownWhere, TABLE_NAMES } from './lead-tables.ts';
import { isId } from './service.ts';

// A lead's life in the seller's inbox — its status (the machine is in
// @haat/shared lead-status.ts), the seller's private note and a follow-up day. Each call works
// on one live lead of the caller's own businesses: another seller's, a deleted or an unknown
// lead answers 404, and a refused change leaves the lead as it was.
// A requirement lead has a life only once its seller accepted it; on one only offered
// every change answers 409 (LEAD_MSG.requirementNotAccepted) and the offer is answered instead
// (modules/requirements). A declined one, or one of a removed requirement, is not in the inbox:
// 404, as for an unknown lead.

type LeadRef = { source: EnquirySource; id: string };

type LifeRow = {
  id: string;
  read_at: Date | string | null;
  status: LeadStatus;
  lost_reason: LeadLostReason | null;
  note: string | null;
  follow_up_on: string | null;
};

const LIFE_COLUMNS = sql.raw(
  'l.id, l.read_at, l.status, l.lost_reason, l.note, l.follow_up_on::text as follow_up_on',
);

const toLife = (source: EnquirySource, row: LifeRow): EnquiryLife => ({
  _id: row.id,
  source,
  isRead: row.read_at !== null,
  status: row.status,
  lostReason: row.lost_reason,
  note: row.note,
  followUpOn: row.follow_up_on,
});

async function rows<T = LifeRow>(db: Database, query: SQL) {
  return (await db.execute(query)).rows as unknown as T[];
}

/** The caller's live lead, locked for the transaction; 404 when it is not theirs to change. */
async function lockOwnLead(db: Database, auth: Authenticated, ref: LeadRef) {
  // Not an id of ours: unknown, as the database would refuse the text as a uuid (a 500).
  if (!isId(ref.id)) throw notFound();
  const [row] = await rows<LifeRow & { offer: string | null }>(
    db,
    sql`
      select ${LIFE_COLUMNS}, ${offerColumn(ref.source)} as offer
      from ${TABLE_NAMES[ref.source]} l
      join businesses b on b.id = l.fk_business_id
      where l.id = ${ref.id} and l.deleted_at is null and b.fk_user_id = ${auth.user.id}
        and ${shownWhere(ref.source)}
      for update of l`,
  );
  if (!row) throw notFound();
  // Offered only (a buyer-sent lead has no offer): not the seller's lead yet.
  if (row.offer !== null && row.offer !== 'accepted')
    throw conflict(LEAD_MSG.requirementNotAccepted);
  return row;
}

/**
 * PUT /userAdmin/enquiries/status: moves the lead as the machine allows (409 in words when it
 * does not), keeping the reason only for Lost. A real change stamps `status_changed_at`; the
 * first move out of New stamps `first_action_at`, which never changes after. The lead is read.
 */
export async function changeEnquiryStatus(
  deps: AppDeps,
  auth: Authenticated,
  change: LeadRef & { status: LeadStatus; lostReason?: LeadLostReason | undefined },
) {
  const now = deps.clock.now().toISOString();
  return deps.database.db.transaction(async (tx) => {
    const lead = await lockOwnLead(tx, auth, change);
    const refusal = statusMoveRefusal(lead.status, change.status);
    if (refusal) throw conflict(refusal);
    const reason = change.status === 'lost' ? (change.lostReason ?? null) : null;
    const changed = lead.status !== change.status || lead.lost_reason !== reason;
    const [row] = await rows(
      tx,
      sql`
        update ${TABLE_NAMES[change.source]} l
        set status = ${change.status}, lost_reason = ${reason},
          status_changed_at = ${changed ? sql`${now}::timestamptz` : sql`l.status_changed_at`},
          first_action_at = ${
            change.status === 'new'
              ? sql`l.first_action_at`
              : sql`coalesce(l.first_action_at, ${now}::timestamptz)`
          },
          read_at = coalesce(l.read_at, ${now}::timestamptz)
        where l.id = ${change.id}
        returning ${LIFE_COLUMNS}`,
    );
    return toLife(change.source, row!);
  });
}

/**
 * PUT /userAdmin/enquiries/markContacted: what the web app sends when the seller taps Call or
 * WhatsApp on a lead. A new lead becomes Contacted (its first action); a lead further on keeps
 * its status. Again and again: no further change. The lead is read.
 */
export async function markEnquiryContacted(deps: AppDeps, auth: Authenticated, ref: LeadRef) {
  const now = sql`${deps.clock.now().toISOString()}::timestamptz`;
  return deps.database.db.transaction(async (tx) => {
    await lockOwnLead(tx, auth, ref);
    const [row] = await rows(
      tx,
      sql`
        update ${TABLE_NAMES[ref.source]} l
        set status = case when l.status = 'new' then 'contacted' else l.status end,
          status_changed_at = case when l.status = 'new' then ${now} else l.status_changed_at end,
          first_action_at = case when l.status = 'new'
            then coalesce(l.first_action_at, ${now}) else l.first_action_at end,
          read_at = coalesce(l.read_at, ${now})
        where l.id = ${ref.id}
        returning ${LIFE_COLUMNS}`,
    );
    return toLife(ref.source, row!);
  });
}

/**
 * DELETE /userAdmin/enquiries/delete of a requirement lead: the seller's once accepted, like any
 * lead (a soft delete); an offer is answered with Accept or Not interested instead (409).
 */
export async function deleteRequirementLead(deps: AppDeps, auth: Authenticated, id: string) {
  const ref = { source: 'requirement' as const, id };
  await deps.database.db.transaction(async (tx) => {
    await lockOwnLead(tx, auth, ref);
    await tx.execute(
      sql`update requirement_leads set deleted_at = ${deps.clock.now().toISOString()}::timestamptz
           where id = ${id}`,
    );
  });
}

/**
 * PUT /userAdmin/enquiries/followUp: the private note and the follow-up day (a field left out
 * stays; null clears it). A day before today in India is refused (400), unless it is the day the
 * lead already has (the note of an overdue lead can still be edited). A new day replaces the
 * waiting reminder with one for 09:00 India time on it, in the same transaction.
 */
export async function saveEnquiryFollowUp(
  deps: AppDeps,
  auth: Authenticated,
  change: LeadRef & { note?: string | null | undefined; followUpOn?: string | null | undefined },
) {
  const now = deps.clock.now();
  const result = await deps.database.db.transaction(async (tx) => {
    const lead = await lockOwnLead(tx, auth, change);
    const day = change.followUpOn === undefined ? lead.follow_up_on : change.followUpOn;
    const dayChanged = day !== lead.follow_up_on;
    if (dayChanged && day !== null && day < indiaDay(now)) throw badRequest(LEAD_MSG.followUpPast);
    const note = change.note === undefined ? lead.note : change.note;
    const [row] = await rows(
      tx,
      sql`
        update ${TABLE_NAMES[change.source]} l
        set note = ${note}, follow_up_on = ${day}::date
        where l.id = ${change.id}
        returning ${LIFE_COLUMNS}`,
    );
    if (dayChanged) await scheduleFollowUp(tx, change, day, now);
    return { life: toLife(change.source, row!), scheduled: dayChanged && day !== null };
  });
  if (result.scheduled) deps.jobs.ring();
  return result.life;
}
