import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MSG,
  BUYER_ANSWERS,
  BUYER_MSG,
  enquiryReceiptQuery,
  myEnquiriesListBody,
  myEnquiriesOtpBody,
  myEnquiriesProveBody,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
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
 * The buyer's side of an enquiry (issue 36 §4): the receipt's seller, and My enquiries for a
 * phone proved with a one-time password. My enquiries is under /api/myEnquiries, not
 * /api/public: public GETs are kept and shared by caches (plugins/http-cache.ts), and none of
 * these answers may be. No account is made; the proof is a signed token the
 * browser keeps for the tab (docs/decisions/031-buyer-enquiries.md).
 */
export async function buyerEnquiryRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['my enquiries'];
  const db = deps.database.db;

  r.get(
    '/api/public/enquiryReceipt',
    {
      schema: {
        tags,
        description:
          'Who received an enquiry to this public product, service or business: the business, its public number and shop address, and its response time (null under 5 enquiries).',
        querystring: enquiryReceiptQuery,
        response: { 200: BUYER_ANSWERS.receipt },
      },
    },
    async (req) => ok(await enquiryReceipt(db, req.query.kind, req.query.id, deps.clock.now())),
  );

  r.post(
    '/api/myEnquiries/requestOTP',
    {
      schema: {
        tags,
        description:
          'Sends the phone a code (type ReviewBusiness, with the limits of every code). Verify it with POST /api/auth/user/verifyOTP, then call prove.',
        body: myEnquiriesOtpBody,
        response: { 200: BUYER_ANSWERS.done },
      },
    },
    async (req) => {
      await requestOtp(deps, { phoneNo: req.body.phoneNo, type: BUYER_OTP_TYPE }, req.ip);
      return ok(null, AUTH_MSG.otpSent);
    },
  );

  r.post(
    '/api/myEnquiries/prove',
    {
      schema: {
        tags,
        description:
          "Spends the phone's verification (within 10 minutes of verifyOTP) and answers a proof of the phone for 24 hours.",
        body: myEnquiriesProveBody,
        response: { 200: BUYER_ANSWERS.proof },
      },
    },
    async (req) => {
      const { limit, windowSeconds } = BUYER_RATE_LIMITS.prove;
      await enforceLimit(
        deps.limiter,
        addressKey('buyer:prove', { ip: req.ip }),
        limit,
        windowSeconds,
      );
      const now = deps.clock.now();
      await db.transaction((tx) => consumeVerification(tx, req.body.phoneNo, BUYER_OTP_TYPE, now));
      const { proof, provedUntil } = await signBuyerProof(
        deps.config.jwtSecret,
        req.body.phoneNo,
        now,
      );
      return ok({ proof, provedUntil: provedUntil.toISOString() }, BUYER_MSG.proved);
    },
  );

  r.post(
    '/api/myEnquiries/fetchAll',
    {
      schema: {
        tags,
        description:
          "The proved phone's enquiries, newest first, with the seller's progress as the buyer sees it (sent, seen, contacted). 403 without a valid proof.",
        body: myEnquiriesListBody,
        response: { 200: BUYER_ANSWERS.list },
      },
    },
    async (req) => {
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
  );
}
