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
      // A failed command must not read as a count of 0 (allowed): the caller falls back instead.
      if (!results) throw new Error('rate limit transaction aborted');
      const failed = results.find(([err]) => err);
      if (failed) throw failed[0];
      const count = Number(results[0]![1]);
      const ttlMs = Number(results[2]![1]);
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

/** What the fallback limiter needs to know of the shared store's health (lib/redis RedisLink). */
export type SharedStoreHealth = {
  usable(): boolean;
  succeeded(): void;
  failed(err: unknown): void;
};

/**
 * Counts in `shared` (Redis) while it answers and in `local` (this process) while it does not,
 * so an outage of Redis refuses no request: limits still apply, per instance instead of across
 * them (docs/operations.md). Back on `shared` as soon as it answers again.
 */
export function fallbackRateLimiter(
  shared: RateLimiter,
  local: RateLimiter,
  health: SharedStoreHealth,
): RateLimiter {
  async function attempt<T>(call: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (!health.usable()) return fallback();
    try {
      const result = await call();
      health.succeeded();
      return result;
    } catch (err) {
      health.failed(err);
      return fallback();
    }
  }
  return {
    hit: (key, limit, windowSeconds) =>
      attempt(
        () => shared.hit(key, limit, windowSeconds),
        () => local.hit(key, limit, windowSeconds),
      ),
    async reset(key) {
      await local.reset(key);
      await attempt(
        () => shared.reset(key),
        async () => {},
      );
    },
    async close() {
      await Promise.all([shared.close(), local.close()]);
    },
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
