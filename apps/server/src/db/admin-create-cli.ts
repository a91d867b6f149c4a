// npm run admin:create -- --phone 9xxxxxxxxx --password … --first-name … --last-name …
// Creates an administrator, or promotes the user with that phone number (password optional then).
import { parseArgs } from 'node:util';
import { createOrPromoteAdmin } from './admin.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { databaseEnv } from './paths.ts';

const { values } = parseArgs({
  options: {
    phone: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
  strict: true,
});

if (!values.phone) {
  console.error(
    'Usage: npm run admin:create -- --phone 9876543210 [--password secret123 --first-name Asha --last-name Rao]',
  );
  process.exit(2);
}

const env = databaseEnv();
const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  await migrateDatabase(handle);
  const result = await createOrPromoteAdmin(handle.db, {
    phoneNo: values.phone,
    password: values.password,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  console.log(`${result.created ? 'Created' : 'Promoted'} administrator ${values.phone} (${result.id})`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
