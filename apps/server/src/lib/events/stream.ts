import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../http-error.ts';
import type { UserEvent, UserEventListener } from './index.ts';

export type EventStreamsOptions = {
  /** A comment line this often keeps proxies from closing a quiet stream (default 25 s). */
  heartbeatMs?: number;
  /** How long a browser waits before reconnecting after a drop (the `retry:` field). */
  retryMs?: number;
  /** Open streams one user may hold on this instance (tabs, devices). */
  perUser?: number;
  /**
   * A stream is ended after this long (default 10 min) and the browser reconnects, which checks
   * its token again: a signed-out or expired session stops hearing events within this time.
   */
  maxAgeMs?: number;
};

/** One server-sent event: `event: type` and its data as one line of JSON. */
export const formatEvent = (event: UserEvent) =>
  `event: ${event.type.replace(/[\r\n]/g, '')}\ndata: ${JSON.stringify(event.data ?? null)}\n\n`;

/**
 * The open server-sent event streams of this instance: each is a hijacked response that gets the
 * user's events, a heartbeat, and is cleaned up when either side closes. `closeAll` ends them so
 * a shutdown does not wait for browsers that would keep them open for ever.
 */
export function eventStreams(options: EventStreamsOptions = {}) {
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const retryMs = options.retryMs ?? 3_000;
  const perUser = options.perUser ?? 10;
  const maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
  const open = new Set<() => void>();
  const byUser = new Map<string, number>();

  return {
    /**
     * Answers the request with a stream of the user's events. `subscribe` registers the
     * listener (with the event bus) and answers the function that removes it.
     */
    async serve(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: string,
      subscribe: (listener: UserEventListener) => Promise<() => void>,
    ) {
      const mine = byUser.get(userId) ?? 0;
      if (mine >= perUser) throw tooManyRequests(retryMs / 1000);
      byUser.set(userId, mine + 1);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      res.write(`retry: ${retryMs}\n\n`);

      let stop: (() => void) | null = null;
      let ended = false;
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
      heartbeat.unref();
      const expiry = setTimeout(() => end(), maxAgeMs);
      expiry.unref();
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        stop?.();
        open.delete(end);
        const left = (byUser.get(userId) ?? 1) - 1;
        if (left > 0) byUser.set(userId, left);
        else byUser.delete(userId);
        if (!res.writableEnded) res.end();
      };
      open.add(end);
      request.raw.on('close', end);
      res.on('close', end);
      res.on('error', end);

      try {
        stop = await subscribe((event) => {
          if (!ended) res.write(formatEvent(event));
        });
      } catch (err) {
        request.log.error({ err }, 'event stream subscription failed');
        end();
        return;
      }
      if (ended) {
        stop();
        return;
      }
      // The first bytes the client reads: from now on no event of this user is missed.
      res.write(': connected\n\n');
    },
    closeAll() {
      for (const end of [...open]) end();
    },
    count: () => open.size,
  };
}

export type EventStreams = ReturnType<typeof eventStreams>;
