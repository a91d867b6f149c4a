import { PUBLIC_MSG, viewsContract } from '@haat/shared';
import type { ListingType } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { contractRoutes, type EndpointRoute } from '../../lib/routes.ts';
import { countView } from './service.ts';

/**
 * PUT /public/{kind}/views {id}. Always 200: even a body that does not parse only means the view
 * is not counted.
 */
const viewRoute = (
  deps: AppDeps,
  type: ListingType,
): EndpointRoute<typeof viewsContract.countProduct> => ({
  errorHandler: (_err, _req, reply) =>
    reply.code(200).send(ok({ counted: false }, PUBLIC_MSG.viewNotCounted)),
  handler: async (req) => {
    const counted = await countView(deps, type, req.body?.id, { ip: req.ip });
    return ok({ counted }, counted ? PUBLIC_MSG.viewCounted : PUBLIC_MSG.viewNotCounted);
  },
});

/** PUT /api/public/{product,service,business}/views {id}. */
export const viewRoutes = contractRoutes(viewsContract, (deps) => ({
  countProduct: viewRoute(deps, 'product'),
  countService: viewRoute(deps, 'service'),
  countBusiness: viewRoute(deps, 'business'),
}));
