import type { Database } from '../../db/client.ts';

/**
 * Config PUBLIC_READ_MEMO: off, every memo computes afresh and keeps nothing (bench:api --cold
 * measures the server as a long tail of distinct queries meets it). One switch for the process.
 */
const readMemo = { on: true };
export const setReadMemo = (on: boolean) => {
  readMemo.on = on;
};

/**
 * The short in-process reuse of public read work (totals, pages of ids, trending rankings): an
 * entry per key, kept per database (so test databases never share one) for `ttlMs` of the app
 * clock, at most `maxEntries` of them (the oldest leaves first). Values are ids, counts and
 * orderings, never visibility: callers check that again on every call.
 *
 * With `staleMs`, an expired value younger than `ttlMs + staleMs` is still answered while it is
 * computed again in the background (docs/decisions/017-search-engine.md: the home strips'
 * rankings took most of a second at 1M products, and the first visitor after each expiry waited
 * for them; docs/performance.md, "Figures that were in code comments"). Only a key nobody asked
 * for in that long makes its next caller wait.
 */
export function memo<V>(ttlMs: number, maxEntries: number, { staleMs = 0 } = {}) {
  const perDatabase = new WeakMap<Database, Map<string, { at: number; value: V }>>();
  // Computations under way: callers asking for the same key meanwhile wait for that one instead
  // of running the same query again (16 visitors landing on a page as its entry expires).
  const pending = new WeakMap<Database, Map<string, Promise<V>>>();
  const entries = (db: Database) => {
    let map = perDatabase.get(db);
    if (!map) perDatabase.set(db, (map = new Map()));
    return map;
  };
  return {
    get(db: Database, key: string, now: number): V | undefined {
      if (!readMemo.on) return undefined;
      const hit = entries(db).get(key);
      // A clock moved backwards (tests) counts as expired.
      return hit && now - hit.at >= 0 && now - hit.at < ttlMs ? hit.value : undefined;
    },
    set(db: Database, key: string, now: number, value: V) {
      if (!readMemo.on) return;
      const map = entries(db);
      map.delete(key);
      if (map.size >= maxEntries) map.delete(map.keys().next().value!);
      map.set(key, { at: now, value });
    },
    /** The cached value, or `compute`'s (kept when `keep` says so, by default always). */
    async through(
      db: Database,
      key: string,
      now: number,
      compute: () => Promise<V>,
      keep: (value: V) => boolean = () => true,
    ): Promise<V> {
      const hit = this.get(db, key, now);
      if (hit !== undefined) return hit;
      const stale = readMemo.on ? entries(db).get(key) : undefined;
      const computing = this.compute(db, key, now, compute, keep);
      if (stale && now - stale.at >= 0 && now - stale.at < ttlMs + staleMs) {
        computing.catch(() => {}); // the next caller tries again
        return stale.value;
      }
      return computing;
    },
    /** Runs `compute` for the key once at a time: callers meanwhile share its answer. */
    compute(
      db: Database,
      key: string,
      now: number,
      compute: () => Promise<V>,
      keep: (value: V) => boolean,
    ): Promise<V> {
      let running = pending.get(db);
      if (!running) pending.set(db, (running = new Map()));
      const shared = running.get(key);
      if (shared) return shared;
      const computing = compute()
        .then((value) => {
          if (keep(value)) this.set(db, key, now, value);
          return value;
        })
        .finally(() => running.delete(key));
      running.set(key, computing);
      return computing;
    },
    clear(db: Database) {
      perDatabase.delete(db);
    },
  };
}
