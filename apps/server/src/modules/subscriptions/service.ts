import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  AdminSubscriptionRequest,
  MySubscription,
  PlanId,
  SubscriptionRequest,
  SubscriptionRequestAnswer,
} from '@haat/shared';
import { ADMIN_MSG, PLAN_NONE, planById, planStatus, SUBSCRIPTION_MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { subscriptionRequests, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { addIndiaMonths } from '../../lib/india-time.ts';
import { enforceLimit } from '../../lib/rate-limit/index.ts';
import type { Authenticated } from '../auth/service.ts';

// Spec §3 plans, §4 Subscription purchase and Plan status, DESIGN.md §4 Plans. The administrator
// console activates plans through the functions exported here.

/** Get Started presses one user may make in REQUEST_WINDOW_SECONDS. */
export const REQUEST_LIMIT = 10;
export const REQUEST_WINDOW_SECONDS = 60 * 60;

type RequestRow = typeof subscriptionRequests.$inferSelect;

const toRequest = (row: RequestRow): SubscriptionRequest => ({
  _id: row.id,
  plan: row.planId as PlanId,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The expiry after activating a plan of `months`: the later of now and the current expiry, plus
 * the plan's length in calendar months as India counts them (31 Jan + 1 month = 28/29 Feb).
 */
export function planExpiry(currentExpiry: Date | null, now: Date, months: number): Date {
  const base = currentExpiry && currentExpiry > now ? currentExpiry : now;
  return addIndiaMonths(base, months);
}

/**
 * Get Started on /subscriptionPlans: records the request an administrator answers, and names
 * the provider's WhatsApp number. Pressing it again for a plan already asked for answers the
 * open request instead of a second one.
 */
export async function requestSubscription(
  deps: AppDeps,
  auth: Authenticated,
  plan: PlanId,
): Promise<SubscriptionRequestAnswer & { created: boolean }> {
  const userId = auth.user.id;
  await enforceLimit(deps.limiter, `subscription:${userId}`, REQUEST_LIMIT, REQUEST_WINDOW_SECONDS);
  const db = deps.database.db;
  const answer = (row: RequestRow, created: boolean) => ({
    request: toRequest(row),
    whatsAppNo: deps.config.subscriptionWhatsAppNo,
    phoneNo: auth.user.phoneNo,
    created,
  });
  const [open] = await db
    .select()
    .from(subscriptionRequests)
    .where(
      and(
        eq(subscriptionRequests.fkUserId, userId),
        eq(subscriptionRequests.planId, plan),
        eq(subscriptionRequests.status, 'open'),
      ),
    )
    .limit(1);
  if (open) return answer(open, false);
  const now = deps.clock.now();
  const [row] = await db
    .insert(subscriptionRequests)
    .values({ fkUserId: userId, planId: plan, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('subscription request insert returned nothing');
  return answer(row, true);
}

/** The signed-in user's plan and its status, and an open request. */
export async function mySubscription(deps: AppDeps, auth: Authenticated): Promise<MySubscription> {
  const { user } = auth;
  const [open] = await deps.database.db
    .select()
    .from(subscriptionRequests)
    .where(and(eq(subscriptionRequests.fkUserId, user.id), eq(subscriptionRequests.status, 'open')))
    .orderBy(desc(subscriptionRequests.createdAt))
    .limit(1);
  const hasPlan = user.plan !== PLAN_NONE;
  return {
    plan: user.plan,
    planExpiresAt: user.planExpiresAt?.toISOString() ?? null,
    status: hasPlan ? planStatus(user.planExpiresAt, deps.clock.now()) : null,
    openRequest: open ? toRequest(open) : null,
  };
}

export type PlanChange = {
  userId: string;
  before: { plan: string; planExpiresAt: string | null };
  after: { plan: PlanId; planExpiresAt: string };
};

/**
 * Activates a plan for a user (DESIGN.md §4): plan set, expiry = max(now, current expiry) +
 * the plan's length. Run inside the caller's transaction; the user row is locked meanwhile so
 * two activations at once add up instead of overwriting each other.
 */
export async function activatePlan(
  tx: Database,
  userId: string,
  planId: PlanId,
  now: Date,
): Promise<PlanChange> {
  const plan = planById(planId);
  if (!plan) throw badRequest(SUBSCRIPTION_MSG.planInvalid);
  const [user] = await tx
    .select({ id: users.id, plan: users.plan, planExpiresAt: users.planExpiresAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw notFound(ADMIN_MSG.userNotFound);
  const current = user.plan === PLAN_NONE ? null : user.planExpiresAt;
  const expires = planExpiry(current, now, plan.months);
  await tx.update(users).set({ plan: plan.id, planExpiresAt: expires }).where(eq(users.id, userId));
  return {
    userId,
    before: { plan: user.plan, planExpiresAt: user.planExpiresAt?.toISOString() ?? null },
    after: { plan: plan.id, planExpiresAt: expires.toISOString() },
  };
}

/** A request by id, for the console to answer; 404 when unknown. */
export async function findRequest(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(subscriptionRequests)
    .where(eq(subscriptionRequests.id, id))
    .limit(1);
  if (!row) throw notFound();
  return { ...toRequest(row), fkUserId: row.fkUserId };
}

/**
 * Marks requests done: the given ones, or (no ids) every open request of the user, since an
 * activation answers whatever the user asked for. Answers the rows it closed.
 */
export async function closeRequests(
  tx: Database,
  where: { userId: string } | { ids: string[] },
  now: Date,
) {
  const scope =
    'ids' in where
      ? inArray(subscriptionRequests.id, where.ids)
      : eq(subscriptionRequests.fkUserId, where.userId);
  return tx
    .update(subscriptionRequests)
    .set({ status: 'done', updatedAt: now })
    .where(and(scope, eq(subscriptionRequests.status, 'open')))
    .returning({ id: subscriptionRequests.id, plan: subscriptionRequests.planId });
}

export async function countOpenRequests(db: Database) {
  const [row] = await db
    .select({ n: count() })
    .from(subscriptionRequests)
    .where(eq(subscriptionRequests.status, 'open'));
  return row?.n ?? 0;
}

/** Requests for the console, oldest open first (newest first for done ones), with the user. */
export async function listRequests(
  db: Database,
  query: { status: 'open' | 'done' | 'all'; pageNo: number; perPage: number },
): Promise<{ requests: AdminSubscriptionRequest[]; total: number }> {
  const where: SQL | undefined =
    query.status === 'all' ? undefined : eq(subscriptionRequests.status, query.status);
  const rows = await db
    .select({ request: subscriptionRequests, user: users })
    .from(subscriptionRequests)
    .innerJoin(users, eq(users.id, subscriptionRequests.fkUserId))
    .where(where)
    .orderBy(
      query.status === 'open'
        ? subscriptionRequests.createdAt
        : desc(subscriptionRequests.createdAt),
      subscriptionRequests.id,
    )
    .limit(query.perPage)
    .offset((query.pageNo - 1) * query.perPage);
  const [total] = await db.select({ n: count() }).from(subscriptionRequests).where(where);
  return {
    requests: rows.map(({ request, user }) => ({
      ...toRequest(request),
      user: {
        _id: user.id,
        name: `${user.firstName} ${user.lastName}`,
        phoneNo: user.phoneNo,
        plan: user.plan,
        planExpiresAt: user.planExpiresAt?.toISOString() ?? null,
        isActive: user.isActive,
      },
    })),
    total: total?.n ?? 0,
  };
}
