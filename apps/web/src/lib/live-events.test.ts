import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  liveEventsUrl,
  RECONNECT_MIN_MS,
  subscribeLiveEvents,
  type LiveMessage,
} from './live-events.ts';

class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (event: { data: string }) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(name: string, listener: (event: { data: string }) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(name: string, data: unknown) {
    this.listeners.get(name)?.({ data: JSON.stringify(data) });
  }
  fail(permanently: boolean) {
    this.readyState = permanently ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

afterEach(() => {
  FakeEventSource.all = [];
  vi.useRealTimers();
});

describe('subscribeLiveEvents', () => {
  it('shares one stream per token, passes its events on, and closes with the last listener', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const a: LiveMessage[] = [];
    const b: LiveMessage[] = [];
    const stopA = subscribeLiveEvents('tok en', (m) => a.push(m));
    const stopB = subscribeLiveEvents('tok en', (m) => b.push(m));
    expect(FakeEventSource.all).toHaveLength(1);
    const source = FakeEventSource.all[0]!;
    expect(source.url).toBe(liveEventsUrl('tok en'));
    expect(source.url).toBe('/api/userAdmin/notification/stream?token=tok%20en');
    source.open();
    source.send('notification', { _id: 'n1', notification: 'New query' });
    source.send('notifications-changed', null);
    expect(a).toEqual([
      { type: 'open' },
      { type: 'notification', notification: { _id: 'n1', notification: 'New query' } },
      { type: 'notifications-changed' },
    ]);
    expect(b).toEqual(a);
    stopA();
    expect(source.closed).toBe(false);
    stopB();
    expect(source.closed).toBe(true);
  });

  it('reconnects after the server refused, waiting longer each time, and not when the browser retries', () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    const stop = subscribeLiveEvents('t', () => {});
    FakeEventSource.all[0]!.fail(false);
    vi.advanceTimersByTime(RECONNECT_MIN_MS * 4);
    expect(FakeEventSource.all).toHaveLength(1);
    FakeEventSource.all[0]!.fail(true);
    vi.advanceTimersByTime(RECONNECT_MIN_MS);
    expect(FakeEventSource.all).toHaveLength(2);
    FakeEventSource.all[1]!.fail(true);
    vi.advanceTimersByTime(RECONNECT_MIN_MS);
    expect(FakeEventSource.all).toHaveLength(2);
    vi.advanceTimersByTime(RECONNECT_MIN_MS);
    expect(FakeEventSource.all).toHaveLength(3);
    stop();
    FakeEventSource.all[2]!.fail(true);
    vi.advanceTimersByTime(RECONNECT_MIN_MS * 60);
    expect(FakeEventSource.all).toHaveLength(3);
  });

  it('opens a new stream for a new token', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const stopOld = subscribeLiveEvents('old', () => {});
    const stopNew = subscribeLiveEvents('new', () => {});
    expect(FakeEventSource.all.map((s) => s.closed)).toEqual([true, false]);
    stopOld();
    expect(FakeEventSource.all[1]!.closed).toBe(false);
    stopNew();
    expect(FakeEventSource.all[1]!.closed).toBe(true);
  });
});
