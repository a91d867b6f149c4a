import { desc, sql } from 'drizzle-orm';
import { openDatabase } from './src/db/client.ts';
import { migrateDatabase } from './src/db/migrate.ts';
import { seed } from './src/db/seed/index.ts';
import { products } from './src/db/schema/index.ts';
import { textSearch } from './src/db/search.ts';
for (const url of [undefined, 'postgres://postgres@127.0.0.1:5432/haat_scratch']) {
  const h = await openDatabase({ databaseUrl: url });
  await migrateDatabase(h);
  const r = await seed(h, { demo: true, uploadsDir: '/tmp/haat-seed1/uploads' });
  console.log(h.driver, 'seed ms', r.ms, (await h.db.execute(sql`show pg_trgm.word_similarity_threshold`)).rows);
  for (const q of ['samsng', 'mixr grindr', 'electricals', 'ceiling fan']) {
    const s = textSearch(products, q);
    const rows = await h.db.select({ name: products.name, rank: s.rank }).from(products).where(s.where).orderBy(desc(s.rank)).limit(3);
    console.log(q, rows.map(r => `${r.name} (${Number(r.rank).toFixed(2)})`));
  }
  await h.close();
}
