import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http-error.ts';
import type { RateLimiter } from './index.ts';
import { enforceLimit, memoryRateLimiter, redisRateLimiter } from './index.ts';

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
