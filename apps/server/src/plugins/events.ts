import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../deps.ts';
import { eventStreams, type EventStreams } from '../lib/events/stream.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open server-sent event streams of this instance. */
    eventStreams: EventStreams;
  }
}

/**
 * Live events: the streams of this instance, ended before the server closes (a browser would
 * otherwise keep them open and the close would wait for ever), then the event bus.
 */
export const eventsPlugin = fp(async (app: FastifyInstance, deps: AppDeps) => {
  app.decorate('eventStreams', eventStreams());
  app.addHook('preClose', async () => {
    app.eventStreams.closeAll();
  });
  app.addHook('onClose', async () => {
    await deps.events.close();
  });
});
