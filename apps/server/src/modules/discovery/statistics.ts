import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';

// PGlite runs no autovacuum, so nothing ever ANALYZEs its tables: the planner then guesses
// that every table has a handful of rows, and at scale picks plans that take seconds instead
// of milliseconds (docs/performance.md, "PGlite without statistics"); nothing reclaims the
// row versions that updates (a view counted, a listing approved) leave behind either. On
// PGlite this does roughly what autovacuum would for the tables public reads use.
// PostgreSQL servers have autovacuum and are left alone.

/** Tables whose statistics the public queries depend on. */
export const STATISTICS_TABLES = [
  'products',
  'services',
  'businesses',
  'users',
  'product_sub_categories',
  'service_sub_categories',
  'product_colors',
  'listing_views',
  'sub_categories',
  'categories',
  'brands',
  'sub_category_brands',
  'banners',
] as const;

/** A table is analysed again once it has grown by this factor since its last ANALYZE. */
const GROWTH = 1.2;
const FIRST_CHECK_MS = 5_000;
export const CHECK_INTERVAL_MS = 10 * 60 * 1000;

/**
 * VACUUM ANALYZEs the tables never analysed (no statistics), or grown by GROWTH since (file size against the
 * pages last counted: cheap, unlike counting rows; dead row versions grow the file too).
 * Answers the tables done.
 */
export async function analyzeStaleTables(db: Database): Promise<string[]> {
  const stale = await db.execute(sql`
    select c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relkind = 'r'
       and c.relname in (${sql.join(
         STATISTICS_TABLES.map((table) => sql`${table}`),
         sql`, `,
       )})
       and (c.reltuples < 0
            -- CREATE INDEX also counts rows and pages (a restore builds indexes after loading
            -- the rows): only statistics tell that a table holding rows was analysed.
            or (c.reltuples > 0 and not exists (select 1 from pg_stats s where s.schemaname = n.nspname and s.tablename = c.relname))
            or pg_relation_size(c.oid) > ${sql.raw(String(GROWTH))} * greatest(c.relpages, 1) * current_setting('block_size')::int)`);
  const names = stale.rows.map((row) => String(row.name));
  for (const name of names) {
    // The name comes from the fixed list above, never from a request.
    await db.execute(sql.raw(`vacuum (analyze) "${name}"`));
  }
  return names;
}

/** Keeps PGlite's statistics fresh while the app runs (not in tests, which time themselves). */
export async function statisticsPlugin(app: FastifyInstance, deps: AppDeps) {
  if (deps.database.driver !== 'pglite' || deps.config.env === 'test') return;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const check = async () => {
    try {
      const analysed = await analyzeStaleTables(deps.database.db);
      if (analysed.length) deps.log.info({ tables: analysed }, 'statistics refreshed');
    } catch (err) {
      deps.log.warn({ err }, 'statistics refresh failed');
    }
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(function again() {
      void check().finally(() => {
        if (closed) return;
        timer = setTimeout(again, CHECK_INTERVAL_MS);
        timer.unref();
      });
    }, FIRST_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}
