import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { PLAN_NONE } from '@haat/shared';
import type { SessionUser, UserData } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { signToken, tokenFromHeader, verifyToken } from './tokens.ts';

export type UserRow = typeof users.$inferSelect;
export type Authenticated = { user: UserRow; sessionId: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Opens a session row and signs the token that names it. */
export async function openSession(deps: AppDeps, userId: string, userAgent?: string) {
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.config.sessionDays * DAY_MS);
  const [session] = await deps.database.db
    .insert(sessions)
    .values({ userId, expiresAt, userAgent: userAgent?.slice(0, 300) })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned nothing');
  return signToken(deps.config.jwtSecret, { sessionId: session.id, userId }, now, expiresAt);
}

/**
 * The user behind an Authorization header, or null when the token is missing, malformed,
 * expired, revoked, or its user is deactivated.
 */
export async function authenticate(
  deps: AppDeps,
  header: string | undefined,
): Promise<Authenticated | null> {
  const token = tokenFromHeader(header);
  if (!token) return null;
  const now = deps.clock.now();
  const claims = await verifyToken(deps.config.jwtSecret, token, now);
  if (!claims) return null;
  const [row] = await deps.database.db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Database, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, or every one but the session that asked. */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  now: Date,
  exceptSessionId?: string,
) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

/** Administrators work without a plan; everyone else needs an unexpired paid plan. */
export function hasActivePlan(user: Pick<UserRow, 'plan' | 'planExpiresAt' | 'role'>, now: Date) {
  if (user.role === 'admin') return true;
  return user.plan !== PLAN_NONE && !!user.planExpiresAt && user.planExpiresAt > now;
}

export function toSessionUser(user: UserRow): SessionUser {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    plan: user.plan,
    logo: user.logo,
    phoneNo: user.phoneNo,
    email: user.email,
    planExpiresAt: user.planExpiresAt?.toISOString() ?? null,
    gender: user.gender,
    address: user.address,
    city: user.city,
    state: user.state,
    isApproved: user.isApproved,
    rejectionMessage: user.rejectionMessage,
    role: user.role,
  };
}

export function toUserData(user: UserRow): UserData {
  return {
    name: `${user.firstName} ${user.lastName}`,
    plan: user.plan,
    logo: user.logo,
    phoneNo: user.phoneNo,
    email: user.email,
    planExpiresAt: user.planExpiresAt?.toISOString() ?? null,
    role: user.role,
  };
}
