import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';

// The session settings every PostgreSQL connection of the app gets (openPostgres' onConnect).
// PGlite runs in the app's own thread: no JIT, no workers, nothing to set.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL connections', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: url, maxConnections: 1 });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('compile no plans (JIT off: 20-50 ms of compiling a search), start no parallel workers and match misspellings at 0.5', async () => {
    const { rows } = await handle.db.execute(
      sql`select current_setting('jit') as jit,
                 current_setting('max_parallel_workers_per_gather') as workers,
                 current_setting('pg_trgm.word_similarity_threshold') as threshold`,
    );
    expect(rows[0]).toEqual({ jit: 'off', workers: '0', threshold: '0.5' });
  });
});
