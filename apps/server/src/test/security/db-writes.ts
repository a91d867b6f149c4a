// Tells exactly which rows a request wrote. A row-level trigger on every table of the test
// database logs each committed insert, update and delete; a rolled-back transaction leaves no log,
// an UPDATE that matched nothing fires no row trigger. One indexed read per request is cheap
// enough to run after every fuzzed call, unlike hashing every table (4,000 cities) each time.
// Installed only in the per-file test database, never by the app.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { existingRecorder } from '../../modules/insights/recorder.ts';

const LOG = 'security_test_writes';

export type Write = { table: string; operation: 'INSERT' | 'UPDATE' | 'DELETE'; rows: number };

export type WriteWatch = {
  /** A position in the log; `since(mark)` answers what was written after it. */
  mark(): Promise<number>;
  since(mark: number): Promise<Write[]>;
};

export async function watchWrites(database: DatabaseHandle): Promise<WriteWatch> {
  const { db } = database;
  await db.execute(
    sql.raw(
      `create table ${LOG} (id bigserial primary key, table_name text not null, operation text not null)`,
    ),
  );
  await db.execute(
    sql.raw(`create function ${LOG}_log() returns trigger language plpgsql as $$
      begin
        insert into ${LOG} (table_name, operation) values (TG_TABLE_NAME, TG_OP);
        return null;
      end $$`),
  );
  const tables = await db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> ${LOG}`,
  );
  for (const { name } of tables.rows) {
    await db.execute(
      sql.raw(
        `create trigger ${LOG}_trigger after insert or update or delete on "${name}" for each row execute function ${LOG}_log()`,
      ),
    );
  }
  return {
    // Page views and appearances are counted in memory and written every few seconds
    // (modules/insights/recorder.ts): both ends flush, so a timed flush of earlier calls' counts
    // is never taken for rows this call wrote, and this call's own counts are seen.
    async mark() {
      await existingRecorder(db)?.flush();
      const result = await db.execute<{ id: string }>(
        sql.raw(`select coalesce(max(id), 0)::text as id from ${LOG}`),
      );
      return Number(result.rows[0]!.id);
    },
    async since(mark) {
      await existingRecorder(db)?.flush();
      const result = await db.execute<{ table_name: string; operation: string; rows: string }>(
        sql.raw(
          `select table_name, operation, count(*)::text as rows from ${LOG} where id > ${Number(mark)} group by 1, 2 order by 1, 2`,
        ),
      );
      return result.rows.map((row) => ({
        table: row.table_name,
        operation: row.operation as Write['operation'],
        rows: Number(row.rows),
      }));
    },
  };
}
