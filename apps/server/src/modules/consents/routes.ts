import { CONSENT_MSG, consentsContract } from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { enforceLimit } from '../../lib/rate-limit/index.ts';
import { contractRoutes } from '../../lib/routes.ts';
import { addressKey } from '../../lib/visitor.ts';
import { requireProvedPhone } from '../buyer-enquiries/service.ts';
import { activeConsents, withdrawConsent } from './service.ts';

/** Calls per address and hour: the page reads once per visit and once per Stop. */
export const CONSENT_CALLS_PER_HOUR = 300;

/** The proved phone of a My enquiries call, under a limit per address. */
async function provedPhoneOf(deps: AppDeps, proof: string, ip: string) {
  await enforceLimit(
    deps.limiter,
    addressKey('buyer:consents', { ip }),
    CONSENT_CALLS_PER_HOUR,
    3600,
  );
  return (await requireProvedPhone(deps.config.jwtSecret, proof, deps.clock.now())).phoneNo;
}

/** A buyer's consents on My enquiries, for the phone its proof names. */
export const consentRoutes = contractRoutes(consentsContract, (deps) => {
  const db = deps.database.db;
  return {
    fetchMine: {
      handler: async (req) => {
        const phoneNo = await provedPhoneOf(deps, req.body.proof, req.ip);
        return ok({ consents: await activeConsents(db, { phoneNo }) });
      },
    },
    withdraw: {
      handler: async (req) => {
        const phoneNo = await provedPhoneOf(deps, req.body.proof, req.ip);
        await withdrawConsent(db, { phoneNo }, req.body.purpose, deps.clock.now());
        return ok({ consents: await activeConsents(db, { phoneNo }) }, CONSENT_MSG.withdrawn);
      },
    },
  };
});
