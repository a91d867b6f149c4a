// Backup and restore as docs/operations.md describes them, checked: back a database up, restore
// it into a fresh one, and compare the row count of every table (and, for a PGlite data
// directory, the uploaded files). scripts/backup-restore-check.sh runs it; so does
// src/test/faults/backup-restore.test.ts on a seeded database.
//
//   scripts/backup-restore-check.sh --data-dir ./data          a stopped server's DATA_DIR
//   scripts/backup-restore-check.sh --pg postgres://…/haat     pg_dump, pg_restore into a scratch database
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, openPglite, type DatabaseHandle } from '../db/client.ts';

export type CheckResult = { tables: number; rows: number; files: number };

/** Rows per table of every schema the app writes (public, and drizzle's migration journal). */
export async function rowCounts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const { rows: tables } = await handle.db.execute<{ name: string }>(
    sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
        from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.raw(name)}`,
    );
    counts[name] = rows[0]!.n;
  }
  return counts;
}

async function countsOf(open: () => Promise<DatabaseHandle>) {
  const handle = await open();
  try {
    return await rowCounts(handle);
  } finally {
    await handle.close();
  }
}

/** Every file under a folder, relative to it and sorted (symbolic links followed). */
function filesUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() || entry.isSymbolicLink())
      .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
      .sort();
  } catch {
    return [];
  }
}

function compare(what: string, source: unknown, restored: unknown) {
  const [a, b] = [JSON.stringify(source), JSON.stringify(restored)];
  if (a !== b) throw new Error(`${what} differ after restore:\n  source   ${a}\n  restored ${b}`);
}

const summary = (counts: Record<string, number>, files = 0): CheckResult => ({
  tables: Object.keys(counts).length,
  rows: Object.values(counts).reduce((sum, n) => sum + n, 0),
  files,
});

/**
 * PGlite: the server stopped, DATA_DIR (database, uploads, jwt-secret) is archived with tar and
 * extracted into a fresh folder, which a server can then be started on.
 */
export async function checkPgliteBackup(dataDir: string): Promise<CheckResult> {
  const work = mkdtempSync(join(tmpdir(), 'haat-backup-'));
  try {
    const archive = join(work, 'haat-data.tar.gz');
    execFileSync('tar', ['-C', dataDir, '-czf', archive, '.']);
    const restored = join(work, 'restored');
    mkdirSync(restored);
    execFileSync('tar', ['-C', restored, '-xzf', archive]);

    const source = await countsOf(() => openPglite({ dataDir }));
    compare('row counts', source, await countsOf(() => openPglite({ dataDir: restored })));
    const files = filesUnder(join(dataDir, 'uploads'));
    compare('uploaded files', files, filesUnder(join(restored, 'uploads')));
    return summary(source, files.length);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** PostgreSQL: pg_dump (custom format), pg_restore into a new database on the same server. */
export async function checkPostgresBackup(databaseUrl: string): Promise<CheckResult> {
  const work = mkdtempSync(join(tmpdir(), 'haat-backup-'));
  const scratch = `haat_restore_check_${Date.now().toString(36)}`;
  const scratchUrl = new URL(databaseUrl);
  scratchUrl.pathname = `/${scratch}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  try {
    const dump = join(work, 'haat.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, databaseUrl]);
    await onServer(`create database "${scratch}"`);
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${scratchUrl}`, dump]);

    const source = await countsOf(() => openDatabase({ databaseUrl }));
    compare(
      'row counts',
      source,
      await countsOf(() => openDatabase({ databaseUrl: `${scratchUrl}` })),
    );
    return summary(source);
  } finally {
    await onServer(`drop database if exists "${scratch}" with (force)`);
    rmSync(work, { recursive: true, force: true });
  }
}

async function main() {
  const { values } = parseArgs({
    options: { 'data-dir': { type: 'string' }, pg: { type: 'string' } },
  });
  if (!values['data-dir'] && !values.pg) {
    console.error('usage: backup-restore-check.sh [--data-dir DATA_DIR] [--pg postgres://…/db]');
    process.exit(2);
  }
  if (values['data-dir']) {
    const result = await checkPgliteBackup(values['data-dir']);
    console.log(
      `PGlite ${values['data-dir']}: restored ${result.tables} tables, ${result.rows} rows, ${result.files} files: same`,
    );
  }
  if (values.pg) {
    const result = await checkPostgresBackup(values.pg);
    console.log(`PostgreSQL: restored ${result.tables} tables, ${result.rows} rows: same`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
