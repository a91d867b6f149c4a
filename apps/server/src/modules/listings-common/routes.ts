import type { z } from 'zod';
import { MSG, SELLER_MSG, type ListingCount, type ListingStatus } from '@haat/shared';
import type { Endpoint } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { created, ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { ContractRoutes, EndpointRequest } from '../../lib/routes.ts';
import type { StoragePort } from '../../lib/storage/index.ts';
import type { Authenticated } from '../auth/service.ts';
import { currentAuth } from '../auth/service.ts';

// The seller's workspaces (/userAdmin/business, /product, /service) answer the same
// create, update, fetch, fetchAll and delete endpoints (contract/businesses.ts:
// workspaceEndpoints); only the schemas, messages and service differ.

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

/** What every workspace's handlers read, whatever the declared schemas. */
type Request = EndpointRequest<Endpoint>;

export type SellerRoutesSpec<C, U, Q> = {
  /** `revised`: an edit of an approved item kept as its pending revision. */
  messages: { created: string; updated: string; revised: string; deleted: string };
  create(deps: AppDeps, storage: StoragePort, auth: Authenticated, input: C): unknown;
  update(
    deps: AppDeps,
    storage: StoragePort,
    auth: Authenticated,
    input: U,
    logError: LogError,
  ): unknown;
  fetch(db: Database, auth: Authenticated, id: string): unknown;
  fetchAll(db: Database, auth: Authenticated, query: Q): unknown;
  remove(deps: AppDeps, auth: Authenticated, id: string): Promise<void>;
  /** Drops the item's open revision; the live version stays. */
  discardRevision(
    deps: AppDeps,
    storage: StoragePort,
    auth: Authenticated,
    id: string,
    logError: LogError,
  ): Promise<void>;
};

type WorkspaceName = 'create' | 'update' | 'discardRevision' | 'fetch' | 'fetchAll' | 'delete';
type WorkspaceContract = Record<WorkspaceName, Endpoint>;
type Input<E extends Endpoint> = E['input'] extends z.ZodType ? z.output<E['input']> : never;

/** The handlers every seller workspace has, for the endpoints of its contract. */
export function sellerHandlers<C extends WorkspaceContract>(
  _contract: C,
  deps: AppDeps,
  spec: SellerRoutesSpec<Input<C['create']>, Input<C['update']>, Input<C['fetchAll']>>,
): ContractRoutes<Pick<C, WorkspaceName>> {
  const db = deps.database.db;
  const storage = deps.storage;
  // The handlers' arguments are the contract's schemas' outputs (Fastify has parsed the body and
  // query with these very schemas); a generic contract cannot say so, so the casts restate it.
  const routes = {
    create: {
      handler: async (req: Request) =>
        created(
          await spec.create(deps, storage, currentAuth(req), req.body as Input<C['create']>),
          spec.messages.created,
        ),
    },
    update: {
      handler: async (req: Request) => {
        const answer = await spec.update(
          deps,
          storage,
          currentAuth(req),
          req.body as Input<C['update']>,
          (err) => req.log.error({ err }, 'removing images failed'),
        );
        const revised = (answer as { savedAsRevision?: boolean }).savedAsRevision === true;
        return ok(answer, revised ? spec.messages.revised : spec.messages.updated);
      },
    },
    // The seller drops the changes waiting for approval (or rejected) of an item.
    discardRevision: {
      handler: async (req: Request) => {
        await spec.discardRevision(
          deps,
          storage,
          currentAuth(req),
          deleteIdOf(req.query as { id?: string }, req.body as { id?: string } | null),
          (err) => req.log.error({ err }, 'removing images failed'),
        );
        return ok(null, SELLER_MSG.revisionDiscarded);
      },
    },
    fetch: {
      handler: async (req: Request) =>
        ok(await spec.fetch(db, currentAuth(req), (req.query as { id: string }).id)),
    },
    fetchAll: {
      handler: async (req: Request) =>
        ok(await spec.fetchAll(db, currentAuth(req), req.query as Input<C['fetchAll']>)),
    },
    delete: {
      handler: async (req: Request) => {
        await spec.remove(
          deps,
          currentAuth(req),
          deleteIdOf(req.query as { id?: string }, req.body as { id?: string } | null),
        );
        return ok(null, spec.messages.deleted);
      },
    },
  };
  return routes as unknown as ContractRoutes<Pick<C, WorkspaceName>>;
}

type ListingContract = WorkspaceContract & Record<'fetchCount' | 'toggleStatus', Endpoint>;

type ListingRoutesSpec<C extends ListingContract> = SellerRoutesSpec<
  Input<C['create']>,
  Input<C['update']>,
  Input<C['fetchAll']>
> & {
  count(db: Database, auth: Authenticated, fkBusinessId: string | undefined): Promise<ListingCount>;
  toggleStatus(
    db: Database,
    auth: Authenticated,
    id: string,
  ): Promise<{ status: ListingStatus; isActive: boolean }>;
};

/** A product or service workspace: the seller handlers plus fetchCount and toggleStatus. */
export function listingHandlers<C extends ListingContract>(
  contract: C,
  deps: AppDeps,
  spec: ListingRoutesSpec<C>,
): ContractRoutes<Pick<C, WorkspaceName | 'fetchCount' | 'toggleStatus'>> {
  const db = deps.database.db;
  const own = {
    fetchCount: {
      handler: async (req: Request) =>
        ok(
          await spec.count(
            db,
            currentAuth(req),
            (req.query as { fkBusinessId?: string }).fkBusinessId,
          ),
        ),
    },
    toggleStatus: {
      handler: async (req: Request) => {
        const answer = await spec.toggleStatus(
          db,
          currentAuth(req),
          (req.body as { id: string }).id,
        );
        return ok(answer, answer.isActive ? SELLER_MSG.statusActive : SELLER_MSG.statusInActive);
      },
    },
  };
  return {
    ...sellerHandlers(contract, deps, spec),
    ...(own as unknown as ContractRoutes<Pick<C, 'fetchCount' | 'toggleStatus'>>),
  };
}
