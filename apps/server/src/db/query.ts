import { sql, type SQL } from 'drizzle-orm';
import { runsInProcess, type Database } from './client.ts';

// Plain-SQL helpers for the modules' raw queries (PostgreSQL 15 features only): run a statement
// and answer typed rows, join conditions, list ids, answer timestamps alike on pg and PGlite.

/** Runs a query and answers its rows with the caller's row type. */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as unknown as T[];
}

/**
 * `rows`, for a statement that reads a whole table once, off the visitors' path (the spelling
 * word list: one read of every listing name, about a third less time with PostgreSQL's parallel
 * workers: docs/performance.md, "Figures that were in code comments"), with the workers the app's
 * connections otherwise go without (client.ts: while eight requests share two cores, two workers
 * tripled an exact count's CPU).
 */
export async function rowsWithWorkers<T>(db: Database, query: SQL): Promise<T[]> {
  // PGlite starts no workers: the transaction would only add three statements.
  if (runsInProcess(db)) return rows<T>(db, query);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather to default`);
    return rows<T>(tx, query);
  });
}

/**
 * The conditions present, joined with `and`; `true` when none is. (drizzle-orm's `and` answers
 * undefined for none: this one always answers a fragment a raw `where` can hold.)
 */
export const and = (...parts: (SQL | undefined | false)[]) => {
  const present = parts.filter((part): part is SQL => Boolean(part));
  return present.length ? sql.join(present, sql` and `) : sql`true`;
};

/** Ids as bound parameters, comma-separated: for `in (…)`. */
export const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Raw queries answer timestamps as Date (pg) or text (PGlite): answer ISO strings either way. */
export const iso = (value: Date | string) => new Date(value).toISOString();
