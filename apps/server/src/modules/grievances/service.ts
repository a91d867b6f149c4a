import { and, asc, eq, sql } from 'drizzle-orm';
import {
  GRIEVANCE_MSG,
  type AdminGrievance,
  type GrievanceAnswers,
  type GrievanceTopic,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { grievances } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound as notFoundWith } from '../../lib/http-error.ts';
import { enforceLimit } from '../../lib/rate-limit/index.ts';
import { addressKey } from '../../lib/visitor.ts';
import { adminAction } from '../audit/service.ts';

// Grievances about one's personal data (docs/decisions/037-personal-data.md): anyone may file
// one; it is answered from the console by its due date, and followed at a link only its id
// opens (a random UUID: nobody can guess another's).

/** Grievances one address (an IPv4 address or an IPv6 /64) may file per window, as the contact form. */
export const GRIEVANCE_LIMIT = 20;
export const GRIEVANCE_WINDOW_SECONDS = 60 * 60;

const DAY_MS = 24 * 3600_000;

const notFound = () => notFoundWith(GRIEVANCE_MSG.notFound);

/**
 * POST /api/grievances. Its due date is GRIEVANCE_ANSWER_DAYS after now. `userId`: the seller
 * signed in while filing it, so the answer can be read against their account.
 */
export async function fileGrievance(
  deps: AppDeps,
  input: {
    name: string;
    phoneNo?: string | undefined;
    email?: string | undefined;
    topic: GrievanceTopic;
    message: string;
  },
  userId: string | null,
  ip: string,
): Promise<GrievanceAnswers['filed']> {
  await enforceLimit(
    deps.limiter,
    addressKey('grievance', { ip }),
    GRIEVANCE_LIMIT,
    GRIEVANCE_WINDOW_SECONDS,
  );
  const now = deps.clock.now();
  const [row] = await deps.database.db
    .insert(grievances)
    .values({
      name: input.name,
      phoneNo: input.phoneNo ?? null,
      email: input.email ?? null,
      userId,
      topic: input.topic,
      message: input.message,
      dueAt: new Date(now.getTime() + deps.config.grievanceAnswerDays * DAY_MS),
      createdAt: now,
    })
    .returning({ _id: grievances.id, dueAt: grievances.dueAt });
  if (!row) throw new Error('grievance not stored');
  return row;
}

const followColumns = {
  _id: grievances.id,
  topic: grievances.topic,
  message: grievances.message,
  status: grievances.status,
  createdAt: grievances.createdAt,
  dueAt: grievances.dueAt,
  answer: grievances.answer,
  answeredAt: grievances.answeredAt,
};

/** GET /api/grievances/:id: what the person sees; their contact details are not repeated. */
export async function followGrievance(
  db: Database,
  id: string,
): Promise<GrievanceAnswers['follow']> {
  const [grievance] = await db.select(followColumns).from(grievances).where(eq(grievances.id, id));
  if (!grievance) throw notFound();
  return { grievance };
}

const adminColumns = (now: Date) => ({
  ...followColumns,
  name: grievances.name,
  phoneNo: grievances.phoneNo,
  email: grievances.email,
  userId: grievances.userId,
  overdue: sql<boolean>`(${grievances.status} = 'open' and ${grievances.dueAt} < ${now.toISOString()}::timestamptz)`,
});

/**
 * GET /api/admin/grievances: open ones first, the nearest due date first (the overdue on top);
 * then the answered, the latest answered first.
 */
export async function listGrievances(deps: AppDeps): Promise<GrievanceAnswers['list']> {
  const list = await deps.database.db
    .select(adminColumns(deps.clock.now()))
    .from(grievances)
    .orderBy(
      sql`case when ${grievances.status} = 'open' then 0 else 1 end`,
      sql`case when ${grievances.status} = 'open' then ${grievances.dueAt} end asc`,
      sql`${grievances.answeredAt} desc nulls last`,
      asc(grievances.createdAt),
    );
  return { grievances: list };
}

/**
 * PUT /api/admin/grievances/answer: answers an open grievance, audited with the administrator's
 * other changes. An answer is final (400 for a second one): the person may already have read it.
 */
export async function answerGrievance(
  deps: AppDeps,
  adminId: string,
  input: { id: string; answer: string },
): Promise<GrievanceAnswers['answered']> {
  return adminAction(deps, adminId, async (ctx) => {
    const [current] = await ctx.tx
      .select({ status: grievances.status, dueAt: grievances.dueAt })
      .from(grievances)
      .where(eq(grievances.id, input.id))
      .for('update');
    if (!current) throw notFound();
    if (current.status !== 'open') throw badRequest(GRIEVANCE_MSG.alreadyAnswered);
    await ctx.tx
      .update(grievances)
      .set({ status: 'answered', answer: input.answer, answeredAt: ctx.now, answeredBy: adminId })
      .where(and(eq(grievances.id, input.id), eq(grievances.status, 'open')));
    await ctx.audit({
      action: 'answerGrievance',
      entityType: 'grievance',
      entityId: input.id,
      // The answer stays in the grievance; the log says who answered and whether it was late.
      before: { status: 'open', dueAt: current.dueAt.toISOString() },
      after: {
        status: 'answered',
        answerLength: input.answer.length,
        late: ctx.now > current.dueAt,
      },
    });
    const [grievance] = await ctx.tx
      .select(adminColumns(ctx.now))
      .from(grievances)
      .where(eq(grievances.id, input.id));
    if (!grievance) throw new Error('grievance not read back');
    return { grievance: grievance satisfies AdminGrievance };
  });
}
