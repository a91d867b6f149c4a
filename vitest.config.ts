import { defineConfig } from 'vitest/config';

// One runner, three projects: each package keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // PGlite instances are memory-hungry and WASM start-up is CPU-bound: two cores.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
