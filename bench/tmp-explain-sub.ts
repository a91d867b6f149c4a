import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { listingCountSql, listingPageSql } from '../apps/server/src/modules/discovery/listings.ts';
const h = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/haat_bench' } as any);
const db = h.db;
const subs = (await db.execute(sql`select sc.id, (select count(*) from product_sub_categories l where l.fk_sub_category_id = sc.id) n from sub_categories sc join categories c on c.id = sc.fk_category_id where c.type='product' order by sc.id limit 5`)).rows;
console.log(subs);
for (const sort of ['new arrivals', 'a-z'] as const) {
  for (const offset of [0, 12]) {
    const q = { kind: 'product' as const, subCategoryIds: [String(subs[1]!.id)], sort, limit: 12, offset };
    const t0 = Date.now();
    const r = await db.execute(sql`explain (analyze, buffers) ${listingPageSql(q)}`);
    console.log(sort, offset, Date.now() - t0, 'ms\n' + r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
  }
}
const q = { kind: 'product' as const, subCategoryIds: [String(subs[1]!.id)], sort: 'new arrivals' as const, limit: 12, offset: 0 };
const r = await db.execute(sql`explain (analyze, buffers) ${listingCountSql(q)}`);
console.log('count\n' + r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
await h.close();
