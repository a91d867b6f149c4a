// `npm run seed`: reference data, plus demo data as the server decides it (SEED_DEMO; by default on
// the embedded database only). Safe to run again.
import { openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { databaseEnv } from '../paths.ts';
import { DEMO_ON_SERVER_WARNING, seed } from './index.ts';

const env = databaseEnv();
const explicit = process.env.SEED_DEMO?.toLowerCase();
const demo = explicit ? ['1', 'true'].includes(explicit) : !env.databaseUrl;
const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  await migrateDatabase(handle);
  const result = await seed(handle, {
    demo,
    uploadsDir: env.uploadsDir,
    log: (message) => console.log(message),
  });
  console.log(`Seeded ${handle.driver} in ${result.ms} ms (images in ${env.uploadsDir})`);
  if (demo && handle.driver === 'pg') console.warn(DEMO_ON_SERVER_WARNING);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
