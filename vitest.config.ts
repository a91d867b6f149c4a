import { defineConfig } from 'vitest/config';

// One run's name, for what a run may share between its files and no longer (the server tests'
// dump of the dated demo data set, apps/server/src/test/db.ts).
process.env.HAAT_TEST_RUN ??= Date.now().toString(36);

// One runner, three projects: each package keeps its own environment.
export default defineConfig({
  test: {
    // Two cores: PGlite start-up is CPU-bound WASM, more workers only thrash.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Time limits catch a hang, never slowness: CI's host ran the suite 1.6 times slower
          // than a quiet one (backup-restore, 66 s quiet, passed 90 s there on 2026-11-29).
          testTimeout: 120_000,
          // A file's seeded database is made in its beforeAll: about 20 s on a quiet host, past
          // 120 s on a loaded one (two files timed out so at 12:36 on 2026-11-29, with 2 cores
          // shared by the suite and a PostgreSQL pass). A hung hook still fails, later.
          hookTimeout: 300_000,
        },
      },
      './apps/web/vite.config.ts',
      {
        // The repository's own rules: the layout's import rules on small fixtures.
        test: { name: 'lint', root: '.', include: ['lint/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
