import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { closeConnection } from '../redis/index.ts';

/** Something that happened for one user; the event stream sends it as `event: type`. */
export type UserEvent = { type: string; data?: unknown };
export type UserEventListener = (event: UserEvent) => void;

/**
 * Live events addressed to a user (DESIGN.md §5): in process memory by default; through Redis
 * pub/sub when REDIS_URL is set, so an event published by one instance reaches the user's
 * streams on every instance.
 */
export type EventBus = {
  /** Delivers to every listener of the user, here and on other instances. Never throws. */
  publish(userId: string, event: UserEvent): Promise<void>;
  /**
   * Resolves once the listener will receive events (with Redis away: this instance's events, after
   * a short bounded wait); answers the function that stops it. Throws only once closed.
   */
  subscribe(userId: string, listener: UserEventListener): Promise<() => void>;
  close(): Promise<void>;
};

/** Listeners of this process, by user id. */
function localListeners() {
  const emitter = new EventEmitter();
  // One listener per open stream; many streams are normal, not a leak.
  emitter.setMaxListeners(0);
  return {
    emit(userId: string, event: UserEvent) {
      for (const listener of emitter.listeners(userId) as UserEventListener[]) {
        try {
          listener(event);
        } catch {
          // one broken stream must not keep the event from the others
        }
      }
    },
    add(userId: string, listener: UserEventListener) {
      emitter.on(userId, listener);
      return () => void emitter.off(userId, listener);
    },
    count: () => emitter.eventNames().length,
    clear: () => emitter.removeAllListeners(),
  };
}

export function memoryEventBus(): EventBus {
  const local = localListeners();
  return {
    async publish(userId, event) {
      local.emit(userId, event);
    },
    async subscribe(userId, listener) {
      return local.add(userId, listener);
    },
    async close() {
      local.clear();
    },
  };
}

export const EVENTS_CHANNEL = 'haat:events';

type Envelope = { userId: string; event: UserEvent };

const parse = (message: string): Envelope | null => {
  try {
    const value = JSON.parse(message) as Partial<Envelope>;
    return typeof value.userId === 'string' && value.event && typeof value.event.type === 'string'
      ? (value as Envelope)
      : null;
  } catch {
    return null;
  }
};

/** How long a new listener waits for the Redis subscription before it settles for local events. */
export const SUBSCRIBE_WAIT_MS = 1000;

/**
 * Publishes on one channel with the shared connection and listens on a second connection of its
 * own (a subscribed Redis connection can do nothing else). The subscriber connects on the first
 * local listener, so an instance without open streams holds no extra connection.
 *
 * Redis away degrades, never fails: events published here still reach this instance's streams,
 * and the subscription stays queued on its connection, so other instances' events arrive again
 * once Redis is back (ioredis subscribes again after every reconnection).
 */
export function redisEventBus(
  publisher: Redis,
  options: {
    channel?: string;
    onError?: (err: unknown) => void;
    /** False while Redis is known to be away: publish locally without waiting (RedisLink). */
    usable?: () => boolean;
    subscribeWaitMs?: number;
  } = {},
): EventBus {
  const channel = options.channel ?? EVENTS_CHANNEL;
  const onError = options.onError ?? (() => {});
  const usable = options.usable ?? (() => true);
  const subscribeWaitMs = options.subscribeWaitMs ?? SUBSCRIBE_WAIT_MS;
  const local = localListeners();
  let subscriber: Redis | null = null;
  let ready: Promise<void> | null = null;
  let closed = false;

  const connect = () => {
    if (ready) return ready;
    // Unlike the publisher's commands, SUBSCRIBE waits for Redis as long as it takes (nobody
    // waits on it beyond subscribeWaitMs) and is not given up while Redis is away.
    const connection = publisher.duplicate({
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
    });
    connection.on('error', onError);
    connection.on('message', (from: string, message: string) => {
      if (from !== channel) return;
      const envelope = parse(message);
      if (envelope) local.emit(envelope.userId, envelope.event);
    });
    subscriber = connection;
    // ioredis re-subscribes by itself after a reconnect.
    ready = connection.subscribe(channel).then(
      () => undefined,
      (err: unknown) => {
        ready = null;
        subscriber = null;
        connection.disconnect();
        throw err;
      },
    );
    return ready;
  };

  return {
    async publish(userId, event) {
      if (!usable()) {
        local.emit(userId, event);
        return;
      }
      try {
        await publisher.publish(channel, JSON.stringify({ userId, event } satisfies Envelope));
      } catch (err) {
        // Redis is away: this instance's own streams still hear it.
        onError(err);
        local.emit(userId, event);
      }
    },
    async subscribe(userId, listener) {
      if (closed) throw new Error('event bus closed');
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, subscribeWaitMs);
      });
      try {
        await Promise.race([connect(), waited]);
      } catch (err) {
        onError(err);
      } finally {
        clearTimeout(timer);
      }
      return local.add(userId, listener);
    },
    async close() {
      closed = true;
      local.clear();
      const connection = subscriber;
      subscriber = null;
      ready = null;
      if (connection) await closeConnection(connection);
    },
  };
}
