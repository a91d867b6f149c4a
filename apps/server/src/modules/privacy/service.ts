import { desc, eq, sql } from 'drizzle-orm';
import { defaultPrivacyNotice, PRIVACY_MSG, type PrivacyAnswers } from '@haat/shared';
import { privacyNotices, users } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { isConstraintViolation } from '../../lib/database-errors.ts';
import { conflict } from '../../lib/http-error.ts';
import { adminAction } from '../audit/service.ts';

// The privacy notice (docs/decisions/036-privacy-notice.md): versions are only ever added, the
// highest is the one shown, and until one is published the built-in text (version 0) is.

/** The periods the built-in notice quotes, from the server's configuration. */
export const noticePeriods = (config: AppDeps['config']) => ({
  ...config.retention,
  accountDeletionGraceDays: config.accountDeletionGraceDays,
  grievanceAnswerDays: config.grievanceAnswerDays,
});

/** GET /api/public/privacyPolicy: the notice shown now, and whom to write to about one's data. */
export async function currentNotice(deps: AppDeps): Promise<PrivacyAnswers['current']> {
  const [latest] = await deps.database.db
    .select({
      version: privacyNotices.version,
      body: privacyNotices.body,
      bodyHi: privacyNotices.bodyHi,
      publishedAt: privacyNotices.publishedAt,
    })
    .from(privacyNotices)
    .orderBy(desc(privacyNotices.version))
    .limit(1);
  const { grievance } = deps.config;
  return {
    notice: latest ?? {
      version: 0,
      // The periods this server really keeps things for, as configured.
      ...defaultPrivacyNotice(noticePeriods(deps.config)),
      publishedAt: null,
    },
    grievance: {
      name: grievance.name,
      email: grievance.email,
      phone: grievance.phone,
      demo: grievance.unset.length > 0,
    },
  };
}

/**
 * The version of the notice shown now (0: the built-in text): what a consent given now was given
 * under. Read with the caller's transaction, so a consent and its version are one write.
 */
export async function currentNoticeVersion(db: Database): Promise<number> {
  const [latest] = await db
    .select({ version: privacyNotices.version })
    .from(privacyNotices)
    .orderBy(desc(privacyNotices.version))
    .limit(1);
  return latest?.version ?? 0;
}

const versionColumns = {
  _id: privacyNotices.id,
  version: privacyNotices.version,
  body: privacyNotices.body,
  bodyHi: privacyNotices.bodyHi,
  publishedAt: privacyNotices.publishedAt,
  publishedBy: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
};

/** GET /api/admin/privacyPolicy: every published version, newest first. */
export async function listVersions(deps: AppDeps): Promise<PrivacyAnswers['versions']> {
  const versions = await deps.database.db
    .select(versionColumns)
    .from(privacyNotices)
    .innerJoin(users, eq(users.id, privacyNotices.publishedBy))
    .orderBy(desc(privacyNotices.version));
  return { versions };
}

/**
 * POST /api/admin/privacyPolicy: publishes the next version, audited with the administrator's
 * other changes. Two publications at the same moment cannot both be version n: the second is
 * refused (409), so nobody replaces a text they have not read.
 */
export async function publishNotice(
  deps: AppDeps,
  adminId: string,
  input: { body: string; bodyHi: string | null },
): Promise<PrivacyAnswers['published']> {
  try {
    return await adminAction(deps, adminId, async (ctx) => {
      const [last] = await ctx.tx
        .select({ version: privacyNotices.version })
        .from(privacyNotices)
        .orderBy(desc(privacyNotices.version))
        .limit(1);
      const version = (last?.version ?? 0) + 1;
      const [row] = await ctx.tx
        .insert(privacyNotices)
        .values({
          version,
          body: input.body,
          bodyHi: input.bodyHi,
          publishedAt: ctx.now,
          publishedBy: adminId,
        })
        .returning({ id: privacyNotices.id });
      if (!row) throw new Error('privacy notice not stored');
      await ctx.audit({
        action: 'publishPrivacyNotice',
        entityType: 'privacyNotice',
        entityId: row.id,
        // The texts stay in privacy_notices for good; the log says which version replaced which.
        before: { version: last?.version ?? 0 },
        after: {
          version,
          bodyLength: input.body.length,
          bodyHiLength: input.bodyHi?.length ?? null,
        },
      });
      const [published] = await ctx.tx
        .select(versionColumns)
        .from(privacyNotices)
        .innerJoin(users, eq(users.id, privacyNotices.publishedBy))
        .where(eq(privacyNotices.id, row.id));
      if (!published) throw new Error('privacy notice not read back');
      return { version: published };
    });
  } catch (err) {
    if (isConstraintViolation(err, 'unique')) throw conflict(PRIVACY_MSG.publishedMeanwhile);
    throw err;
  }
}
