import { and, count, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businessLeads, productLeads, serviceLeads } from '../../db/schema/index.ts';

/**
 * Every live enquiry of each business, whatever it was sent from (the business itself, one of
 * its products or services, deleted listings included): the business card's "N leads", which
 * is the total of that business's inbox (issue 26).
 */
export async function enquiryCountsByBusiness(db: Database, ids: string[]) {
  const totals = new Map<string, number>();
  if (!ids.length) return totals;
  const counts = await Promise.all(
    [businessLeads, productLeads, serviceLeads].map((table) =>
      db
        .select({ id: table.fkBusinessId, n: count() })
        .from(table)
        .where(and(inArray(table.fkBusinessId, ids), isNull(table.deletedAt)))
        .groupBy(table.fkBusinessId),
    ),
  );
  for (const rows of counts) {
    for (const row of rows) totals.set(row.id, (totals.get(row.id) ?? 0) + row.n);
  }
  return totals;
}
