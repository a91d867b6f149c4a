import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AdminContactMessage } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { adminAction, recordId } from '../audit/service.ts';

// Messages from the /contactUs form (modules/contact keeps them): read and mark handled.

type Row = typeof contactMessages.$inferSelect;
const toMessage = (row: Row): AdminContactMessage => ({
  _id: row.id,
  name: row.name,
  phoneNo: row.phoneNo,
  email: row.email,
  message: row.message,
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const STATUS = {
  new: isNull(contactMessages.resolvedAt),
  handled: isNotNull(contactMessages.resolvedAt),
  all: undefined,
} as const;

/** GET /api/admin/contactMessages/fetchAll {status}: newest first. */
export async function listContactMessages(
  db: Database,
  query: { status: keyof typeof STATUS; pageNo: number; perPage: number },
) {
  const where = STATUS[query.status];
  const [found, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.perPage)
      .offset((query.pageNo - 1) * query.perPage),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { messages: found.map(toMessage), total: total?.n ?? 0 };
}

export async function countNewContactMessages(db: Database) {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(STATUS.new);
  return row?.n ?? 0;
}

/** PUT /api/admin/contactMessages/markHandled {id, handled}: handled, or back to new. */
export async function markHandled(deps: AppDeps, adminId: string, rawId: string, handled: boolean) {
  const id = recordId(rawId);
  return adminAction(deps, adminId, async (ctx) => {
    const [current] = await ctx.tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update');
    if (!current) throw notFound();
    const resolvedAt = handled ? (current.resolvedAt ?? ctx.now) : null;
    const [row] = await ctx.tx
      .update(contactMessages)
      .set({ resolvedAt })
      .where(eq(contactMessages.id, id))
      .returning();
    if (Boolean(current.resolvedAt) !== handled) {
      await ctx.audit({
        action: handled ? 'markHandled' : 'markNew',
        entityType: 'contactMessage',
        entityId: id,
        before: { resolvedAt: current.resolvedAt?.toISOString() ?? null },
        after: { resolvedAt: resolvedAt?.toISOString() ?? null },
      });
    }
    return { message: toMessage(row!) };
  });
}
