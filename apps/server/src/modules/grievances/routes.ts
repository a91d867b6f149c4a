import { GRIEVANCE_MSG, grievancesContract } from '@haat/shared';
import { created, ok } from '../../lib/envelope.ts';
import { contractRoutes } from '../../lib/routes.ts';
import { authenticate, currentUserId } from '../auth/service.ts';
import { answerGrievance, fileGrievance, followGrievance, listGrievances } from './service.ts';

/** A grievance filed from /grievance, followed at its link, answered from the console. */
export const grievanceRoutes = contractRoutes(grievancesContract, (deps) => ({
  file: {
    handler: async (req) => {
      // Not a guarded route: anyone may file. A seller's valid session attaches their account;
      // an expired one is no reason to refuse a complaint.
      const auth = await authenticate(deps, req.headers.authorization);
      return created(
        await fileGrievance(deps, req.body, auth?.user.id ?? null, req.ip),
        GRIEVANCE_MSG.filed,
      );
    },
  },
  follow: {
    handler: async (req) => ok(await followGrievance(deps.database.db, req.params.id)),
  },
  list: { handler: async () => ok(await listGrievances(deps)) },
  answer: {
    handler: async (req) =>
      ok(await answerGrievance(deps, currentUserId(req), req.body), GRIEVANCE_MSG.answered),
  },
}));
