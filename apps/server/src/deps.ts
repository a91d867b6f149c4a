import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { EventBus } from './lib/events/index.ts';
import { memoryEventBus, redisEventBus } from './lib/events/index.ts';
import { systemClock } from './lib/clock.ts';
import type { RateLimiter } from './lib/rate-limit/index.ts';
import {
  fallbackRateLimiter,
  memoryRateLimiter,
  redisRateLimiter,
} from './lib/rate-limit/index.ts';
import { jobBell, type JobBell } from './lib/jobs/worker.ts';
import { connectRedis, type RedisLink } from './lib/redis/index.ts';
import type { OutboxMessage, SmsSender } from './lib/sms/index.ts';
import { consoleSms, msg91Sms, SMS_OUTBOX_FILE, twilioSms } from './lib/sms/index.ts';
import { getStorage, type StoragePort } from './lib/storage/index.ts';
import { redactLoggedUrl, serializeLoggedError } from './lib/log-redaction.ts';

/** What every module's routes receive: configuration and the ports of DESIGN.md §5. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  limiter: RateLimiter;
  sms: SmsSender;
  /** The dev outbox of the console SMS driver; null in production and with real SMS drivers. */
  smsOutbox: ((phoneNo: string) => OutboxMessage[] | null) | null;
  /** The Redis connection and its health, when REDIS_URL is set. */
  redis: RedisLink | null;
  /** Live events for the signed-in users' streams (memory, or Redis pub/sub). */
  events: EventBus;
  /** Rung after a commit that enqueued jobs, so this instance works them at once (lib/jobs). */
  jobs: JobBell;
  /** Where uploaded images live: local disk or S3, as the configuration says (lib/storage). */
  storage: StoragePort;
  /**
   * The app's one logger, for work outside a request (jobs, timers, start-up). Fastify logs with
   * it too, so a request handler's `req.log` is its child and carries the request id: a handler
   * uses that one.
   */
  log: FastifyBaseLogger;
};

/**
 * The app's logger: pino, built by Fastify from the options it takes (pino is Fastify's
 * dependency, not this package's), and handed back to the app with `loggerInstance`.
 */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  /** Where the lines go: standard output unless given (the log tests keep them in memory). */
  destination?: { write(line: string): void },
): FastifyBaseLogger {
  return Fastify({
    logger: {
      level: config.logLevel,
      ...(destination ? { stream: destination } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Tokens, positions, upload signatures and phone numbers in addresses, and the rows a
      // database error quotes, never reach the logs (lib/log-redaction.ts).
      serializers: {
        err: (err: Error) => serializeLoggedError(err),
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactLoggedUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
  }).log;
}

/**
 * Builds the ports the configuration asks for: Redis-backed when REDIS_URL is set, falling back
 * to this process's memory while Redis does not answer (docs/operations.md).
 */
export function createPorts(
  config: Config,
  overrides: Partial<Pick<AppDeps, 'clock' | 'sms' | 'log'>> & { redisKeyPrefix?: string } = {},
): Omit<AppDeps, 'config' | 'database'> {
  const clock = overrides.clock ?? systemClock;
  const log = overrides.log ?? createLogger(config);
  const redis = config.redisUrl
    ? // The end of an outage is logged at its warning's level (connectRedis's default), so a
      // log that shows one shows the other.
      connectRedis(config.redisUrl, { warn: (line) => log.warn(line) })
    : null;
  const memoryLimiter = memoryRateLimiter(() => clock.now().getTime());
  const limiter = redis
    ? fallbackRateLimiter(
        redisRateLimiter(redis.client, overrides.redisKeyPrefix),
        memoryLimiter,
        redis,
      )
    : memoryLimiter;
  let sms: SmsSender;
  let smsOutbox: AppDeps['smsOutbox'] = null;
  if (config.sms.driver === 'msg91') sms = msg91Sms(config.sms.msg91);
  else if (config.sms.driver === 'twilio') sms = twilioSms(config.sms.twilio);
  else {
    const consoleSender = consoleSms(
      (line) => log.info(line),
      config.isProduction
        ? { outboxFile: join(config.dataDir, SMS_OUTBOX_FILE) }
        : { devOutbox: true },
    );
    sms = consoleSender;
    if (!config.isProduction) smsOutbox = consoleSender.outbox;
  }
  const events = redis
    ? redisEventBus(redis.client, {
        // Instances given the same key prefix (tests) share their events as they share limits;
        // others (another test file's app) do not hear them.
        channel: overrides.redisKeyPrefix ? `${overrides.redisKeyPrefix}events` : undefined,
        // Logged once per outage by the link, not once per event or reconnection attempt.
        onError: (err) => redis.failed(err),
        usable: () => redis.usable(),
      })
    : memoryEventBus();
  return {
    limiter,
    smsOutbox,
    redis,
    events,
    sms: overrides.sms ?? sms,
    clock,
    jobs: jobBell(),
    // One store per configuration (getStorage keeps it), whoever asks for it.
    storage: getStorage(config),
    log,
  };
}

/** Closes what createPorts opened; bounded even when Redis does not answer. */
export async function closePorts(ports: Pick<AppDeps, 'limiter' | 'redis'>) {
  await ports.limiter.close();
  await ports.redis?.close();
}
