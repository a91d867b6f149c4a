import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { AdminCity } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { cities, states } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/sql.ts';
import { adminAction, recordId } from '../audit/service.ts';

// Served cities: where the market operates. The location picker and the city lists read
// `is_served` on every request (modules/locations), so a toggle shows at once.

/** GET /api/admin/city/fetchAll {search, served}: served cities first, then by name. */
export async function listCities(
  db: Database,
  query: {
    search?: string | undefined;
    served: 'all' | 'served' | 'unserved';
    pageNo: number;
    perPage: number;
  },
) {
  const where = and(
    query.search ? ilike(cities.name, containsPattern(query.search)) : undefined,
    query.served === 'all' ? undefined : eq(cities.isServed, query.served === 'served'),
  );
  const [found, [total]] = await Promise.all([
    db
      .select({ _id: cities.id, city: cities.name, state: states.name, isServed: cities.isServed })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.fkStateId))
      .where(where)
      .orderBy(desc(cities.isServed), asc(cities.name), asc(states.name))
      .limit(query.perPage)
      .offset((query.pageNo - 1) * query.perPage),
    db.select({ n: count() }).from(cities).where(where),
  ]);
  return { cities: found satisfies AdminCity[], total: total?.n ?? 0 };
}

/** PUT /api/admin/city/setServed {id, isServed}. */
export async function setServed(deps: AppDeps, adminId: string, rawId: string, isServed: boolean) {
  const id = recordId(rawId);
  return adminAction(deps, adminId, async (ctx) => {
    const [current] = await ctx.tx
      .select({ name: cities.name, isServed: cities.isServed })
      .from(cities)
      .where(eq(cities.id, id))
      .for('update');
    if (!current) throw notFound();
    if (current.isServed !== isServed) {
      await ctx.tx.update(cities).set({ isServed }).where(eq(cities.id, id));
      await ctx.audit({
        action: 'setServed',
        entityType: 'city',
        entityId: id,
        before: { city: current.name, isServed: current.isServed },
        after: { city: current.name, isServed },
      });
    }
    return { _id: id, city: current.name, isServed };
  });
}
