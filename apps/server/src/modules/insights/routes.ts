import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { INSIGHTS_ANSWERS, INSIGHTS_MSG, insightsQuery, publicTapBody } from '@haat/shared';
import type { ListingType } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { currentAuth } from '../auth/service.ts';
import { insightsRecorder } from './recorder.ts';
import { countTap, fetchInsights } from './service.ts';

/**
 * POST /api/public/{product,service,business}/taps {id, action} (sent as a beacon) and
 * GET /api/userAdmin/insights/fetch {days, businessId?}. The app's close flushes the counts
 * still waiting in this process (recorder.ts).
 */
export async function insightRoutes(app: FastifyInstance, deps: AppDeps) {
  const recorder = insightsRecorder(deps);
  recorder.onError((err) => app.log.warn({ err }, 'insights: counts kept for the next flush'));
  app.addHook('onClose', () => recorder.close());

  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const type of ['product', 'service', 'business'] as const satisfies readonly ListingType[]) {
    r.post(
      `/api/public/${type}/taps`,
      {
        schema: {
          tags: ['insights'],
          body: publicTapBody,
          response: { 200: INSIGHTS_ANSWERS.tap },
        },
      },
      async (req) => {
        const counted = await countTap(deps, type, req.body.id, req.body.action, { ip: req.ip });
        return ok({ counted }, counted ? INSIGHTS_MSG.tapCounted : INSIGHTS_MSG.tapNotCounted);
      },
    );
  }

  r.get(
    '/api/userAdmin/insights/fetch',
    {
      schema: {
        tags: ['insights'],
        security: [{ bearer: [] }],
        querystring: insightsQuery,
        response: { 200: INSIGHTS_ANSWERS.fetch },
      },
    },
    async (req) => ok(await fetchInsights(deps, currentAuth(req), req.query)),
  );
}
