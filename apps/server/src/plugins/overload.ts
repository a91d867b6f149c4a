import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/**
 * Sheds load instead of queueing it: while the process is over a threshold of config.overload
 * (the event loop's delay above all), requests are answered 503 with Retry-After at once
 * (the envelope plugin words it), and the load balancer or the client comes back later.
 */
export const overloadPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const limits = config.overload;
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    maxRssBytes: limits.maxRssBytes,
    retryAfter: limits.retryAfterSeconds,
  });
});
