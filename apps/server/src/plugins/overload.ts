import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/**
 * The web app's hashed files (scripts, styles, fonts of a page already open). They cost a file
 * read, and refusing one leaves a visitor who already has the page on "Something went wrong"
 * when a screen's lazy script is refused, so they are served under load too.
 */
const isAppFile = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && request.url.startsWith('/assets/');

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
    // Answering nothing lets the request through; a thrown error is the envelope's 503.
    async pressureHandler(request: FastifyRequest, reply: FastifyReply) {
      if (isAppFile(request)) return;
      reply.header('retry-after', String(limits.retryAfterSeconds));
      throw Object.assign(new Error('Service Unavailable'), {
        code: 'FST_UNDER_PRESSURE',
        statusCode: 503,
      });
    },
  });
});
