import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: DATA_DIR is relative to it, as in config.ts. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** What the database commands read from the environment: DATA_DIR (./data) and DATABASE_URL. */
export function databaseEnv(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = resolve(REPO_ROOT, env.DATA_DIR || './data');
  return {
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}
