import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createServiceBody,
  fetchListingCountQuery,
  fetchListingsQuery,
  idQuery,
  MSG,
  optionalIdBody,
  optionalIdQuery,
  SELLER_MSG,
  updateServiceBody,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { created, ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/http-error.ts';
import { getStorage } from '../../lib/storage/index.ts';
import { currentAuth } from '../../plugins/auth.ts';
import * as services from './service.ts';

/** DELETE {id}: some clients send the id as a query parameter, others in the body; either is read. */
const deleteIdOf = (
  query: { id?: string | undefined },
  body: { id?: string | undefined } | null | undefined,
) => {
  const id = query.id ?? body?.id;
  if (!id) throw badRequest(MSG.idRequired);
  return id;
};

/** Spec §7 /userAdmin/service: the services of the seller's service businesses. */
export async function serviceRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const storage = getStorage(deps.config);
  const schema = { tags: ['services'], security: [{ bearer: [] }] };
  const base = '/api/userAdmin/service';

  r.post(`${base}/create`, { schema: { ...schema, body: createServiceBody } }, async (req) =>
    created(
      await services.createService(deps, storage, currentAuth(req), req.body),
      SELLER_MSG.serviceCreated,
    ),
  );
  r.put(`${base}/update`, { schema: { ...schema, body: updateServiceBody } }, async (req) =>
    ok(
      await services.updateService(deps, storage, currentAuth(req), req.body, (err) =>
        req.log.error({ err }, 'removing images failed'),
      ),
      SELLER_MSG.serviceUpdated,
    ),
  );
  r.get(`${base}/fetch`, { schema: { ...schema, querystring: idQuery } }, async (req) =>
    ok(await services.fetchService(db, currentAuth(req), req.query.id)),
  );
  r.get(
    `${base}/fetchAll`,
    { schema: { ...schema, querystring: fetchListingsQuery } },
    async (req) => ok(await services.fetchServices(db, currentAuth(req), req.query)),
  );
  r.get(
    `${base}/fetchCount`,
    { schema: { ...schema, querystring: fetchListingCountQuery } },
    async (req) => ok(await services.countServices(db, currentAuth(req), req.query.fkBusinessId)),
  );
  r.put(`${base}/toggleStatus`, { schema: { ...schema, body: idQuery } }, async (req) => {
    const answer = await services.toggleServiceStatus(db, currentAuth(req), req.body.id);
    return ok(answer, answer.isActive ? SELLER_MSG.statusActive : SELLER_MSG.statusInActive);
  });
  r.delete(
    `${base}/delete`,
    { schema: { ...schema, querystring: optionalIdQuery, body: optionalIdBody } },
    async (req) => {
      await services.deleteService(deps, currentAuth(req), deleteIdOf(req.query, req.body));
      return ok(null, SELLER_MSG.serviceDeleted);
    },
  );
}
