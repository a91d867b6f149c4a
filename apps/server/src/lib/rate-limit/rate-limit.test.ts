import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http-error.ts';
import type { RateLimiter } from './index.ts';
import { enforceLimit, fallbackRateLimiter, memoryRateLimiter, redisRateLimiter } from './index.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false }) : null;
afterAll(() => redis?.quit());

const drivers: Array<[string, () => RateLimiter]> = [['memory', () => memoryRateLimiter()]];
if (redis) {
  const prefix = `haat:test:${process.pid}:${Date.now()}:`;
  drivers.push(['redis', () => redisRateLimiter(redis, prefix)]);
}

describe.each(drivers)('%s rate limiter', (_name, make) => {
  it('allows up to the limit, then answers 429 with Retry-After', async () => {
    const limiter = make();
    for (let i = 0; i < 3; i++) await enforceLimit(limiter, 'k1', 3, 60);
    const error = await enforceLimit(limiter, 'k1', 3, 60).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(429);
    const retryAfter = Number((error as HttpError).headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('keeps keys apart and forgets a reset key', async () => {
    const limiter = make();
    await enforceLimit(limiter, 'a', 1, 60);
    await expect(enforceLimit(limiter, 'b', 1, 60)).resolves.toMatchObject({ allowed: true });
    await limiter.reset('a');
    await expect(enforceLimit(limiter, 'a', 1, 60)).resolves.toMatchObject({ count: 1 });
  });
});

describe('memory rate limiter window', () => {
  it('opens a new window once the old one has passed', async () => {
    let now = 0;
    const limiter = memoryRateLimiter(() => now);
    await enforceLimit(limiter, 'k', 1, 10);
    await expect(limiter.hit('k', 1, 10)).resolves.toMatchObject({ allowed: false });
    now += 10_001;
    await expect(limiter.hit('k', 1, 10)).resolves.toMatchObject({ allowed: true, count: 1 });
  });
});

describe('fallback rate limiter', () => {
  /** A shared store that fails while `down`, and a health that records what it was told. */
  function setup() {
    const state = { down: false, usable: true, calls: 0, failures: 0, successes: 0 };
    const memory = memoryRateLimiter();
    const shared: RateLimiter = {
      async hit(key, limit, windowSeconds) {
        state.calls += 1;
        if (state.down) throw new Error('Command timed out');
        return memory.hit(`shared:${key}`, limit, windowSeconds);
      },
      async reset(key) {
        if (state.down) throw new Error('Command timed out');
        await memory.reset(`shared:${key}`);
      },
      async close() {},
    };
    const health = {
      usable: () => state.usable,
      succeeded: () => void (state.successes += 1),
      failed: () => void (state.failures += 1),
    };
    return { state, limiter: fallbackRateLimiter(shared, memoryRateLimiter(), health) };
  }

  it('counts in process while the shared store fails, and still refuses past the limit', async () => {
    const { state, limiter } = setup();
    state.down = true;
    await enforceLimit(limiter, 'k', 2, 60);
    await enforceLimit(limiter, 'k', 2, 60);
    const error = await enforceLimit(limiter, 'k', 2, 60).catch((err: unknown) => err);
    expect((error as HttpError).status).toBe(429);
    expect(state.failures).toBe(3);
    await expect(limiter.reset('k')).resolves.toBeUndefined();
  });

  it('does not ask a store known to be away, and uses it again once it is usable', async () => {
    const { state, limiter } = setup();
    await enforceLimit(limiter, 'k', 1, 60);
    state.usable = false;
    await expect(limiter.hit('k', 1, 60)).resolves.toMatchObject({ allowed: true, count: 1 });
    expect(state.calls).toBe(1);
    state.usable = true;
    // The shared count from before the outage applies again.
    await expect(limiter.hit('k', 1, 60)).resolves.toMatchObject({ allowed: false, count: 2 });
    expect(state.successes).toBe(2);
  });
});

describe.skipIf(!redis)('redis rate limiter errors', () => {
  it('throws on a failed command instead of reading it as a count of 0', async () => {
    const prefix = `haat:test:${process.pid}:${Date.now()}:`;
    await redis!.set(`${prefix}not-a-counter`, 'text');
    await expect(redisRateLimiter(redis!, prefix).hit('not-a-counter', 5, 60)).rejects.toThrow(
      /not an integer/,
    );
    await redis!.del(`${prefix}not-a-counter`);
  });
});
