import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { createLogger, createPorts } from '../deps.ts';
import type { Clock } from '../lib/clock.ts';
import { createTestDatabase } from './db.ts';

/** A clock that tests move by hand. */
export function manualClock(
  start = new Date(),
): Clock & { advance(ms: number): void; set(date: Date): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  deps: AppDeps;
  clock: ReturnType<typeof manualClock>;
  /** Calls the API and answers the parsed envelope with the HTTP status and headers. */
  call(
    options: InjectOptions,
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close(): Promise<void>;
};

/**
 * The real app on a fresh migrated database (PGlite in memory, or a fresh PostgreSQL database
 * when TEST_DATABASE_URL is set) with a manual clock; Redis-backed limits when TEST_REDIS_URL is set.
 */
export async function createTestApp(
  options: {
    database?: DatabaseHandle;
    env?: Record<string, string>;
    /** Adds test-only routes before the app is ready. */
    extend?: (app: FastifyInstance) => void;
    /** Apps given the same prefix share their Redis rate-limit counts, as instances do. */
    redisKeyPrefix?: string;
    /** Where the app's real logger writes (at env's LOG_LEVEL, silent unless given). */
    logTo?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: `.data-test-${randomUUID()}`,
    // Shared by every test app, as several instances behind a load balancer share it.
    JWT_SECRET: 'haat-test-secret-shared-by-every-test-instance',
    WEB_DIST: 'apps/web/no-build-in-server-tests',
    WEB_SERVER_ENTRY: 'apps/web/no-build-in-server-tests/entry-server.js',
    // A test worker's event loop stalls on PGlite and on the machine's load: shedding requests
    // there would only make tests flaky. test/faults/overload.test.ts turns it on.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...options.env,
  });
  const clock = manualClock();
  const ports = createPorts(config, {
    clock,
    ...(options.logTo ? { log: createLogger(config, options.logTo) } : {}),
    redisKeyPrefix: options.redisKeyPrefix ?? `haat:test:${randomUUID()}:`,
  });
  const deps: AppDeps = { config, database, ...ports };
  const app = await buildApp(deps);
  options.extend?.(app);
  await app.ready();
  return {
    app,
    deps,
    clock,
    async call(opts) {
      const response = await app.inject(opts);
      let body: unknown = response.body;
      try {
        body = response.json();
      } catch {
        // not JSON: keep the text
      }
      return { status: response.statusCode, body, headers: response.headers };
    },
    async close() {
      await app.close();
      await ports.redis?.close();
      if (!options.database) await database.close();
      const { rm } = await import('node:fs/promises');
      await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}
