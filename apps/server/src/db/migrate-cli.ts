// `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to PGlite in DATA_DIR.
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { databaseEnv } from './paths.ts';

const env = databaseEnv();
const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  const started = Date.now();
  await migrateDatabase(handle);
  console.log(
    `Migrations applied (${handle.driver}${handle.driver === 'pglite' ? `, ${env.dataDir}/db` : ''}) in ${Date.now() - started} ms`,
  );
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
