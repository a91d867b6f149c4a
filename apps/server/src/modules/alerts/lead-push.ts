import { inQuietHours, indiaClock, type PushLanguage, type PushMessage } from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { nextIndiaTime } from '../../lib/india-time.ts';
import {
  isUnfinished,
  lockGroup,
  pendingInGroup,
  setPayload,
  type ClaimedJob,
} from '../../lib/jobs/queue.ts';
import type { JobHandler } from '../../lib/jobs/worker.ts';
import { foldAlerts, type Alert, type StoredAlertPayload } from './lead-alert.ts';
import { countPushDevices, storedPreferences } from './preferences.ts';
import { sendPushToUser } from './push.ts';

/**
 * The job of pushing a new enquiry to the seller's browsers. A job of its own beside
 * the SMS one (`lead-alert`): push has no hourly allowance, so a held SMS never holds a push.
 */
export const LEAD_PUSH = 'lead-push';

/** Where a tap opens when the enquiry names no page of its own: the inbox, newest first. */
export const INBOX_PATH = '/userAdmin/enquiries';

/** The words of an enquiry's push and of a summary, in each language a browser subscribes in. */
const WORDS: Record<
  PushLanguage,
  {
    one: (contactPerson: string, targetName: string) => { title: string; body: string };
    many: (count: number) => { title: string; body: string };
  }
> = {
  en: {
    one: (contactPerson, targetName) => ({
      title: `New enquiry from ${contactPerson}`,
      body: `For "${targetName}" on Haat. Tap to open it.`,
    }),
    many: (count) => ({
      title: `${count} new enquiries`,
      body: `${count} enquiries on Haat are waiting for you. Tap to open them.`,
    }),
  },
  hi: {
    one: (contactPerson, targetName) => ({
      title: `${contactPerson} की नई पूछताछ`,
      body: `Haat पर "${targetName}" के लिए। खोलने के लिए टैप करें।`,
    }),
    many: (count) => ({
      title: `${count} नई पूछताछ`,
      body: `Haat पर ${count} पूछताछ आपका इंतज़ार कर रही हैं। खोलने के लिए टैप करें।`,
    }),
  },
};

/** The push of one enquiry, or a summary of several (after quiet hours), in `language`. */
export function pushMessage(jobId: string, alerts: Alert[], language: PushLanguage = 'en') {
  const words = WORDS[language];
  const [only] = alerts;
  if (alerts.length === 1 && only) {
    return {
      ...words.one(only.contactPerson, only.targetName),
      url: only.url ?? INBOX_PATH,
      tag: `lead-${jobId}`,
    } satisfies PushMessage;
  }
  return {
    ...words.many(alerts.length),
    url: INBOX_PATH,
    tag: `leads-${jobId}`,
  } satisfies PushMessage;
}

/**
 * Pushes the enquiry at once, or holds it through the seller's quiet hours; at their end the held
 * ones of the seller go as one summary (folded into the first, as the SMS handler does; push has
 * no hourly allowance, so in the day each enquiry is pushed on its own). Nothing
 * when push is off or no browser is subscribed. The push is sent after the transaction: a failure
 * leaves the job (and what it covers) to be tried again; a gone subscription is removed.
 */
export function leadPushHandler(deps: AppDeps): JobHandler {
  type Decision = null | { holdUntil: Date } | { alerts: Alert[] };
  return async (job: ClaimedJob) => {
    const payload = job.payload as StoredAlertPayload;
    const decided = await deps.database.db.transaction(async (tx): Promise<Decision> => {
      await lockGroup(tx, LEAD_PUSH, payload.sellerId);
      if (!(await isUnfinished(tx, job.id))) return null;
      const preferences = await storedPreferences(tx, payload.sellerId);
      if (!preferences?.push || (await countPushDevices(tx, payload.sellerId)) === 0) return null;
      const now = deps.clock.now();
      if (inQuietHours(indiaClock(now).minutes, preferences.quietFrom, preferences.quietTo)) {
        // Marked, so that at the end of the quiet hours the held ones go as one summary.
        if (!payload.held) await setPayload(tx, job.id, { ...payload, held: true });
        return { holdUntil: nextIndiaTime(now, preferences.quietTo) };
      }
      // In the day every enquiry is its own push, also when the worker is behind: only alerts
      // held through the quiet hours are summed up.
      const others = payload.held
        ? (await pendingInGroup(tx, job, now)).filter(
            (other) => (other.payload as StoredAlertPayload).held,
          )
        : [];
      return { alerts: await foldAlerts(tx, job, payload, others, now) };
    });
    if (!decided) return;
    if ('holdUntil' in decided) return decided;
    await sendPushToUser(deps, payload.sellerId, (language) =>
      pushMessage(job.id, decided.alerts, language),
    );
  };
}
