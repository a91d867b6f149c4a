import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ERASED_PHONE } from '@haat/shared';
import {
  alertPreferences,
  businesses,
  consents,
  erasures,
  listingRevisions,
  notifications,
  otpCodes,
  phoneVerifications,
  products,
  pushSubscriptions,
  requirements,
  reviews,
  services,
  sessions,
  subscriptionRequests,
  users,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { ClaimedJob } from '../../lib/jobs/queue.ts';
import type { JobHandler } from '../../lib/jobs/worker.ts';
import { removeImages } from '../../lib/storage/index.ts';
import { softDeleteListingsOfBusiness } from '../listings-common/service.ts';
import { releaseShopSlugs } from '../shop/service.ts';
import type { AccountErasurePayload } from './deletion.ts';

// The erasure of a seller's account when its grace period ends (docs/decisions/037-personal-data.md).
// One transaction: the account and what names its owner are blanked or deleted, their businesses
// and listings leave the site the way a seller's own Delete removes them, and the erasures row
// records how many rows of each table changed, nothing of what they held. The enquiries they
// received stay (the buyers' record too; the retention rules delete them in time), as do the
// audit log's rows, which point at the now blank account.

/** What a password hash can never verify against (argon2 refuses it): no one signs in. */
const UNUSABLE_PASSWORD = '!erased';

/**
 * Carries out the erasure `erasureId` if it is due and neither cancelled nor done; answers the
 * counts, or null when there was nothing to do. Files of the pictures go after the commit: a
 * rollback must not leave rows naming files already gone.
 */
export async function eraseAccount(deps: AppDeps, erasureId: string) {
  const now = deps.clock.now();
  const outcome = await deps.database.db.transaction(async (tx) => {
    // The row lock orders this with a sign-in that would cancel it (auth/deletion-cancel.ts).
    const [erasure] = await tx
      .select()
      .from(erasures)
      .where(eq(erasures.id, erasureId))
      .for('update');
    if (!erasure?.userId || erasure.cancelledAt || erasure.completedAt) return null;
    if (erasure.dueAt > now) return { holdUntil: erasure.dueAt };
    const userId = erasure.userId;
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) return null;

    const owned = await tx
      .select({ id: businesses.id, images: businesses.images })
      .from(businesses)
      .where(eq(businesses.fkUserId, userId));
    const businessIds = owned.map((row) => row.id);
    const images: string[] = [...owned.flatMap((row) => row.images)];
    if (user.logo) images.push(user.logo);
    const counts: Record<string, number> = {};
    const count = (table: string, changed: { length: number }) => {
      if (changed.length) counts[table] = (counts[table] ?? 0) + changed.length;
    };

    if (businessIds.length) {
      for (const table of [products, services] as const) {
        const listed = await tx
          .select({ images: table.images })
          .from(table)
          .where(inArray(table.fkBusinessId, businessIds));
        images.push(...listed.flatMap((row) => row.images));
        for (const id of businessIds) await softDeleteListingsOfBusiness(tx, table, id, now);
        count(
          table === products ? 'products' : 'services',
          await tx
            .update(table)
            .set({ images: [] })
            .where(inArray(table.fkBusinessId, businessIds))
            .returning({ id: table.id }),
        );
      }
      for (const id of businessIds) await releaseShopSlugs(tx, id);
      // Off the site as the seller's own Delete does it, and without its owner's contact.
      count(
        'businesses',
        await tx
          .update(businesses)
          .set({
            deletedAt: sql`coalesce(${businesses.deletedAt}, ${now.toISOString()}::timestamptz)`,
            phoneNo: ERASED_PHONE,
            address: '',
            website: null,
            gst: null,
            fb: null,
            insta: null,
            domain: null,
            latitude: null,
            longitude: null,
            locationSource: null,
            images: [],
          })
          .where(eq(businesses.fkUserId, userId))
          .returning({ id: businesses.id }),
      );
    }

    const revisions = await tx
      .delete(listingRevisions)
      .where(eq(listingRevisions.fkUserId, userId))
      .returning({ images: listingRevisions.images });
    images.push(...revisions.flatMap((row) => row.images));
    count('listing_revisions', revisions);

    // What they wrote as a buyer under this account keeps its words, not its writer.
    count(
      'reviews',
      await tx
        .update(reviews)
        .set({ name: '', phoneNo: ERASED_PHONE, erasedAt: now })
        .where(and(eq(reviews.fkUserId, userId), isNull(reviews.erasedAt)))
        .returning({ id: reviews.id }),
    );
    count(
      'requirements',
      await tx
        .update(requirements)
        .set({ contactPerson: '', phoneNo: ERASED_PHONE, erasedAt: now })
        .where(and(eq(requirements.fkUserId, userId), isNull(requirements.erasedAt)))
        .returning({ id: requirements.id }),
    );

    const byUser = [
      ['sessions', sessions, sessions.userId],
      ['push_subscriptions', pushSubscriptions, pushSubscriptions.fkUserId],
      ['alert_preferences', alertPreferences, alertPreferences.fkUserId],
      ['consents', consents, consents.userId],
      ['notifications', notifications, notifications.fkUserId],
      ['subscription_requests', subscriptionRequests, subscriptionRequests.fkUserId],
    ] as const;
    for (const [name, table, column] of byUser) {
      count(name, await tx.delete(table).where(eq(column, userId)).returning());
    }
    count(
      'otp_codes',
      await tx
        .delete(otpCodes)
        .where(eq(otpCodes.phoneNo, user.phoneNo))
        .returning({ id: otpCodes.id }),
    );
    count(
      'phone_verifications',
      await tx
        .delete(phoneVerifications)
        .where(eq(phoneVerifications.phoneNo, user.phoneNo))
        .returning({ id: phoneVerifications.id }),
    );

    count(
      'users',
      await tx
        .update(users)
        .set({
          firstName: '',
          lastName: '',
          email: null,
          address: null,
          city: null,
          state: null,
          logo: null,
          phoneNo: ERASED_PHONE,
          passwordHash: UNUSABLE_PASSWORD,
          isActive: false,
          rejectionMessage: null,
          erasedAt: now,
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id }),
    );
    await tx.update(erasures).set({ completedAt: now, counts }).where(eq(erasures.id, erasureId));
    return { counts, images };
  });
  if (!outcome || 'holdUntil' in outcome) return outcome;
  await removeImages(deps.storage, outcome.images, (err) =>
    deps.log.error({ err }, 'account erasure: removing pictures failed'),
  );
  return { counts: outcome.counts };
}

/** The job's handler: registered in app.ts under ACCOUNT_ERASURE. */
export function accountErasureHandler(deps: AppDeps): JobHandler {
  return async (job: ClaimedJob) => {
    const { erasureId } = job.payload as AccountErasurePayload;
    const outcome = await eraseAccount(deps, erasureId);
    if (outcome && 'holdUntil' in outcome && outcome.holdUntil) {
      return { holdUntil: outcome.holdUntil };
    }
  };
}
