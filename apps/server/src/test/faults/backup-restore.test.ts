// The backup and restore of docs/operations.md, run on seeded databases: a PGlite DATA_DIR
// archived and extracted, and PostgreSQL through pg_dump and pg_restore (ops/backup-check.ts).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite, type PgliteHandle } from '../../db/client.ts';
import { checkPgliteBackup, checkPostgresBackup } from '../../ops/backup-check.ts';
import { createSeededTestDatabase, testUploadsDir } from '../db.ts';
import { postgresUrlOf } from './fault-database.ts';

describe('backup and restore', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a PGlite data directory comes back with every row and upload',
    async () => {
      const seeded = (await createSeededTestDatabase()) as PgliteHandle;
      const dataDir = mkdtempSync(join(tmpdir(), 'haat-backup-source-'));
      try {
        const dump = await seeded.client.dumpDataDir('gzip');
        await (await openPglite({ dataDir, loadDataDir: dump })).close();
        cpSync(testUploadsDir(), join(dataDir, 'uploads'), { recursive: true });
        const result = await checkPgliteBackup(dataDir);
        expect(result.tables).toBeGreaterThan(20);
        expect(result.rows).toBeGreaterThan(5000);
        expect(result.files).toBeGreaterThan(100);
      } finally {
        await seeded.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    300_000,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a PostgreSQL database comes back from pg_dump with every row',
    async () => {
      const seeded = await createSeededTestDatabase();
      try {
        const result = await checkPostgresBackup(await postgresUrlOf(seeded));
        expect(result.tables).toBeGreaterThan(20);
        expect(result.rows).toBeGreaterThan(5000);
      } finally {
        await seeded.close();
      }
    },
    300_000,
  );
});
