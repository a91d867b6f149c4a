// The durable queue: claims that never overlap, leases that end, retries with backoff,
// holds, and the worker that runs it all. On PGlite here and on PostgreSQL in CI's second pass.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { manualClock } from '../../test/app.ts';
import { createTestDatabase } from '../../test/db.ts';
import {
  claimJobs,
  enqueueJob,
  failJob,
  finishJobs,
  pruneFinishedJobs,
  retryDelayMs,
} from './queue.ts';
import { startJobWorker, type JobHandler } from './worker.ts';

let database: DatabaseHandle;
const db = () => database.db;
const T0 = new Date('2026-11-29T06:30:00.000Z');

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await db().delete(jobs);
});

const rowOf = async (id: string) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('claimJobs', () => {
  it('hands each due job to one claimer only, however many claim at once', async () => {
    const ids = new Set<string>();
    for (let n = 0; n < 40; n++) {
      ids.add(await enqueueJob(db(), { kind: 'k', payload: { n }, runAt: T0 }));
    }
    const taken: string[] = [];
    const claimer = async (workerId: string) => {
      for (;;) {
        const claimed = await claimJobs(db(), { workerId, now: T0, leaseMs: 60_000, limit: 3 });
        if (claimed.length === 0) return;
        taken.push(...claimed.map((job) => job.id));
      }
    };
    await Promise.all(['a', 'b', 'c', 'd'].map(claimer));
    expect(taken).toHaveLength(40);
    expect(new Set(taken)).toEqual(ids);
  });

  it('leaves jobs that are not due, finished or leased, and takes a job again when its lease ends', async () => {
    const later = await enqueueJob(db(), {
      kind: 'k',
      payload: {},
      runAt: new Date(T0.getTime() + 1000),
    });
    const done = await enqueueJob(db(), { kind: 'k', payload: {}, runAt: T0 });
    await finishJobs(db(), [done], T0);
    const leased = await enqueueJob(db(), { kind: 'k', payload: {}, runAt: T0 });

    const first = await claimJobs(db(), { workerId: 'w1', now: T0, leaseMs: 5000, limit: 10 });
    expect(first.map((job) => job.id)).toEqual([leased]);
    expect(first[0]!.attempts).toBe(1);
    // w1 died with it: nobody may take it during the lease; after it, another worker does.
    const during = new Date(T0.getTime() + 4999);
    expect(
      (await claimJobs(db(), { workerId: 'w2', now: during, leaseMs: 5000, limit: 10 })).map(
        (job) => job.id,
      ),
    ).toEqual([later]);
    const after = new Date(T0.getTime() + 5000);
    const again = await claimJobs(db(), { workerId: 'w2', now: after, leaseMs: 5000, limit: 10 });
    expect(again.map((job) => [job.id, job.attempts])).toEqual([[leased, 2]]);
    expect((await rowOf(leased)).lockedBy).toBe('w2');
  });
});

describe('failJob', () => {
  it('tries again after a growing wait, and gives up after the last attempt, keeping the error', async () => {
    const id = await enqueueJob(db(), { kind: 'k', payload: {}, runAt: T0, maxAttempts: 3 });
    let now = T0;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const [job] = await claimJobs(db(), { workerId: 'w', now, leaseMs: 60_000, limit: 1 });
      expect(job?.attempts).toBe(attempt);
      const givenUp = await failJob(db(), job!, `boom ${attempt}`, now);
      expect(givenUp).toBe(attempt === 3);
      const row = await rowOf(id);
      expect(row.lastError).toBe(`boom ${attempt}`);
      if (attempt < 3) {
        expect(row.runAt.getTime() - now.getTime()).toBe(retryDelayMs(attempt));
        // Not before its time.
        const early = new Date(row.runAt.getTime() - 1);
        expect(await claimJobs(db(), { workerId: 'w', now: early, leaseMs: 1, limit: 1 })).toEqual(
          [],
        );
        now = row.runAt;
      } else {
        expect(row.failedAt).toEqual(now);
      }
    }
    const farLater = new Date(T0.getTime() + 24 * 3600_000);
    expect(await claimJobs(db(), { workerId: 'w', now: farLater, leaseMs: 1, limit: 1 })).toEqual(
      [],
    );
    expect([1, 2, 3, 9, 20].map(retryDelayMs)).toEqual([
      10_000, 20_000, 40_000, 2_560_000, 3_600_000,
    ]);
  });
});

describe('pruneFinishedJobs', () => {
  it('removes finished jobs older than the bound and keeps failed and waiting ones', async () => {
    const old = await enqueueJob(db(), { kind: 'k', payload: {}, runAt: T0 });
    const recent = await enqueueJob(db(), { kind: 'k', payload: {}, runAt: T0 });
    const waiting = await enqueueJob(db(), { kind: 'k', payload: {}, runAt: T0 });
    await finishJobs(db(), [old], new Date(T0.getTime() - 10_000));
    await finishJobs(db(), [recent], T0);
    expect(await pruneFinishedJobs(db(), new Date(T0.getTime() - 1))).toBe(1);
    const left = (await db().select({ id: jobs.id }).from(jobs)).map((row) => row.id).sort();
    expect(left).toEqual([recent, waiting].sort());
  });
});

describe('startJobWorker', () => {
  it('runs due jobs by kind, retries a failure, holds on request, and stops cleanly', async () => {
    const clock = manualClock(T0);
    const seen: string[] = [];
    let failOnce = true;
    const handlers: Record<string, JobHandler> = {
      plain: async (job) => {
        seen.push(`plain ${(job.payload as { n: number }).n}`);
      },
      flaky: async () => {
        if (failOnce) {
          failOnce = false;
          throw new Error('provider away');
        }
        seen.push('flaky done');
      },
      held: async (job) => {
        if (job.attempts === 1 && clock.now().getTime() === T0.getTime()) {
          return { holdUntil: new Date(T0.getTime() + 60_000) };
        }
        seen.push(`held done after ${job.attempts} attempt`);
      },
    };
    const errors: string[] = [];
    const worker = startJobWorker({
      db: db(),
      clock,
      handlers,
      log: { info: () => {}, error: (line) => errors.push(line) },
      pollMs: 60_000,
    });
    try {
      const flaky = await enqueueJob(db(), { kind: 'flaky', payload: {}, runAt: T0 });
      const held = await enqueueJob(db(), { kind: 'held', payload: {}, runAt: T0 });
      await enqueueJob(db(), { kind: 'plain', payload: { n: 1 }, runAt: T0 });
      await enqueueJob(db(), { kind: 'nobody-handles', payload: {}, runAt: T0, maxAttempts: 1 });
      await worker.idle();
      expect(seen).toEqual(['plain 1']);
      expect(errors.join('\n')).toMatch(/job flaky .* failed \(attempt 1 of 8\): provider away/);
      expect(errors.join('\n')).toMatch(
        /job nobody-handles .* \(attempt 1 of 1, given up\): no handler for jobs of kind nobody-handles/,
      );
      expect((await rowOf(held)).runAt).toEqual(new Date(T0.getTime() + 60_000));
      // A hold is not a failure: the attempt it took is given back.
      expect((await rowOf(held)).attempts).toBe(0);

      clock.advance(60_000);
      await worker.idle();
      // Jobs of one claim run in the order the claim answers them, which is not a promise.
      expect(seen.slice(1).sort()).toEqual(['flaky done', 'held done after 1 attempt']);
      expect((await rowOf(flaky)).finishedAt).toEqual(clock.now());
    } finally {
      await worker.stop();
    }
  });

  it('logs and keeps a failure without the person it was about', async () => {
    // A job carries a person's data (a receipt's phone), and what its failure says can quote it:
    // a failed statement's message lists its values; a provider may echo the number or address.
    const errors: string[] = [];
    const worker = startJobWorker({
      db: db(),
      clock: manualClock(T0),
      handlers: {
        statement: async () => {
          throw new Error(
            'Failed query: insert into receipts values ($1, $2)\nparams: Anita Desai,14 Laxmi Road',
          );
        },
        provider: async () => {
          throw new Error(
            'refused +91 98765-43210 (anita@example.in) with eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln',
          );
        },
      },
      log: { info: () => {}, error: (line) => errors.push(line) },
      pollMs: 60_000,
    });
    try {
      const payload = { phoneNo: '9876543210', contactPerson: 'Anita Desai' };
      const statement = await enqueueJob(db(), { kind: 'statement', payload, runAt: T0 });
      const provider = await enqueueJob(db(), { kind: 'provider', payload, runAt: T0 });
      await worker.idle();
      const logged = errors.join('\n');
      expect(logged).toMatch(/job statement \S+ failed \(attempt 1 of 8\)/);
      expect(logged).not.toMatch(/Anita|Laxmi|98765.?43210|anita@|eyJ/);
      expect((await rowOf(statement)).lastError).toBe(
        'Failed query: insert into receipts values ($1, $2)\nparams: [REDACTED]',
      );
      expect((await rowOf(provider)).lastError).toBe(
        'refused +******3210 ([e-mail]) with [REDACTED]',
      );
    } finally {
      await worker.stop();
    }
  });
});
