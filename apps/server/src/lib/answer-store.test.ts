import { describe, expect, it } from 'vitest';
import { answerStore } from './answer-store.ts';

const answer = (body: string) => ({
  status: 200,
  body,
  etag: `W/"${body}"`,
  contentType: 'application/json',
});

describe('answerStore', () => {
  it('keeps an answer for its time on the clock given, then forgets it', () => {
    const store = answerStore({ ttlMs: 1000, maxChars: 10_000 });
    store.set('/a', answer('one'), store.revision(), 5000);
    expect(store.get('/a', 5999)?.body).toBe('one');
    expect(store.get('/a', 6000)).toBeUndefined();
    // A clock moved backwards is no reason to trust an entry.
    store.set('/a', answer('two'), store.revision(), 5000);
    expect(store.get('/a', 4000)).toBeUndefined();
  });

  it('does not keep an answer whose computation overlapped a clear', () => {
    const store = answerStore({ ttlMs: 1000, maxChars: 10_000 });
    const started = store.revision();
    store.clear();
    store.set('/a', answer('computed before the write'), started, 0);
    expect(store.get('/a', 1)).toBeUndefined();
    store.set('/a', answer('after'), store.revision(), 0);
    expect(store.get('/a', 1)?.body).toBe('after');
    store.clear();
    expect(store.get('/a', 1)).toBeUndefined();
  });

  it('lets the oldest answers go past its size, and refuses one too big to share it', () => {
    const store = answerStore({ ttlMs: 1000, maxChars: 1600 });
    for (const key of ['/a', '/b', '/c']) store.set(key, answer('x'.repeat(100)), 0, 0);
    store.set('/d', answer('y'.repeat(100)), 0, 0);
    expect(store.size()).toBe(4);
    for (let i = 0; i < 14; i += 1) store.set(`/more${i}`, answer('z'.repeat(100)), 0, 0);
    expect(store.get('/a', 1)).toBeUndefined();
    expect(store.get('/more13', 1)).toBeDefined();
    expect(store.size()).toBe(16);
    store.set('/huge', answer('h'.repeat(101)), 0, 0);
    expect(store.get('/huge', 1)).toBeUndefined();
  });

  it('keeps nothing when turned off', () => {
    const store = answerStore({ ttlMs: 0, maxChars: 10_000 });
    expect(store.enabled).toBe(false);
    store.set('/a', answer('one'), 0, 0);
    expect(store.get('/a', 0)).toBeUndefined();
  });
});
