// Starts the real server for the journeys on a fresh data folder (PGlite, demo seed), built and
// run as `npm start` runs it (node apps/server/dist/server.js). The server is bundled again first
// (esbuild, about a second), so a journey never meets an older build than the source.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// One folder per port, so two journey runs side by side do not wipe each other's database.
const dataDir = `${root}.data-test-e2e-${process.env.PORT ?? 3100}`;
rmSync(dataDir, { recursive: true, force: true });

execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: root, stdio: 'inherit' });

const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    // The address the browser opens: drawn pages name it in their links (share links, the QR).
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? 3100}`,
    LOG_LEVEL: 'warn',
    // No load shedding here: on the shared two-core machine the journeys run on (several servers,
    // browsers and the unit suites at once), the event loop's delay passes the 1 s limit for
    // reasons of the machine, and the 503s it sheds, JS chunks included, broke pages the
    // journeys were checking (e2e/revisions.spec.ts met the error page on /logIn and the seller's
    // edit page). Shedding is tested on its own in apps/server/src/test/faults/overload.test.ts.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    // e2e/push-alerts.spec.ts plays the push service on 127.0.0.1; a real server refuses such an
    // endpoint (docs/decisions/030-web-push.md).
    PUSH_LOCAL_ENDPOINTS: '1',
    // The invitation to rate a seller shows as soon as they make contact, not 3 days later: a
    // journey cannot move the server's clock (e2e/my-enquiries.spec.ts; the wait itself is
    // tested in apps/server/src/modules/buyer-enquiries).
    REVIEW_INVITE_AFTER_DAYS: '0',
    // A requirement goes to 2 businesses, not 5: the demo seed has three Mumbai shops selling
    // bottles, so e2e/requirements.spec.ts sees Not interested pass it to the third.
    REQUIREMENT_MAX_SELLERS: '2',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
