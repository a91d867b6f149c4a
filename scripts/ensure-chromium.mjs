// Runs before `npm test` (and `npm run test:e2e`): the journeys drive Debian's Chromium, and a
// machine without it used to run every other suite for minutes and then stop in Playwright with
// a page of launch errors. Here, at once: Chromium is there; or, as root with apt, it is
// installed (with the Devanagari font the Hindi screens need, as a fresh CI machine needs
// both); or one line says what to run, and the tests stop.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const PACKAGES = { chromium: 'chromium', font: 'fonts-noto-core' };

const configured = process.env.CHROMIUM_PATH?.trim();
const path = configured || DEFAULT_PATH;

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const succeeds = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const fail = (line) => {
  console.error(line);
  process.exit(1);
};

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = succeeds('sh', ['-c', 'command -v apt-get']);
const missing = [];
if (!executable(path)) missing.push(PACKAGES.chromium);
// The font is worth installing when we can; without it the Hindi screens still pass.
if (hasApt && !succeeds('dpkg', ['-s', PACKAGES.font])) missing.push(PACKAGES.font);

if (!missing.includes(PACKAGES.chromium) && !(isRoot && missing.length)) process.exit(0);

// A Chromium named on purpose is not replaced by Debian's behind the caller's back.
if (configured && missing.includes(PACKAGES.chromium)) {
  fail(
    `npm test: no Chromium at CHROMIUM_PATH=${configured}: point it at a Chromium or Chrome binary, or unset it to use Debian's (sudo apt-get install chromium).`,
  );
}

if (isRoot && hasApt) {
  console.log(`== installing ${missing.join(' ')} from Debian for the journeys`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  const installed =
    run(['update', '-qq']).status === 0 && run(['install', '-y', '-qq', ...missing]).status === 0;
  if (executable(path)) {
    if (!installed) console.warn(`npm test: apt-get could not install ${missing.join(' ')}`);
    process.exit(0);
  }
  fail(`npm test: apt-get could not install chromium: install it, then run npm test again.`);
}

fail(
  `npm test: the journeys need Chromium at ${path}: run \`sudo apt-get install chromium\` (or set CHROMIUM_PATH to a Chromium or Chrome binary), then npm test again.`,
);
