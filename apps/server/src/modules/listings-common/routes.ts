import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  fetchListingCountQuery,
  fetchListingsQuery,
  idQuery,
  LISTING_ANSWERS,
  MSG,
  optionalIdBody,
  optionalIdQuery,
  SELLER_MSG,
  type ListingCount,
  type ListingStatus,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { created, ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { StoragePort } from '../../lib/storage/index.ts';
import type { Authenticated } from '../auth/service.ts';
import { currentAuth } from '../auth/service.ts';

// The seller's workspaces (spec §7 /userAdmin/business, /product, /service) answer the same
// create, update, fetch, fetchAll and delete routes; only the schemas, messages and service differ.

/** DELETE {id}: some clients send the id as a query parameter, others in the body; either is read. */
const deleteIdOf = (
  query: { id?: string | undefined },
  body: { id?: string | undefined } | null | undefined,
) => {
  const id = query.id ?? body?.id;
  if (!id) throw badRequest(MSG.idRequired);
  return id;
};

type LogError = (err: unknown) => void;

/** Delete and discard answer only their message. */
const DONE = envelopeSchema(z.null());

export type SellerRoutesSpec<C extends z.ZodType, U extends z.ZodType, Q extends z.ZodType> = {
  /** e.g. '/api/userAdmin/product' */
  base: string;
  /** The OpenAPI tag. */
  tag: string;
  schemas: { create: C; update: U; fetchAll: Q };
  /** The envelopes of its answers (@haat/shared), each route's response schema. */
  answers: { created: z.ZodType; updated: z.ZodType; one: z.ZodType; page: z.ZodType };
  /** `revised`: an edit of an approved item kept as its pending revision (issue 26). */
  messages: { created: string; updated: string; revised: string; deleted: string };
  create(deps: AppDeps, storage: StoragePort, auth: Authenticated, input: z.output<C>): unknown;
  update(
    deps: AppDeps,
    storage: StoragePort,
    auth: Authenticated,
    input: z.output<U>,
    logError: LogError,
  ): unknown;
  fetch(db: Database, auth: Authenticated, id: string): unknown;
  fetchAll(db: Database, auth: Authenticated, query: z.output<Q>): unknown;
  remove(deps: AppDeps, auth: Authenticated, id: string): Promise<void>;
  /** Drops the item's open revision; the live version stays (issue 26). */
  discardRevision(
    deps: AppDeps,
    storage: StoragePort,
    auth: Authenticated,
    id: string,
    logError: LogError,
  ): Promise<void>;
};

/** Registers the routes every seller workspace has; answers what a module needs to add its own. */
export function sellerRoutes<C extends z.ZodType, U extends z.ZodType, Q extends z.ZodType>(
  app: FastifyInstance,
  deps: AppDeps,
  spec: SellerRoutesSpec<C, U, Q>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const storage = deps.storage;
  const schema = { tags: [spec.tag], security: [{ bearer: [] }] };
  const { base } = spec;
  // The type provider cannot resolve a generic schema's output; Fastify has parsed the body and
  // query with these very schemas, so the casts below only restate that.

  r.post(
    `${base}/create`,
    { schema: { ...schema, body: spec.schemas.create, response: { 201: spec.answers.created } } },
    async (req) =>
      created(
        await spec.create(deps, storage, currentAuth(req), req.body as z.output<C>),
        spec.messages.created,
      ),
  );
  r.put(
    `${base}/update`,
    { schema: { ...schema, body: spec.schemas.update, response: { 200: spec.answers.updated } } },
    async (req) => {
      const answer = await spec.update(
        deps,
        storage,
        currentAuth(req),
        req.body as z.output<U>,
        (err) => req.log.error({ err }, 'removing images failed'),
      );
      const revised = (answer as { savedAsRevision?: boolean }).savedAsRevision === true;
      return ok(answer, revised ? spec.messages.revised : spec.messages.updated);
    },
  );
  // Issue 26: the seller drops the changes waiting for approval (or rejected) of an item.
  r.delete(
    `${base}/revision`,
    {
      schema: {
        ...schema,
        querystring: optionalIdQuery,
        body: optionalIdBody,
        response: { 200: DONE },
      },
    },
    async (req) => {
      await spec.discardRevision(
        deps,
        storage,
        currentAuth(req),
        deleteIdOf(req.query, req.body),
        (err) => req.log.error({ err }, 'removing images failed'),
      );
      return ok(null, SELLER_MSG.revisionDiscarded);
    },
  );
  r.get(
    `${base}/fetch`,
    { schema: { ...schema, querystring: idQuery, response: { 200: spec.answers.one } } },
    async (req) => ok(await spec.fetch(db, currentAuth(req), req.query.id)),
  );
  r.get(
    `${base}/fetchAll`,
    {
      schema: {
        ...schema,
        querystring: spec.schemas.fetchAll,
        response: { 200: spec.answers.page },
      },
    },
    async (req) => ok(await spec.fetchAll(db, currentAuth(req), req.query as z.output<Q>)),
  );
  r.delete(
    `${base}/delete`,
    {
      schema: {
        ...schema,
        querystring: optionalIdQuery,
        body: optionalIdBody,
        response: { 200: DONE },
      },
    },
    async (req) => {
      await spec.remove(deps, currentAuth(req), deleteIdOf(req.query, req.body));
      return ok(null, spec.messages.deleted);
    },
  );
  return { r, db, schema, base };
}

type ListingRoutesSpec<C extends z.ZodType, U extends z.ZodType> = Omit<
  SellerRoutesSpec<C, U, typeof fetchListingsQuery>,
  'schemas'
> & {
  schemas: { create: C; update: U };
  count(db: Database, auth: Authenticated, fkBusinessId: string | undefined): Promise<ListingCount>;
  toggleStatus(
    db: Database,
    auth: Authenticated,
    id: string,
  ): Promise<{ status: ListingStatus; isActive: boolean }>;
};

/** A product or service workspace: the seller routes plus fetchCount and toggleStatus. */
export function listingRoutes<C extends z.ZodType, U extends z.ZodType>(
  app: FastifyInstance,
  deps: AppDeps,
  spec: ListingRoutesSpec<C, U>,
) {
  const { r, db, schema, base } = sellerRoutes(app, deps, {
    ...spec,
    schemas: { ...spec.schemas, fetchAll: fetchListingsQuery },
  });
  r.get(
    `${base}/fetchCount`,
    {
      schema: {
        ...schema,
        querystring: fetchListingCountQuery,
        response: { 200: LISTING_ANSWERS.count },
      },
    },
    async (req) => ok(await spec.count(db, currentAuth(req), req.query.fkBusinessId)),
  );
  r.put(
    `${base}/toggleStatus`,
    { schema: { ...schema, body: idQuery, response: { 200: LISTING_ANSWERS.toggled } } },
    async (req) => {
      const answer = await spec.toggleStatus(db, currentAuth(req), req.body.id);
      return ok(answer, answer.isActive ? SELLER_MSG.statusActive : SELLER_MSG.statusInActive);
    },
  );
}
