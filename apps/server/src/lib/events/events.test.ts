import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { openStream } from '../../modules/notifications/test-stream.ts';
import { freePort } from '../../test/faults/server-process.ts';
import { connectRedis } from '../redis/index.ts';
import { memoryEventBus, redisEventBus, type EventBus, type UserEvent } from './index.ts';
import { eventStreams, formatEvent } from './stream.ts';

const redisUrl = process.env.TEST_REDIS_URL;

function collect(bus: EventBus, userId: string) {
  const seen: UserEvent[] = [];
  return { seen, stop: bus.subscribe(userId, (event) => seen.push(event)) };
}

describe('memoryEventBus', () => {
  it("delivers a user's events to that user's listeners only, until they stop", async () => {
    const bus = memoryEventBus();
    const a = collect(bus, 'a');
    const a2 = collect(bus, 'a');
    const b = collect(bus, 'b');
    await bus.publish('a', { type: 'notification', data: { n: 1 } });
    expect(a.seen).toEqual([{ type: 'notification', data: { n: 1 } }]);
    expect(a2.seen).toHaveLength(1);
    expect(b.seen).toHaveLength(0);
    (await a.stop)();
    await bus.publish('a', { type: 'notification' });
    expect(a.seen).toHaveLength(1);
    expect(a2.seen).toHaveLength(2);
    await bus.close();
  });
});

describe.skipIf(!redisUrl)('redisEventBus', () => {
  const connections: Redis[] = [];
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.quit()));
  });

  it('fans an event out to listeners on another instance', async () => {
    const channel = `haat:test:events:${randomUUID()}`;
    const [one, two] = [new Redis(redisUrl!), new Redis(redisUrl!)];
    connections.push(one, two);
    const here = redisEventBus(one, { channel });
    const there = redisEventBus(two, { channel });
    const seen = collect(there, 'user-1');
    await seen.stop;
    await here.publish('user-1', { type: 'notification', data: { text: 'hello' } });
    await here.publish('user-2', { type: 'notification', data: { text: 'not yours' } });
    await expect.poll(() => seen.seen).toEqual([{ type: 'notification', data: { text: 'hello' } }]);
    await here.close();
    await there.close();
  });
});

describe('redisEventBus without Redis', () => {
  it('subscribes after a bounded wait and delivers this instance’s events, never throwing', async () => {
    const link = connectRedis(`redis://127.0.0.1:${await freePort()}`, { warn: () => {} });
    const bus = redisEventBus(link.client, {
      usable: () => link.usable(),
      onError: (err) => link.failed(err),
      subscribeWaitMs: 200,
    });
    // Once before Redis is known to be away (the publish itself fails), once after.
    const seen = collect(bus, 'user-1');
    await seen.stop;
    await bus.publish('user-1', { type: 'notification', data: { n: 1 } });
    await expect.poll(() => link.usable()).toBe(false);
    await bus.publish('user-1', { type: 'notification', data: { n: 2 } });
    expect(seen.seen).toEqual([
      { type: 'notification', data: { n: 1 } },
      { type: 'notification', data: { n: 2 } },
    ]);
    await bus.close();
    await link.close();
  });
});

describe('eventStreams', () => {
  it('sends events as server-sent events, heartbeats, and cleans up when the client goes', async () => {
    const bus = memoryEventBus();
    const streams = eventStreams({ heartbeatMs: 50, retryMs: 1500 });
    const app = Fastify();
    app.get('/stream', async (request, reply) => {
      await streams.serve(request, reply, 'u1', (listener) => bus.subscribe('u1', listener));
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const stream = await openStream(`${address}/stream`);
      expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
      await stream.until(
        (text) => text.startsWith('retry: 1500\n\n') && text.includes(': connected'),
      );
      await bus.publish('u1', { type: 'notification', data: { a: 'line\nbreak' } });
      expect(await stream.nextEvent('notification')).toEqual({
        event: 'notification',
        data: { a: 'line\nbreak' },
      });
      await stream.until((text) => text.split(': heartbeat').length > 2);
      expect(streams.count()).toBe(1);
      await stream.close();
      await expect.poll(() => streams.count()).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('limits the streams of one user and ends every stream on closeAll', async () => {
    const bus = memoryEventBus();
    const streams = eventStreams({ perUser: 2 });
    const app = Fastify();
    app.get('/stream', async (request, reply) => {
      await streams.serve(request, reply, 'u1', (listener) => bus.subscribe('u1', listener));
    });
    app.addHook('preClose', async () => streams.closeAll());
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const first = await openStream(`${address}/stream`);
    const second = await openStream(`${address}/stream`);
    await first.until((text) => text.includes(': connected'));
    await second.until((text) => text.includes(': connected'));
    const third = await fetch(`${address}/stream`);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBeTruthy();
    // Closing the server ends open streams instead of waiting for them.
    await app.close();
    await expect.poll(() => first.ended() && second.ended()).toBe(true);
    expect(streams.count()).toBe(0);
  });

  it('formats one event per block with JSON data on one line', () => {
    expect(formatEvent({ type: 'notification', data: { text: 'a\nb' } })).toBe(
      'event: notification\ndata: {"text":"a\\nb"}\n\n',
    );
    expect(formatEvent({ type: 'x\ny' })).toBe('event: xy\ndata: null\n\n');
  });
});
