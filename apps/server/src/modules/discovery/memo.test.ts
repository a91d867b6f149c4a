import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { memo } from './memo.ts';

const dbA = {} as Database;
const dbB = {} as Database;

describe('memo', () => {
  it('reuses a value for its time to live, per database, on the app clock', async () => {
    const cache = memo<number>(1000, 10);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.through(dbA, 'k', 0, compute)).toBe(1);
    expect(await cache.through(dbA, 'k', 999, compute)).toBe(1);
    expect(await cache.through(dbB, 'k', 999, compute)).toBe(2);
    expect(await cache.through(dbA, 'k', 1000, compute)).toBe(3);
    // A clock set back (tests) does not serve a value from its future.
    expect(await cache.through(dbA, 'k', 500, compute)).toBe(4);
  });

  it('keeps only what `keep` accepts, at most maxEntries, and forgets on clear', async () => {
    const cache = memo<number>(1000, 2);
    await cache.through(
      dbA,
      'small',
      0,
      async () => 5,
      (n) => n > 10,
    );
    expect(cache.get(dbA, 'small', 0)).toBeUndefined();
    cache.set(dbA, 'a', 0, 1);
    cache.set(dbA, 'b', 0, 2);
    cache.set(dbA, 'c', 0, 3);
    expect(cache.get(dbA, 'a', 0)).toBeUndefined();
    expect(cache.get(dbA, 'c', 0)).toBe(3);
    cache.clear(dbA);
    expect(cache.get(dbA, 'c', 0)).toBeUndefined();
  });

  it('with staleMs, answers an expired value at once while computing the next (issue 21)', async () => {
    const cache = memo<number>(1000, 10, { staleMs: 5000 });
    let computed = 0;
    let release: () => void = () => {};
    const slow = () =>
      new Promise<number>((resolve) => {
        computed += 1;
        const value = computed;
        release = () => resolve(value);
      });
    const first = cache.through(dbA, 'strip', 0, slow);
    release();
    expect(await first).toBe(1);
    // Expired: the old ranking answers without waiting, one recomputation starts.
    expect(await cache.through(dbA, 'strip', 1500, slow)).toBe(1);
    expect(await cache.through(dbA, 'strip', 1600, slow)).toBe(1);
    expect(computed).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.through(dbA, 'strip', 1700, slow)).toBe(2);
    // Older than ttl + staleMs: the caller waits for a fresh value.
    const late = cache.through(dbA, 'strip', 1500 + 1000 + 5000, slow);
    release();
    expect(await late).toBe(3);
  });
});
