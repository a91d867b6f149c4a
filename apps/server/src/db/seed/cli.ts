// `npm run seed`: reference data, plus demo data unless SEED_DEMO=0. Safe to run again.
import { openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { databaseEnv } from '../paths.ts';
import { seed } from './index.ts';

const env = databaseEnv();
const demo = !['0', 'false'].includes((process.env.SEED_DEMO ?? '1').toLowerCase());
const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  await migrateDatabase(handle);
  const result = await seed(handle, {
    demo,
    uploadsDir: env.uploadsDir,
    log: (message) => console.log(message),
  });
  console.log(`Seeded ${handle.driver} in ${result.ms} ms (images in ${env.uploadsDir})`);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
