import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MSG } from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../lib/http-error.ts';
import { ok } from '../../lib/envelope.ts';

const healthPayload = z.object({ database: z.enum(['pglite', 'pg']) });

/** 200 when the database answers, 503 otherwise: what a load balancer asks. */
export async function healthRoutes(app: FastifyInstance, { database }: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ code: z.number(), message: z.string(), payload: healthPayload }),
        },
      },
    },
    async () => {
      try {
        await database.ping();
      } catch {
        throw new HttpError(503, 'UNAVAILABLE', API_MSG.databaseDown);
      }
      return ok({ database: database.driver }, API_MSG.databaseUp);
    },
  );
}
