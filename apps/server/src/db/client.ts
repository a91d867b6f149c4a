import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';

export { schema };
export type Schema = typeof schema;

/**
 * What `db.execute()` answers on both drivers: PGlite's `Results` and node-postgres' `QueryResult`
 * both carry `rows`; nothing else is common, so nothing else is promised.
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: Rows<this['row']>;
}
type Rows<TRow> = {
  rows: (TRow extends Record<string, unknown> ? TRow : Record<string, unknown>)[];
};

/** The Drizzle database every module uses; it never tells PGlite from PostgreSQL. */
export type Database = PgDatabase<QueryResultHKT, Schema>;
/** What `db.transaction(async (tx) => …)` hands over; usable wherever a Database is. */
export type Transaction = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Driver = 'pglite' | 'pg';

export type DatabaseHandle = {
  db: Database;
  driver: Driver;
  /** Resolves when the database answers a query; rejects otherwise. */
  ping(): Promise<void>;
  /** Closes the connection(s); calling it again does nothing. */
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** A PostgreSQL server (`postgres://…`): used through a `pg` pool when set. */
  databaseUrl?: string;
  /** PGlite keeps its files in `${dataDir}/db`; undefined means an in-memory database. */
  dataDir?: string;
  /** Pool size for PostgreSQL (default 10). */
  maxConnections?: number;
  /**
   * How long to wait for a PostgreSQL connection, new or free in the pool (default 10 s, right
   * for the command-line tools; the server passes DATABASE_CONNECT_TIMEOUT_MS).
   */
  connectTimeoutMs?: number;
  /** Where pool errors of idle connections are reported (default console.error). */
  onPoolError?: (err: Error) => void;
};

/**
 * Word-similarity threshold of the trigram match (`text <% name`) that catches misspellings:
 * 'samsng' is 0.57 like 'Samsung'. pg_trgm's default, 0.6, misses such one-letter slips.
 * Set on every connection so the GIN index still serves the operator.
 */
export const TRIGRAM_WORD_THRESHOLD = 0.5;

/** Opens PGlite (default) or a PostgreSQL pool (`databaseUrl`); run `migrateDatabase` next. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPglite({ dataDir: options.dataDir });
}

export type PgliteHandle = DatabaseHandle & { driver: 'pglite'; client: PGlite };

/** The PGlite databases opened here: they run in this process, with no server settings to tune. */
const inProcess = new WeakSet<Database>();
/** Whether `db` is PGlite (false for PostgreSQL, and for a transaction of either). */
export const runsInProcess = (db: Database) => inProcess.has(db);

/**
 * PGlite with pg_trgm, cube and earthdistance. `loadDataDir` starts from a `client.dumpDataDir()` tarball instead of
 * running initdb (seconds faster): the test helpers clone a migrated template this way.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<PgliteHandle> {
  let path: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    path = join(options.dataDir, 'db');
  }
  const client = await PGlite.create(path, {
    // cube and earthdistance: distance sort and radius filter on a GiST index;
    // btree_gin: a city beside the words in the search rows' text index.
    extensions: { pg_trgm, cube, earthdistance, btree_gin },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.exec(`set pg_trgm.word_similarity_threshold = ${TRIGRAM_WORD_THRESHOLD}`);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  inProcess.add(db);
  let closed: Promise<void> | undefined;
  return {
    db,
    driver: 'pglite',
    client,
    ping: () => ping(db),
    close: () => (closed ??= client.close()),
  };
}

async function openPostgres(
  connectionString: string,
  options: OpenDatabaseOptions,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    // Fail fast when the server is unreachable instead of waiting for the OS timeout.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    // A connection whose server vanished without a word is noticed instead of waited on.
    keepAlive: true,
    idleTimeoutMillis: 30_000,
    // Awaited before a new connection serves its first query (a session SET rather than a
    // startup option, which some connection poolers refuse).
    onConnect: async (client) => {
      // JIT compiles a plan whose estimated cost is high (a search over a million listings
      // estimates hundreds of thousands of matches): as long compiling as the query itself runs
      // (docs/performance.md, "Figures that were in code comments"). It pays for long analytics,
      // never for a page of twelve cards.
      // Parallel workers: PostgreSQL starts two for a statement reading a large list, and while
      // eight requests share two cores they only add work (an exact count cost more than twice as
      // long with them; docs/performance.md, "Fourth pass").
      // A background read of a whole table asks for them back (db/query.ts rowsWithWorkers).
      await client.query(
        `set pg_trgm.word_similarity_threshold = ${TRIGRAM_WORD_THRESHOLD}; set jit = off; set max_parallel_workers_per_gather = 0`,
      );
    },
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', options.onPoolError ?? ((err) => console.error('PostgreSQL pool error', err)));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  const handle: DatabaseHandle = {
    db,
    driver: 'pg',
    ping: () => ping(db),
    close: (() => {
      let closed: Promise<void> | undefined;
      return () => (closed ??= pool.end());
    })(),
  };
  try {
    await handle.ping();
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}

async function ping(db: Database) {
  await db.execute(sql`select 1`);
}
