import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MSG } from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { databaseUnavailable } from '../../lib/database-errors.ts';
import { ok } from '../../lib/envelope.ts';

const healthPayload = z.object({
  database: z.enum(['pglite', 'pg']),
  /** `unused` without REDIS_URL: limits and events are in process memory by design. */
  redis: z.enum(['up', 'down', 'unused']),
});

/**
 * What a load balancer asks. 503 (with Retry-After) when the database does not answer: this
 * instance can serve nothing. 200 with `redis: "down"` when only Redis does not answer: every
 * call is still served (limits counted in this process), and since every instance shares one
 * Redis, a 503 would take all of them out of the balancer at once (docs/operations.md).
 */
export async function healthRoutes(app: FastifyInstance, { database, redis }: AppDeps) {
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
      // Asked side by side; RedisLink.ping never throws and never waits during a known outage.
      const redisUp = redis?.ping();
      try {
        await database.ping();
      } catch {
        throw databaseUnavailable();
      }
      const redisState = redisUp === undefined ? 'unused' : (await redisUp) ? 'up' : 'down';
      return ok({ database: database.driver, redis: redisState }, API_MSG.databaseUp);
    },
  );
}
