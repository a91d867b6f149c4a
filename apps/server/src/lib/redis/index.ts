import { Redis, type RedisOptions } from 'ioredis';

/**
 * How long anything waits on Redis. ioredis's defaults (a 10 s connect timeout, no command
 * timeout, 20 retries of a command) made a request wait seconds on a dead Redis
 * (docs/performance.md, "Figures that were in code comments"); with these a
 * request pays at most one command timeout before the in-process fallbacks answer, and none
 * while the outage is known (RedisLink.usable).
 */
export const REDIS_TIMEOUTS = {
  /** Opening the TCP connection. */
  connectMs: 1000,
  /** One command, also while it waits in the offline queue for the first connection. */
  commandMs: 500,
  /** A connection that takes writes but never answers is dropped (and reconnected) after this. */
  socketMs: 1000,
  /** Shutdown waits this long for QUIT before it drops the connection. */
  quitMs: 1000,
  /** After a failed command on a connection that still looks ready, Redis is asked again after this. */
  retryMs: 1000,
  /** The longest pause between two reconnection attempts. */
  maxReconnectDelayMs: 2000,
} as const;

export const REDIS_OPTIONS = {
  connectTimeout: REDIS_TIMEOUTS.connectMs,
  commandTimeout: REDIS_TIMEOUTS.commandMs,
  socketTimeout: REDIS_TIMEOUTS.socketMs,
  // A command in flight when the connection drops fails at once instead of being retried on
  // the next connection: its caller has a fallback and must not wait for that connection.
  maxRetriesPerRequest: 0,
  // The queue only holds commands until the first connection is ready (bounded by the command
  // timeout): during an outage RedisLink.usable keeps callers from sending anything.
  enableOfflineQueue: true,
  // Never gives up: the link comes back by itself when Redis does.
  retryStrategy: (attempt: number) =>
    Math.min(100 * 2 ** Math.min(attempt, 10), REDIS_TIMEOUTS.maxReconnectDelayMs),
} satisfies RedisOptions;

/**
 * One Redis connection and what this instance knows of its health. Callers ask `usable()` before
 * a command and report the outcome; while Redis is known to be away they use their in-process
 * fallback without waiting. The outage is logged once when it starts and once when it ends.
 */
export type RedisLink = {
  client: Redis;
  /** False during a known outage: callers use their fallback without asking Redis. */
  usable(): boolean;
  /** False from the first failure until Redis answers again. */
  isUp(): boolean;
  succeeded(): void;
  failed(err: unknown): void;
  /** Whether Redis answers a PING now (never waits during a known outage). */
  ping(): Promise<boolean>;
  /** QUIT, or a dropped connection when QUIT does not finish in REDIS_TIMEOUTS.quitMs. */
  close(): Promise<void>;
};

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function connectRedis(
  url: string,
  options: { warn: (line: string) => void; info?: (line: string) => void; now?: () => number },
): RedisLink {
  const now = options.now ?? Date.now;
  const info = options.info ?? options.warn;
  const client = new Redis(url, REDIS_OPTIONS);
  let state: 'starting' | 'up' | 'down' = 'starting';
  let askAgainAt = 0;
  let closing = false;

  const link: RedisLink = {
    client,
    usable() {
      if (state !== 'down') return true;
      // Disconnected: ioredis reconnects in the background and 'ready' ends the outage.
      // Connected but a command failed: one caller tries again now and then.
      return client.status === 'ready' && now() >= askAgainAt;
    },
    isUp: () => state === 'up',
    succeeded() {
      if (state === 'down') info('Redis answers again: limits and live events are shared again');
      state = 'up';
    },
    failed(err) {
      if (closing) return;
      askAgainAt = now() + REDIS_TIMEOUTS.retryMs;
      if (state === 'down') return;
      state = 'down';
      options.warn(
        `Redis is not answering (${describe(err)}): rate limits are counted in this process ` +
          'and live events reach this instance only, until it is back',
      );
    },
    async ping() {
      if (!link.usable()) return false;
      try {
        await client.ping();
        link.succeeded();
        return true;
      } catch (err) {
        link.failed(err);
        return false;
      }
    },
    async close() {
      closing = true;
      await closeConnection(client);
    },
  };
  // Without a listener ioredis prints every failed reconnection attempt.
  client.on('error', (err: unknown) => link.failed(err));
  client.on('close', () => link.failed(new Error('connection closed')));
  client.on('ready', () => link.succeeded());
  return link;
}

/** QUIT waits for an answer a dead or stalled Redis never sends: drop the connection instead. */
export async function closeConnection(client: Redis, waitMs: number = REDIS_TIMEOUTS.quitMs) {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), waitMs);
  });
  try {
    const outcome = await Promise.race([client.quit().catch(() => 'failed' as const), gaveUp]);
    if (outcome !== 'OK') client.disconnect();
  } finally {
    clearTimeout(timer);
  }
}
