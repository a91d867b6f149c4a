import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The nearest folder at or above `from` whose package.json declares the npm workspaces.
 * Searched for, not counted in `../`: this code runs from its source (apps/server/src/db under
 * tsx, the tests and the database commands) and bundled into apps/server/dist/server.js
 * (`npm start`), two different depths below the root.
 */
export function findRepoRoot(from: string) {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8')))
      return dir;
    if (dirname(dir) === dir)
      throw new Error(
        `no package.json with workspaces at or above ${from}: not run from the repository`,
      );
  }
}

/**
 * The repository root, the one way the server finds it (config.ts re-exports it): relative
 * settings (DATA_DIR, WEB_DIST, WEB_SERVER_ENTRY) mean the same from any working directory, and
 * the migrations are read from their committed folder.
 */
export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

/** The committed drizzle-kit migrations (SQL files and meta/_journal.json), from source or build. */
export const MIGRATIONS_FOLDER = join(REPO_ROOT, 'apps/server/src/db/migrations');

/** What the database commands read from the environment: DATA_DIR (./data) and DATABASE_URL. */
export function databaseEnv(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = resolve(REPO_ROOT, env.DATA_DIR || './data');
  return {
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}
