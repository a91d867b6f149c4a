import { and, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_REQUIREMENT_FILTERS,
  REQUIREMENT_MSG,
  type AdminRequirementFilter,
} from '@haat/shared';
import { idList, rows } from '../../db/query.ts';
import { requirements } from '../../db/schema/index.ts';
import { BUSINESS_VISIBLE } from '../../db/visibility.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { adminAction } from '../audit/service.ts';
import { candidateBusinesses } from './matching.ts';
import { announceOffers, writeOffers, type Written } from './offers.ts';
import { adminRequirement, adminRequirements } from './read.ts';
import { storedRequirement, storedSpec } from './spec.ts';

// The administrator's requirements: the queue by filter with every filter's count and
// how many were answered, the candidates to route one to by hand, routing (unmatched, held or
// matched ones) and removing an abusive one. Route and remove are audited (admin_audit_log);
// the audit names the requirement and the businesses, never the buyer's phone.

/** Open: still waiting on sellers or on the administrator; reported: a seller reported it. */
const FILTER_WHERE: Record<AdminRequirementFilter, SQL> = {
  open: sql`status in ('matched', 'unmatched', 'held')`,
  reported: sql`reported_at is not null and status <> 'removed'`,
  matched: sql`status = 'matched'`,
  unmatched: sql`status = 'unmatched'`,
  held: sql`status = 'held'`,
  closed: sql`status = 'closed'`,
  removed: sql`status = 'removed'`,
};

const filterCondition = (state: AdminRequirementFilter): SQL | undefined => {
  switch (state) {
    case 'open':
      return inArray(requirements.status, ['matched', 'unmatched', 'held']);
    case 'reported':
      return and(isNotNull(requirements.reportedAt), ne(requirements.status, 'removed'));
    default:
      return eq(requirements.status, state);
  }
};

/** GET /api/admin/requirements/fetchAll?state=&pageNo=&perPage=: newest first. */
export async function adminPage(
  deps: AppDeps,
  query: { state: AdminRequirementFilter; pageNo: number; perPage: number },
) {
  const db = deps.database.db;
  const counted = sql.join(
    ADMIN_REQUIREMENT_FILTERS.map(
      (filter) =>
        sql`count(*) filter (where ${FILTER_WHERE[filter]})::int as ${sql.raw(`"${filter}"`)}`,
    ),
    sql`, `,
  );
  const [totals] = await rows<Record<AdminRequirementFilter | 'answered' | 'matched_ever', number>>(
    db,
    sql`select ${counted},
        (select count(distinct fk_requirement_id)::int from requirement_leads where offer = 'accepted') as answered,
        (select count(distinct fk_requirement_id)::int from requirement_leads) as matched_ever
      from requirements`,
  );
  const counts = Object.fromEntries(
    ADMIN_REQUIREMENT_FILTERS.map((filter) => [filter, totals?.[filter] ?? 0]),
  ) as Record<AdminRequirementFilter, number>;
  return {
    requirements: await adminRequirements(db, filterCondition(query.state), {
      limit: query.perPage,
      offset: (query.pageNo - 1) * query.perPage,
    }),
    total: counts[query.state],
    counts,
    answered: totals?.answered ?? 0,
    matchedEver: totals?.matched_ever ?? 0,
  };
}

async function requirementOr404(deps: AppDeps, id: string) {
  const row = await storedRequirement(deps.database.db, id);
  if (!row) throw notFound(REQUIREMENT_MSG.notFound);
  return row;
}

/**
 * GET /api/admin/requirements/candidates?id=&q=: businesses to route it to, ranked as the match
 * ranks them; the daily cap and earlier offers only show.
 */
export async function routeCandidates(
  deps: AppDeps,
  query: { id: string; q?: string | undefined },
) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const row = await requirementOr404(deps, query.id);
  const spec = await storedSpec(db, row, now.getTime());
  const { radiusKm, perBusinessDaily } = deps.config.requirements;
  const found = await candidateBusinesses(db, spec, { radiusKm, perBusinessDaily }, now, query.q);
  return {
    businesses: found.map((business) => ({
      _id: business.id,
      name: business.name,
      city: business.city,
      businessType: business.kind,
      distanceKm: business.distanceKm,
      todayCount: business.todayCount,
      alreadyOffered: business.alreadyOffered,
    })),
  };
}

/**
 * PUT /api/admin/requirements/route {id, businessIds}: offers an unmatched, held or matched
 * requirement to the chosen public businesses of its kind (at most the match's number), each
 * with its notification and alert; it is then matched. Businesses already offered it are left
 * as they are. Audited.
 */
export async function routeRequirement(
  deps: AppDeps,
  adminId: string,
  body: { id: string; businessIds: string[] },
) {
  const db = deps.database.db;
  const { maxSellers } = deps.config.requirements;
  const ids = [...new Set(body.businessIds)];
  if (ids.length > maxSellers) {
    throw badRequest(REQUIREMENT_MSG.routeTooMany.replace('{{max}}', String(maxSellers)));
  }
  const row = await requirementOr404(deps, body.id);
  if (row.status === 'closed' || row.status === 'removed') {
    throw conflict(REQUIREMENT_MSG.offerGone);
  }
  const chosen = await rows<{ id: string; ownerId: string }>(
    db,
    sql`select b.id, b.fk_user_id as "ownerId"
          from businesses b join users u on u.id = b.fk_user_id
         where b.id in (${idList(ids)}) and ${BUSINESS_VISIBLE} and b.business_type = ${row.kind}`,
  );
  if (chosen.length !== ids.length) throw badRequest(REQUIREMENT_MSG.routeBusinessInvalid);

  const written = await adminAction(deps, adminId, async (ctx): Promise<Written> => {
    const [locked] = await ctx.tx
      .select({ status: requirements.status })
      .from(requirements)
      .where(eq(requirements.id, row.id))
      .for('update');
    if (!locked || locked.status === 'closed' || locked.status === 'removed') {
      throw conflict(REQUIREMENT_MSG.offerGone);
    }
    const offered = await writeOffers(
      ctx.tx,
      { id: row.id, need: row.need, contactPerson: row.contactPerson, phoneNo: row.phoneNo },
      chosen.map((business) => ({ id: business.id, ownerId: business.ownerId, rank: null })),
      'admin',
      ctx.now,
    );
    await ctx.tx.update(requirements).set({ status: 'matched' }).where(eq(requirements.id, row.id));
    await ctx.audit({
      action: 'route',
      entityType: 'requirement',
      entityId: row.id,
      before: { status: locked.status },
      after: { status: 'matched', businessIds: chosen.map((business) => business.id) },
    });
    return offered;
  });
  await announceOffers(deps, written);
  return (await adminRequirement(db, row.id))!;
}

/**
 * PUT /api/admin/requirements/remove {id, reason}: takes an abusive requirement down: removed for
 * the buyer, gone from every seller's inbox, its open offers no longer answerable. Audited with
 * the reason; removing it again changes nothing.
 */
export async function removeRequirement(
  deps: AppDeps,
  adminId: string,
  body: { id: string; reason: string },
) {
  const row = await requirementOr404(deps, body.id);
  await adminAction(deps, adminId, async (ctx) => {
    const [locked] = await ctx.tx
      .select({ status: requirements.status })
      .from(requirements)
      .where(eq(requirements.id, row.id))
      .for('update');
    if (!locked || locked.status === 'removed') return;
    await ctx.tx
      .update(requirements)
      .set({ status: 'removed', removedAt: ctx.now })
      .where(eq(requirements.id, row.id));
    await ctx.audit({
      action: 'remove',
      entityType: 'requirement',
      entityId: row.id,
      before: { status: locked.status },
      after: { status: 'removed', reason: body.reason },
    });
  });
  return (await adminRequirement(deps.database.db, row.id))!;
}
