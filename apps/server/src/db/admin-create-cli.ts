// npm run admin:create -- --phone 9xxxxxxxxx [--password … --first-name … --last-name …]
// Creates an administrator, or promotes the user with that phone number. Whatever is not given
// on the command line is asked for: the password (typed hidden, twice) and, for a new account,
// the name. Promoting an existing user keeps their password when the answer is left empty.
import { createInterface, type Interface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { AUTH_MSG, LIMITS } from '@haat/shared';
import { isCommonPassword } from '../modules/auth/passwords.ts';
import { createOrPromoteAdmin } from './admin.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { databaseEnv } from './paths.ts';
import { users } from './schema/index.ts';

const { values } = parseArgs({
  options: {
    phone: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
  strict: true,
});

const USAGE =
  'Usage: npm run admin:create -- --phone 9876543210 [--password kite-river-42 --first-name Asha --last-name Rao]';

const tty = Boolean(process.stdin.isTTY && process.stdout.isTTY);

/** Piped answers (a script, CI): read line by line, since readline drops lines nobody asked for yet. */
async function* pipedLines() {
  const reader = createInterface({ input: process.stdin, terminal: false });
  for await (const line of reader) yield line;
}
const piped = tty ? null : pipedLines();
/** The terminal's echo goes through here, so a password can be typed unseen. */
let muted = false;
const echo = new Writable({
  write(chunk, encoding, done) {
    if (!muted) process.stdout.write(chunk, encoding);
    done();
  },
});
const rl: Interface | null = tty
  ? createInterface({ input: process.stdin, output: echo, terminal: true })
  : null;

/** Asks one question; a hidden answer is not echoed on a terminal. */
async function ask(question: string, hidden = false): Promise<string> {
  if (piped || !rl) {
    process.stdout.write(question + '\n');
    const next = await piped!.next();
    return next.done ? '' : next.value.trim();
  }
  if (!hidden) return (await rl.question(question)).trim();
  process.stdout.write(question);
  muted = true;
  try {
    return (await rl.question('')).trim();
  } finally {
    muted = false;
    process.stdout.write('\n');
  }
}

async function askPassword(existing: boolean): Promise<string | undefined> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const password = await ask(
      existing ? 'New password (empty keeps the current one): ' : 'Password: ',
      true,
    );
    if (!password && existing) return undefined;
    if (password.length < LIMITS.passwordMinLength || password.length > LIMITS.passwordMaxLength) {
      console.error(
        `The password must have ${LIMITS.passwordMinLength} to ${LIMITS.passwordMaxLength} characters.`,
      );
      continue;
    }
    if (await isCommonPassword(password)) {
      console.error(AUTH_MSG.passwordTooCommon);
      continue;
    }
    if ((await ask('Repeat the password: ', true)) === password) return password;
    console.error('The passwords do not match.');
  }
  throw new Error('No password was set.');
}

const env = databaseEnv();
const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  const phoneNo = values.phone ?? (await ask('Phone number (10 digits): '));
  if (!/^\d{10}$/.test(phoneNo)) {
    console.error(USAGE);
    process.exitCode = 2;
  } else {
    await migrateDatabase(handle);
    const [existing] = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phoneNo, phoneNo));
    const password = values.password ?? (await askPassword(Boolean(existing)));
    const firstName = values['first-name'] ?? (existing ? undefined : await ask('First name: '));
    const lastName = values['last-name'] ?? (existing ? undefined : await ask('Last name: '));
    const result = await createOrPromoteAdmin(handle.db, {
      phoneNo,
      password,
      firstName: firstName || undefined,
      lastName: lastName || undefined,
    });
    console.log(
      `${result.created ? 'Created' : 'Promoted'} administrator ${phoneNo} (${result.id})`,
    );
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  rl?.close();
  await handle.close();
}
