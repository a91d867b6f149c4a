import { and, count, desc, gt, lte, ne } from 'drizzle-orm';
import type { ActivatePlanAnswer, AdminExpiredPlan, PlanId } from '@haat/shared';
import { ADMIN_MSG, formatDate, PLAN_NONE, planActivatedNotification } from '@haat/shared';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { adminAction, recordId } from '../audit/service.ts';
import { activatePlan, closeRequests, findRequest } from '../subscriptions/service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// Plans in the console: an administrator activates what a user paid for (the
// purchase happens on WhatsApp, docs/decisions/007-admin-and-plans.md; DESIGN.md §4 Plans gives the
// date rule).

/**
 * PUT /api/admin/user/activatePlan {id, plan, requestId?}: sets the plan and extends the
 * expiry, closes the user's open requests (the one named and any other: an activation answers
 * them all), audits it and tells the user the new expiry in Asia/Kolkata.
 */
export async function activatePlanForUser(
  deps: AppDeps,
  adminId: string,
  input: { id: string; plan: PlanId; requestId?: string | undefined },
): Promise<ActivatePlanAnswer> {
  const userId = recordId(input.id, ADMIN_MSG.userNotFound);
  if (input.requestId) {
    const request = await findRequest(deps.database.db, recordId(input.requestId));
    if (request.fkUserId !== userId) throw notFound();
  }
  return adminAction(deps, adminId, async (ctx) => {
    const change = await activatePlan(ctx.tx, userId, input.plan, ctx.now);
    const closed = await closeRequests(ctx.tx, { userId }, ctx.now);
    await ctx.audit({
      action: 'activatePlan',
      entityType: 'user',
      entityId: userId,
      before: change.before,
      after: { ...change.after, closedRequests: closed.map((row) => row.id) },
    });
    await ctx.notify(
      userId,
      planActivatedNotification(input.plan, formatDate(change.after.planExpiresAt)),
      '/userAdmin/subscription',
    );
    return {
      user: { _id: userId, ...change.after },
      closedRequests: closed.length,
    };
  });
}

/** PUT /api/admin/subscriptionRequests/close {id}: done without an activation (a no-show). */
export async function closeRequest(deps: AppDeps, adminId: string, id: string) {
  const request = await findRequest(deps.database.db, recordId(id));
  if (request.status !== 'open') throw conflict(ADMIN_MSG.requestNotOpen);
  return adminAction(deps, adminId, async (ctx) => {
    const closed = await closeRequests(ctx.tx, { ids: [request._id] }, ctx.now);
    if (!closed.length) throw conflict(ADMIN_MSG.requestNotOpen);
    await ctx.audit({
      action: 'closeRequest',
      entityType: 'subscriptionRequest',
      entityId: request._id,
      before: { status: 'open', plan: request.plan, userId: request.fkUserId },
      after: { status: 'done', plan: request.plan, userId: request.fkUserId },
    });
    return { _id: request._id, status: 'done' as const };
  });
}

/**
 * GET /api/admin/user/expiredPlans {days, pageNo, perPage}: users on a paid plan whose expiry
 * fell within the last `days` days, most recent expiry first, so the administrator can call
 * them about renewing.
 */
export async function listExpiredPlans(
  deps: AppDeps,
  query: { days: number; pageNo: number; perPage: number },
): Promise<{ users: AdminExpiredPlan[]; total: number }> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - query.days * DAY_MS);
  const where = and(
    ne(users.plan, PLAN_NONE),
    lte(users.planExpiresAt, now),
    gt(users.planExpiresAt, since),
  );
  const db = deps.database.db;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.planExpiresAt), users.id)
    .limit(query.perPage)
    .offset((query.pageNo - 1) * query.perPage);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return {
    users: rows.map((user) => ({
      _id: user.id,
      name: `${user.firstName} ${user.lastName}`,
      phoneNo: user.phoneNo,
      plan: user.plan,
      planExpiresAt: user.planExpiresAt!.toISOString(),
      isActive: user.isActive,
    })),
    total: total?.n ?? 0,
  };
}
