// npm run privacy:affected -- --table <name|all> --from YYYY-MM-DD --to YYYY-MM-DD [--format csv|json]
// Lists the people whose data was in a table (or every personal table) during a period, for the
// notices a breach calls for (docs/security.md, "A breach"). Reads DATABASE_URL, else the PGlite
// database in DATA_DIR (stop the server first, or point DATA_DIR at a restored backup). Never
// writes: the list goes to stdout (it holds phone numbers: keep it where the incident's evidence
// is kept), the counts to stderr.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../db/client.ts';
import { databaseEnv } from '../../db/paths.ts';
import { affectedCsv, affectedPeople, AffectedQueryError, checkAffectedQuery } from './service.ts';

const USAGE =
  'Usage: npm run privacy:affected -- --table <name|all> --from 2026-11-01 --to 2026-11-29 [--format csv|json]';

async function main() {
  const { values } = parseArgs({
    options: {
      table: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      format: { type: 'string', default: 'csv' },
    },
    strict: true,
  });
  const { table, from, to, format } = values;
  if (!table || !from || !to || (format !== 'csv' && format !== 'json')) {
    console.error(USAGE);
    return 2;
  }
  try {
    checkAffectedQuery({ table, from, to });
  } catch (err) {
    if (!(err instanceof AffectedQueryError)) throw err;
    console.error(err.message);
    console.error(USAGE);
    return 2;
  }
  const env = databaseEnv();
  // Opening PGlite on a folder that holds no database would create an empty one and list nobody.
  if (!env.databaseUrl && !existsSync(join(env.dataDir, 'db'))) {
    console.error(`No database in ${env.dataDir}: set DATA_DIR or DATABASE_URL.`);
    return 2;
  }
  const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    const report = await affectedPeople(handle.db, { table, from, to });
    process.stdout.write(
      format === 'json' ? JSON.stringify(report, null, 2) + '\n' : affectedCsv(report),
    );
    const counts = report.tables.length === 1 ? report.tables[0] : `${report.tables.length} tables`;
    const unidentified = Object.entries(report.unidentifiedRows)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
    console.error(
      `${report.people.length === 1 ? '1 person' : `${report.people.length} people`} in ${counts}, ${from} to ${to} (India's calendar)` +
        (unidentified ? `; rows naming nobody: ${unidentified}` : ''),
    );
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
