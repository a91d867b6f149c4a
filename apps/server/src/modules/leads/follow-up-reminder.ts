import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  fillNotification,
  followUpNotification,
  isClosedStatus,
  NOTIFICATION_TEXT_HI,
  withErasedBuyer,
  type NotificationKey,
  type EnquirySource,
  type LeadStatus,
  type Notification,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { indiaTimeOn } from '../../lib/india-time.ts';
import { enqueueJob, finishJobs, isUnfinished, type ClaimedJob } from '../../lib/jobs/queue.ts';
import type { JobHandler } from '../../lib/jobs/worker.ts';
import { sendPushToUser } from '../alerts/service.ts';
import { announceNotification, insertNotification } from '../notifications/service.ts';
import { leadLink } from './lead-link.ts';
import { TABLE_NAMES } from './lead-tables.ts';
import { requirementLeadAccepted, requirementLeadShown } from './requirement-leads.ts';

// A lead's follow-up day brings the seller a reminder at 09:00 India time on that
// day, as a durable job (docs/decisions/028, 029) enqueued with the change that sets the day.

/** The job of reminding a seller of a lead's follow-up day. */
export const LEAD_FOLLOW_UP = 'lead-follow-up';

/** The hour of India's morning at which the reminders of a day go. */
export const FOLLOW_UP_HOUR = 9;

export type FollowUpPayload = { source: EnquirySource; id: string; day: string };

/** The lead's jobs share a group, so a new day can cancel the old day's reminder. */
const groupOf = (source: EnquirySource, id: string) => `${source}:${id}`;

/** 09:00 in India on `day` ('YYYY-MM-DD'). */
export function followUpTime(day: string) {
  return indiaTimeOn(day, FOLLOW_UP_HOUR);
}

/**
 * Inside the transaction that changes the lead's follow-up day: the reminders still waiting for
 * its old day are finished unsent, and a day (if any) gets its own, due at 09:00 India time then
 * or at once when that moment has passed (a follow-up set for today after 09:00).
 */
export async function scheduleFollowUp(
  db: Database,
  lead: { source: EnquirySource; id: string },
  day: string | null,
  now: Date,
) {
  await db
    .update(jobs)
    .set({ finishedAt: now })
    .where(
      and(
        eq(jobs.kind, LEAD_FOLLOW_UP),
        eq(jobs.groupKey, groupOf(lead.source, lead.id)),
        isNull(jobs.finishedAt),
        isNull(jobs.failedAt),
      ),
    );
  if (day === null) return;
  const due = followUpTime(day);
  await enqueueJob(db, {
    kind: LEAD_FOLLOW_UP,
    payload: { source: lead.source, id: lead.id, day } satisfies FollowUpPayload,
    groupKey: groupOf(lead.source, lead.id),
    runAt: due > now ? due : now,
  });
}

type ReminderLead = {
  contact_person: string;
  status: LeadStatus;
  follow_up_on: string | null;
  deleted_at: Date | string | null;
  /** The buyer had their phone erased: the reminder names no one. */
  erased_at: Date | string | null;
  seller_id: string;
  target_name: string;
  /** Still the seller's lead: a requirement lead accepted and its requirement not removed. */
  owned: boolean;
};

/** What a requirement lead's reminder says it is about: the buyer's need, cut to a line. */
const NEED_IN_REMINDER = 80;
const aboutNeed = (need: string) =>
  need.length > NEED_IN_REMINDER ? `${need.slice(0, NEED_IN_REMINDER - 1)}…` : need;

/** The lead as the reminder needs it, locked until the reminder is written. */
async function leadToRemind(db: Database, payload: FollowUpPayload) {
  const target =
    payload.source === 'business'
      ? sql`b.name`
      : payload.source === 'product'
        ? sql`(select name from products where id = l.fk_product_id)`
        : payload.source === 'service'
          ? sql`(select name from services where id = l.fk_service_id)`
          : sql`(select need from requirements where id = l.fk_requirement_id)`;
  const owned =
    payload.source === 'requirement'
      ? sql`${requirementLeadAccepted} and ${requirementLeadShown}`
      : sql`true`;
  const result = await db.execute(sql`
    select l.contact_person, l.status, l.follow_up_on::text as follow_up_on, l.deleted_at,
      l.erased_at,
      b.fk_user_id as seller_id, ${target} as target_name, ${owned} as owned
    from ${TABLE_NAMES[payload.source]} l
    join businesses b on b.id = l.fk_business_id
    where l.id = ${payload.id}
    for update of l`);
  const lead = (result.rows[0] as ReminderLead | undefined) ?? null;
  if (lead && payload.source === 'requirement') lead.target_name = aboutNeed(lead.target_name);
  return lead;
}

export type FollowUpReminder = { sellerId: string; notification: Notification };

/**
 * Where a follow-up reminder reaches the seller once it is written: their open screens hear of
 * the notification, and their subscribed browsers get it as a push (its English words, as the
 * enquiry's push; a tap opens the lead). The reminder goes at 09:00, after the default quiet
 * hours. A push that fails is not tried again: the notification is already in the app.
 */
export async function deliverFollowUpReminder(deps: AppDeps, reminder: FollowUpReminder) {
  await announceNotification(deps, reminder.sellerId, reminder.notification);
  const { notification } = reminder;
  const hindi = notification.message
    ? fillNotification(
        NOTIFICATION_TEXT_HI[notification.message.key as NotificationKey],
        notification.message.values,
      )
    : notification.notification;
  await sendPushToUser(deps, reminder.sellerId, (language) => ({
    title: language === 'hi' ? 'आज फ़ॉलो-अप करें' : 'Follow-up today',
    body: language === 'hi' ? hindi : notification.notification,
    url: notification.redirect ?? '/userAdmin/enquiries',
    tag: `follow-up-${notification._id}`,
  })).catch(() => {
    // Not tried again: the reminder itself is written and shows in the app.
  });
}

/**
 * Reminds the seller when the lead still has this follow-up day, is not deleted, is still theirs
 * (a requirement lead of a removed requirement is not) and is still open (not won or lost);
 * otherwise the job ends without a word. The notification and the job's
 * end commit together, so a worker that dies after it never writes a second one.
 */
export function followUpReminderHandler(deps: AppDeps): JobHandler {
  return async (job: ClaimedJob) => {
    const payload = job.payload as FollowUpPayload;
    const now = deps.clock.now();
    const reminder = await deps.database.db.transaction(async (tx) => {
      const lead = await leadToRemind(tx, payload);
      // A newer day cancelled it while it waited for the lock.
      if (!(await isUnfinished(tx, job.id))) return null;
      const due =
        lead !== null &&
        lead.deleted_at === null &&
        lead.owned &&
        lead.follow_up_on === payload.day &&
        !isClosedStatus(lead.status);
      if (!due) return null;
      const notification = await insertNotification(tx, {
        userId: lead.seller_id,
        notification:
          lead.erased_at === null
            ? followUpNotification(lead.contact_person, lead.target_name, payload.day)
            : withErasedBuyer(followUpNotification('', lead.target_name, payload.day)),
        redirect: leadLink(payload.source, payload.id),
        createdAt: now,
      });
      await finishJobs(tx, [job.id], now);
      return { sellerId: lead.seller_id, notification };
    });
    if (reminder) await deliverFollowUpReminder(deps, reminder);
  };
}
