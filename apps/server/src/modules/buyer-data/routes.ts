import { BUYER_DATA_MSG, buyerDataContract } from '@haat/shared';
import { personalDataZip, zipReply } from '../../lib/data-export.ts';
import { ok } from '../../lib/envelope.ts';
import { formatInIndia } from '../../lib/india-time.ts';
import { enforceLimit } from '../../lib/rate-limit/index.ts';
import { contractRoutes } from '../../lib/routes.ts';
import { addressKey } from '../../lib/visitor.ts';
import { requireProvedPhone } from '../buyer-enquiries/service.ts';
import { eraseBuyerPhone } from './erase.ts';
import { buyerDataParts } from './export.ts';

/** Abuse limits per address: a copy is a heavy read, an erasure is asked for once. */
export const BUYER_DATA_RATE_LIMITS = {
  myData: { limit: 30, windowSeconds: 3600 },
  erase: { limit: 10, windowSeconds: 3600 },
} as const;

/**
 * A buyer's copy of what Haat holds about their phone, and its erasure, on the proof My
 * enquiries holds (modules/buyer-enquiries/proof.ts): no proof, no answer (403).
 */
export const buyerDataRoutes = contractRoutes(buyerDataContract, (deps) => {
  const db = deps.database.db;
  const limited = (name: keyof typeof BUYER_DATA_RATE_LIMITS, ip: string) => {
    const { limit, windowSeconds } = BUYER_DATA_RATE_LIMITS[name];
    return enforceLimit(deps.limiter, addressKey(`buyer:${name}`, { ip }), limit, windowSeconds);
  };
  return {
    myData: {
      handler: async (req, reply) => {
        await limited('myData', req.ip);
        const now = deps.clock.now();
        const { phoneNo } = await requireProvedPhone(deps.config.jwtSecret, req.body.proof, now);
        const parts = await buyerDataParts(db, phoneNo);
        const zip = personalDataZip(`Haat: what we hold about the phone ${phoneNo}`, now, parts);
        return zipReply(reply, zip, formatInIndia(now, 'yyyy-MM-dd'));
      },
    },
    erase: {
      handler: async (req) => {
        await limited('erase', req.ip);
        const now = deps.clock.now();
        const { phoneNo } = await requireProvedPhone(deps.config.jwtSecret, req.body.proof, now);
        const counts = await eraseBuyerPhone(db, phoneNo, now);
        return ok({ counts }, BUYER_DATA_MSG.erased);
      },
    },
  };
});
