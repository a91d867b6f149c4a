import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createBusinessBody,
  fetchBusinessesQuery,
  idQuery,
  MSG,
  optionalIdBody,
  optionalIdQuery,
  SELLER_MSG,
  updateBusinessBody,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { created, ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/http-error.ts';
import { getStorage } from '../../lib/storage/index.ts';
import { currentAuth } from '../../plugins/auth.ts';
import * as businesses from './service.ts';

/** DELETE {id}: some clients send the id as a query parameter, others in the body; either is read. */
const deleteIdOf = (
  query: { id?: string | undefined },
  body: { id?: string | undefined } | null | undefined,
) => {
  const id = query.id ?? body?.id;
  if (!id) throw badRequest(MSG.idRequired);
  return id;
};

/** Spec §7 /userAdmin/business: the seller's businesses (at most 5). */
export async function businessRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const storage = getStorage(deps.config);
  const schema = { tags: ['businesses'], security: [{ bearer: [] }] };
  const base = '/api/userAdmin/business';

  r.post(`${base}/create`, { schema: { ...schema, body: createBusinessBody } }, async (req) =>
    created(
      await businesses.createBusiness(deps, storage, currentAuth(req), req.body),
      SELLER_MSG.businessCreated,
    ),
  );
  r.put(`${base}/update`, { schema: { ...schema, body: updateBusinessBody } }, async (req) =>
    ok(
      await businesses.updateBusiness(deps, storage, currentAuth(req), req.body, (err) =>
        req.log.error({ err }, 'removing images failed'),
      ),
      SELLER_MSG.businessUpdated,
    ),
  );
  r.get(`${base}/fetch`, { schema: { ...schema, querystring: idQuery } }, async (req) =>
    ok(await businesses.fetchBusiness(db, currentAuth(req), req.query.id)),
  );
  r.get(
    `${base}/fetchAll`,
    { schema: { ...schema, querystring: fetchBusinessesQuery } },
    async (req) => ok(await businesses.fetchBusinesses(db, currentAuth(req), req.query)),
  );
  r.get(`${base}/fetchPreFilledData`, { schema }, async (req) =>
    ok(businesses.preFilledData(currentAuth(req))),
  );
  r.delete(
    `${base}/delete`,
    { schema: { ...schema, querystring: optionalIdQuery, body: optionalIdBody } },
    async (req) => {
      await businesses.deleteBusiness(deps, currentAuth(req), deleteIdOf(req.query, req.body));
      return ok(null, SELLER_MSG.businessDeleted);
    },
  );
}
