import { REQUIREMENT_MSG, requirementsContract } from '@haat/shared';
import { created, ok } from '../../lib/envelope.ts';
import { enforceLimit } from '../../lib/rate-limit/index.ts';
import { contractRoutes } from '../../lib/routes.ts';
import { addressKey } from '../../lib/visitor.ts';
import { currentAuth, currentUserId } from '../auth/service.ts';
import * as requirements from './service.ts';

/** The buyer's reads and close per address and hour, as My enquiries' list (the proof is a day). */
export const REQUIREMENT_READ_LIMIT = { limit: 300, windowSeconds: 3600 } as const;

/**
 * Post a requirement (docs/decisions/033-requirements.md). The buyer's calls are under
 * /api/requirements (POSTs: the proof never sits in an address, and no shared cache keeps the
 * answers); the suggestion is a public read; the seller's answers are under /api/userAdmin and the
 * administrator's under /api/admin, guarded by their prefix.
 */
export const requirementRoutes = contractRoutes(requirementsContract, (deps) => {
  const readLimit = (ip: string) =>
    enforceLimit(
      deps.limiter,
      addressKey('requirement:read', { ip }),
      REQUIREMENT_READ_LIMIT.limit,
      REQUIREMENT_READ_LIMIT.windowSeconds,
    );

  return {
    suggest: {
      handler: async (req) =>
        ok(
          await requirements.suggestFor(
            deps.database.db,
            req.query.q,
            req.query.city,
            deps.clock.now().getTime(),
          ),
        ),
    },
    create: {
      handler: async (req) => {
        const done = await requirements.createRequirement(deps, req.body, {
          ip: req.ip,
          authorization: req.headers.authorization,
        });
        return done.created ? created(done.answer, done.message) : ok(done.answer, done.message);
      },
    },
    fetch: {
      handler: async (req) => {
        await readLimit(req.ip);
        return ok(await requirements.fetchForBuyer(deps, req.body));
      },
    },
    close: {
      handler: async (req) => {
        await readLimit(req.ip);
        return ok(await requirements.closeForBuyer(deps, req.body), REQUIREMENT_MSG.closed);
      },
    },
    mine: {
      handler: async (req) => {
        await readLimit(req.ip);
        return ok({ requirements: await requirements.mineForBuyer(deps, req.body) });
      },
    },
    respond: {
      handler: async (req) => {
        const { enquiry, message } = await requirements.respondToOffer(
          deps,
          currentAuth(req),
          req.body,
        );
        return ok(enquiry, message);
      },
    },
    report: {
      handler: async (req) => {
        await requirements.reportOffer(deps, currentAuth(req), req.body);
        return ok(null, REQUIREMENT_MSG.reported);
      },
    },
    adminFetchAll: { handler: async (req) => ok(await requirements.adminPage(deps, req.query)) },
    adminCandidates: {
      handler: async (req) => ok(await requirements.routeCandidates(deps, req.query)),
    },
    adminRoute: {
      handler: async (req) =>
        ok(
          await requirements.routeRequirement(deps, currentUserId(req), req.body),
          REQUIREMENT_MSG.routed,
        ),
    },
    adminRemove: {
      handler: async (req) =>
        ok(
          await requirements.removeRequirement(deps, currentUserId(req), req.body),
          REQUIREMENT_MSG.removed,
        ),
    },
  };
});
