import { and, count, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businessLeads, productLeads, serviceLeads } from '../../db/schema/index.ts';
import { requirementLeadShown } from './requirement-leads.ts';

/**
 * Every live enquiry of each business, whatever it was sent from (the business itself, one of
 * its products or services, deleted listings included, and the posted requirements it was offered
 * and did not decline: docs/decisions/033-requirements.md): the business card's "N leads", which is
 * the total of that business's inbox.
 */
export async function enquiryCountsByBusiness(db: Database, ids: string[]) {
  const totals = new Map<string, number>();
  if (!ids.length) return totals;
  const counts = await Promise.all([
    ...[businessLeads, productLeads, serviceLeads].map((table) =>
      db
        .select({ id: table.fkBusinessId, n: count() })
        .from(table)
        .where(and(inArray(table.fkBusinessId, ids), isNull(table.deletedAt)))
        .groupBy(table.fkBusinessId),
    ),
    requirementCounts(db, ids),
  ]);
  for (const rows of counts) {
    for (const row of rows) totals.set(row.id, (totals.get(row.id) ?? 0) + row.n);
  }
  return totals;
}

/** The requirement leads each business's inbox shows (the inbox's own rule). */
async function requirementCounts(db: Database, ids: string[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(
    sql`select l.fk_business_id as id, count(*)::int as n from requirement_leads l
         where l.fk_business_id in (${list}) and l.deleted_at is null and ${requirementLeadShown}
         group by l.fk_business_id`,
  );
  return result.rows as unknown as { id: string; n: number }[];
}
