import type { Notification, NotificationMessage } from '@haat/shared';
import { idSchema } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { announceNotification, insertNotification } from '../notifications/service.ts';

// Every administrator change runs through adminAction: its writes, its audit entries and the
// notifications it sends commit together or not at all; live events go out after the commit.

export type AuditEntry = {
  action: string;
  entityType: string;
  entityId: string;
  /** The record's fields before and after the change, as JSON (dates as ISO strings). */
  before?: unknown;
  after?: unknown;
};

export type AdminTx = {
  tx: Database;
  now: Date;
  adminId: string;
  audit(entry: AuditEntry): Promise<void>;
  notify(userId: string, notification: NotificationMessage, redirect: string | null): Promise<void>;
};

/** Runs an administrator change in one transaction with its audit entries and notifications. */
export async function adminAction<T>(
  deps: AppDeps,
  adminId: string,
  work: (ctx: AdminTx) => Promise<T>,
): Promise<T> {
  const now = deps.clock.now();
  const sent: Array<{ userId: string; notification: Notification }> = [];
  const result = await deps.database.db.transaction(async (tx) =>
    work({
      tx,
      now,
      adminId,
      async audit(entry) {
        await tx.insert(adminAuditLog).values({
          adminId,
          action: entry.action,
          entityType: entry.entityType,
          entityId: entry.entityId,
          before: entry.before ?? null,
          after: entry.after ?? null,
          createdAt: now,
        });
      },
      async notify(userId, notification, redirect) {
        sent.push({
          userId,
          notification: await insertNotification(tx, {
            userId,
            notification,
            redirect,
            createdAt: now,
          }),
        });
      },
    }),
  );
  for (const { userId, notification } of sent) {
    // The notification is saved; a live-event hiccup only delays the badge until its next poll.
    await announceNotification(deps, userId, notification).catch(() => undefined);
  }
  return result;
}

/** A record id as the console sends it; anything but a UUID names nothing (404). */
export function recordId(id: string, message?: string): string {
  if (!idSchema.safeParse(id).success) throw notFound(message);
  return id.toLowerCase();
}

/** ISO text of a timestamp for audit entries and answers. */
export const isoOrNull = (date: Date | null | undefined) => date?.toISOString() ?? null;
