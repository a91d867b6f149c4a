import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLIC_MSG, PUBLIC_WRITE_ANSWERS, publicViewsBody } from '@haat/shared';
import type { ListingType } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { countView } from './service.ts';

/**
 * PUT /api/public/{product,service,business}/views {id}. Always 200: even a body that does not
 * parse only means the view is not counted.
 */
export async function viewRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const type of ['product', 'service', 'business'] as const satisfies readonly ListingType[]) {
    r.put(
      `/api/public/${type}/views`,
      {
        schema: {
          tags: ['views'],
          body: publicViewsBody.optional(),
          response: { 200: PUBLIC_WRITE_ANSWERS.views },
        },
        errorHandler: (_err, _req, reply) =>
          reply.code(200).send(ok({ counted: false }, PUBLIC_MSG.viewNotCounted)),
      },
      async (req) => {
        const counted = await countView(deps, type, req.body?.id, { ip: req.ip });
        return ok({ counted }, counted ? PUBLIC_MSG.viewCounted : PUBLIC_MSG.viewNotCounted);
      },
    );
  }
}
