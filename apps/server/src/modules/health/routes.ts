import { API_MSG, healthContract } from '@haat/shared';
import { databaseUnavailable } from '../../lib/database-errors.ts';
import { ok } from '../../lib/envelope.ts';
import { contractRoutes } from '../../lib/routes.ts';

/**
 * What a load balancer asks. 503 (with Retry-After) when the database does not answer: this
 * instance can serve nothing. 200 with `redis: "down"` when only Redis does not answer: every
 * call is still served (limits counted in this process), and since every instance shares one
 * Redis, a 503 would take all of them out of the balancer at once (docs/operations.md).
 */
export const healthRoutes = contractRoutes(healthContract, ({ database, redis }) => ({
  check: {
    handler: async () => {
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
  },
}));
