import type { Redis } from 'ioredis';
import { tooManyRequests } from '../http-error.ts';

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts hits per key in a fixed window. In process memory by default; in Redis when
 * REDIS_URL is set, so that every instance shares the same counts (DESIGN.md §5).
 */
export type RateLimiter = {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  // Expired windows are swept now and then so the map cannot grow without bound.
  let hitsSinceSweep = 0;
  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  };
  return {
    async hit(key, limit, windowSeconds) {
      const at = now();
      if (++hitsSinceSweep >= 1000) {
        hitsSinceSweep = 0;
        sweep(at);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        count: window.count,
        retryAfterSeconds: Math.ceil((window.resetAt - at) / 1000),
      };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

export function redisRateLimiter(redis: Redis, prefix = 'haat:rl:'): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const redisKey = prefix + key;
      // INCR and the first EXPIRE in one round trip; NX keeps the window fixed.
      const results = await redis
        .multi()
        .incr(redisKey)
        .expire(redisKey, windowSeconds, 'NX')
        .pttl(redisKey)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttlMs = Number(results?.[2]?.[1] ?? windowSeconds * 1000);
      return {
        allowed: count <= limit,
        count,
        retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
      };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {},
  };
}

/** Throws the 429 answer (with Retry-After) when the key is over its limit. */
export async function enforceLimit(
  limiter: RateLimiter,
  key: string,
  limit: number,
  windowSeconds: number,
) {
  const result = await limiter.hit(key, limit, windowSeconds);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  return result;
}
