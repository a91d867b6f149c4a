import { inQuietHours, indiaClock } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { nextIndiaTime } from '../../lib/india-time.ts';
import {
  finishJobs,
  isUnfinished,
  lockGroup,
  pendingInGroup,
  setPayload,
  type ClaimedJob,
} from '../../lib/jobs/queue.ts';
import type { JobHandler } from '../../lib/jobs/worker.ts';
import { recordSmsSent, storedPreferences } from './preferences.ts';

/** The job of telling a seller of a new enquiry. */
export const LEAD_ALERT = 'lead-alert';

/**
 * At most one SMS alert this often: enquiries that come sooner wait and go as one summary, so a
 * busy hour costs the seller three messages, not thirty.
 */
export const SMS_ALERT_SPACING_MS = 20 * 60_000;

export type LeadAlertPayload = {
  sellerId: string;
  contactPerson: string;
  targetName: string;
  /** The page that opens this enquiry (a push's tap); the inbox when absent. */
  url?: string;
  /** Alerts of the same seller this one now carries (a summary that has yet to go). */
  covers?: Alert[];
};
export type Alert = Omit<LeadAlertPayload, 'covers'>;
/** A job's payload as stored: push jobs also mark whether quiet hours held them. */
export type StoredAlertPayload = LeadAlertPayload & { held?: boolean };

const alertOf = ({ covers: _covers, held: _held, ...alert }: StoredAlertPayload): Alert => alert;

/**
 * Folds `others` (the seller's other due jobs of this kind, locked) into this job, in the
 * caller's transaction: their alerts join its `covers`, kept with it, and they end. A send that
 * then fails leaves this job, with all it covers, to be tried again. Answers every alert the job
 * carries, its own first.
 */
export async function foldAlerts(
  tx: Database,
  job: Pick<ClaimedJob, 'id'>,
  payload: StoredAlertPayload,
  others: ReadonlyArray<{ id: string; payload: unknown }>,
  now: Date,
): Promise<Alert[]> {
  const covers = [
    ...(payload.covers ?? []),
    ...others.flatMap((other) => {
      const carried = other.payload as StoredAlertPayload;
      return [alertOf(carried), ...(carried.covers ?? [])];
    }),
  ];
  if (others.length > 0) {
    await setPayload(tx, job.id, { ...payload, covers });
    await finishJobs(
      tx,
      others.map((other) => other.id),
      now,
    );
  }
  return [alertOf(payload), ...covers];
}

/** The words of one alert, or of a summary of several. */
export function alertText(publicUrl: string, payloads: Alert[]) {
  const open = `Open ${publicUrl}/userAdmin/enquiries`;
  const [only] = payloads;
  if (payloads.length === 1 && only) {
    return `Haat: new enquiry from ${only.contactPerson} for "${only.targetName}". ${open}`;
  }
  return `Haat: ${payloads.length} new enquiries are waiting for you. ${open}`;
}

/**
 * Sends the seller an SMS for this enquiry when they chose SMS alerts: held through their quiet
 * hours and for the spacing after the last SMS, then sent with every other alert of theirs that
 * is due as one summary. Handlers of one seller take turns (lockGroup), so two instances never
 * send the same summary. The summary's alerts are folded into this job (`covers`) and finished
 * in one transaction before the SMS goes, outside it: a database connection is never held while
 * a provider answers (on PGlite there is only one), and a send that fails or a worker that dies
 * leaves this job, with all it covers, to be tried again.
 */
export function leadAlertHandler(deps: AppDeps): JobHandler {
  type Decision = null | { holdUntil: Date } | { phoneNo: string; alerts: Alert[] };
  return async (job: ClaimedJob) => {
    const decided = await deps.database.db.transaction(async (tx): Promise<Decision> => {
      const payload = job.payload as LeadAlertPayload;
      await lockGroup(tx, LEAD_ALERT, payload.sellerId);
      // Another worker's summary covered it while it waited for the lock.
      if (!(await isUnfinished(tx, job.id))) return null;
      const preferences = await storedPreferences(tx, payload.sellerId);
      if (!preferences?.sms || !deps.sms.sends('alert')) return null;
      const now = deps.clock.now();
      if (inQuietHours(indiaClock(now).minutes, preferences.quietFrom, preferences.quietTo)) {
        return { holdUntil: nextIndiaTime(now, preferences.quietTo) };
      }
      const last = preferences.lastSmsAt?.getTime();
      if (last !== undefined && now.getTime() - last < SMS_ALERT_SPACING_MS) {
        return { holdUntil: new Date(last + SMS_ALERT_SPACING_MS) };
      }
      const others = await pendingInGroup(tx, job, now);
      const alerts = await foldAlerts(tx, job, payload, others, now);
      return { phoneNo: preferences.phoneNo, alerts };
    });
    if (!decided) return;
    if ('holdUntil' in decided) return decided;
    await deps.sms.send(decided.phoneNo, alertText(deps.config.publicUrl, decided.alerts), 'alert');
    await recordSmsSent(
      deps.database.db,
      (job.payload as LeadAlertPayload).sellerId,
      deps.clock.now(),
    );
  };
}
