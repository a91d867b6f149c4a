import { AUTH_MSG, BUYER_MSG, buyerEnquiriesContract } from '@haat/shared';
import { ok } from '../../lib/envelope.ts';
import { contractRoutes } from '../../lib/routes.ts';
import { enforceLimit } from '../../lib/rate-limit/index.ts';
import { addressKey } from '../../lib/visitor.ts';
import { consumeVerification, requestOtp } from '../auth/service.ts';
import { enquiryReceipt, myEnquiries } from './enquiries.ts';
import { requireProvedPhone, signBuyerProof } from './proof.ts';

/**
 * The OTP type of a buyer's phone. The reviews' own: the same code proves a reviewer, and the
 * table's CHECK allows no new type without a migration (docs/decisions/031-buyer-enquiries.md).
 */
export const BUYER_OTP_TYPE = 'ReviewBusiness' as const;

/** Abuse limits of My enquiries, per address (the code itself has the OTP limits). */
export const BUYER_RATE_LIMITS = {
  prove: { limit: 30, windowSeconds: 3600 },
  list: { limit: 300, windowSeconds: 3600 },
} as const;

/**
 * The buyer's side of an enquiry: the receipt's seller, and My enquiries for a
 * phone proved with a one-time password. My enquiries is under /api/myEnquiries, not
 * /api/public: public GETs are kept and shared by caches (plugins/http-cache.ts), and none of
 * these answers may be. No account is made; the proof is a signed token the
 * browser keeps for the tab (docs/decisions/031-buyer-enquiries.md).
 */
export const buyerEnquiryRoutes = contractRoutes(buyerEnquiriesContract, (deps) => {
  const db = deps.database.db;
  return {
    receipt: {
      handler: async (req) =>
        ok(await enquiryReceipt(db, req.query.kind, req.query.id, deps.clock.now())),
    },
    requestOtp: {
      handler: async (req) => {
        await requestOtp(deps, { phoneNo: req.body.phoneNo, type: BUYER_OTP_TYPE }, req.ip);
        return ok(null, AUTH_MSG.otpSent);
      },
    },
    prove: {
      handler: async (req) => {
        const { limit, windowSeconds } = BUYER_RATE_LIMITS.prove;
        await enforceLimit(
          deps.limiter,
          addressKey('buyer:prove', { ip: req.ip }),
          limit,
          windowSeconds,
        );
        const now = deps.clock.now();
        await db.transaction((tx) =>
          consumeVerification(tx, req.body.phoneNo, BUYER_OTP_TYPE, now),
        );
        const { proof, provedUntil } = await signBuyerProof(
          deps.config.jwtSecret,
          req.body.phoneNo,
          now,
        );
        return ok({ proof, provedUntil: provedUntil.toISOString() }, BUYER_MSG.proved);
      },
    },
    fetchAll: {
      handler: async (req) => {
        const { limit, windowSeconds } = BUYER_RATE_LIMITS.list;
        await enforceLimit(
          deps.limiter,
          addressKey('buyer:list', { ip: req.ip }),
          limit,
          windowSeconds,
        );
        const now = deps.clock.now();
        const { phoneNo, provedUntil } = await requireProvedPhone(
          deps.config.jwtSecret,
          req.body.proof,
          now,
        );
        const enquiries = await myEnquiries(
          db,
          phoneNo,
          now,
          deps.config.buyers.reviewInviteAfterDays,
        );
        return ok({ phoneNo, provedUntil: provedUntil.toISOString(), enquiries });
      },
    },
  };
});
