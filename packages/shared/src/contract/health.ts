import { z } from 'zod';
import { endpoint } from './endpoint.ts';

const healthAnswer = z.object({
  code: z.number(),
  message: z.string(),
  payload: z.object({
    database: z.enum(['pglite', 'pg']),
    /** `unused` without REDIS_URL: limits and events are in process memory by design. */
    redis: z.enum(['up', 'down', 'unused']),
  }),
});

/** What a load balancer asks. */
export const healthContract = {
  check: endpoint({
    method: 'GET',
    path: '/health',
    answers: { 200: healthAnswer },
    messages: ['apiMsg.databaseUp', 'apiMsg.databaseDown'],
    tags: ['health'],
  }),
};
