// A large generated catalogue for bench/api.ts and by-hand EXPLAINs (docs/performance.md).
//
//   npm run bench:generate -- --pg postgres://postgres@127.0.0.1:5432/haat_bench   1M products
//   npm run bench:generate -- --pglite data/bench-pglite                           100k products
//   options: --size full|small (full: 1,000,000 products, 200,000 services, 50,000 businesses,
//            2,000,000 views, 150,000 leads; small: a tenth, the PGlite default)
//            --products --services --businesses --views --leads (override one count)
//            --fresh (drop what is there first) --batch <rows per statement>
//
// The PostgreSQL database the URL names is created when missing; a database or PGlite directory
// that already holds listings is reused as it is (say --fresh to fill it again). A PGlite
// directory is what the server opens with DATA_DIR set to it.
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  FULL_SIZE,
  SMALL_SIZE,
  fillCatalog,
  hasCatalog,
  settle,
  timed,
  type CatalogSize,
} from './lib/catalog.ts';
import { databaseName, databaseSize, dropDatabase, ensureDatabase } from './lib/database.ts';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'string' },
    pglite: { type: 'string' },
    size: { type: 'string' },
    products: { type: 'string' },
    services: { type: 'string' },
    businesses: { type: 'string' },
    views: { type: 'string' },
    leads: { type: 'string' },
    batch: { type: 'string' },
    fresh: { type: 'boolean', default: false },
  },
});
if (!args.pg === !args.pglite) throw new Error('Say where: --pg <url> or --pglite <directory>.');

const base = (args.size ?? (args.pg ? 'full' : 'small')) === 'full' ? FULL_SIZE : SMALL_SIZE;
const size: CatalogSize = Object.fromEntries(
  Object.entries(base).map(([key, value]) => [
    key,
    Number(args[key as keyof CatalogSize] ?? value),
  ]),
) as CatalogSize;
const log = (line: string) => console.error(line);

async function open() {
  if (args.pg) {
    const name = databaseName(args.pg, 'haat_bench');
    if (args.fresh) await dropDatabase(args.pg, name);
    if (await ensureDatabase(args.pg, name)) log(`created database ${name}`);
    const url = new URL(args.pg);
    url.pathname = `/${name}`;
    return { handle: await openDatabase({ databaseUrl: url.toString(), maxConnections: 2 }), name };
  }
  const dir = resolve(args.pglite!);
  if (args.fresh) rmSync(join(dir, 'db'), { recursive: true, force: true });
  return { handle: await openDatabase({ dataDir: dir }), name: dir };
}

const { handle, name } = await open();
try {
  const tables = await handle.db.execute(
    sql`select to_regclass('products') is not null as migrated`,
  );
  if (tables.rows[0]?.migrated && (await hasCatalog(handle))) {
    log(`${name} already holds a catalogue: reused as it is (--fresh fills it again).`);
  } else {
    log(`${name}: ${JSON.stringify(size)}`);
    await timed('catalogue', log, async () => {
      await fillCatalog(handle, {
        size,
        batch: Number(args.batch ?? (args.pg ? 50_000 : 10_000)),
        log,
      });
      await settle(handle, log);
    });
  }
  const counts = await handle.db.execute(sql`select
      (select count(*) from products)::int as products, (select count(*) from services)::int as services,
      (select count(*) from businesses)::int as businesses, (select count(*) from listing_views)::int as views,
      (select count(*) from product_leads)::int + (select count(*) from service_leads)::int
        + (select count(*) from business_leads)::int as leads`);
  log(JSON.stringify(counts.rows[0]));
  if (args.pg) log(`${name}: ${await databaseSize(args.pg, name)}`);
} finally {
  await handle.close();
}
