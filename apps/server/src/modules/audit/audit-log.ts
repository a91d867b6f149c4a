import { and, count, desc, eq } from 'drizzle-orm';
import type { AdminAuditEntry } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { adminAuditLog, users } from '../../db/schema/index.ts';

/** GET /api/admin/audit/fetchAll: every administrator action, newest first, with who did it. */
export async function listAudit(
  db: Database,
  query: {
    entityType?: string | undefined;
    entityId?: string | undefined;
    pageNo: number;
    perPage: number;
  },
) {
  const where = and(
    query.entityType ? eq(adminAuditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(adminAuditLog.entityId, query.entityId) : undefined,
  );
  const [found, [total]] = await Promise.all([
    db
      .select({ entry: adminAuditLog, admin: users })
      .from(adminAuditLog)
      .innerJoin(users, eq(users.id, adminAuditLog.adminId))
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.perPage)
      .offset((query.pageNo - 1) * query.perPage),
    db.select({ n: count() }).from(adminAuditLog).where(where),
  ]);
  return {
    entries: found.map(({ entry, admin }): AdminAuditEntry => ({
      _id: entry.id,
      admin: {
        _id: admin.id,
        name: `${admin.firstName} ${admin.lastName}`,
        phoneNo: admin.phoneNo,
      },
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
