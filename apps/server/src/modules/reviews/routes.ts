import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REVIEW_ANSWERS,
  REVIEW_MSG,
  adminModerateReviewBody,
  adminReviewsQuery,
  createReviewBody,
  publicReviewsQuery,
  replyReviewBody,
  reportReviewBody,
  reviewHelpfulBody,
  sellerReviewQuery,
  sellerReviewsQuery,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { created, ok } from '../../lib/envelope.ts';
import { currentAuth } from '../auth/service.ts';
import * as reviews from './service.ts';
import { toSellerReview } from './service.ts';

/** A visitor is their address, never their User-Agent (issue 34 item 6; lib/visitor.ts). */
const visitor = (req: FastifyRequest) => ({ ip: req.ip });

/**
 * Ratings and reviews (issue 22): public reads and writes under /api/public/review, the seller's
 * under /api/userAdmin/review (plan required, like every seller call) and moderation under
 * /api/admin/reviews. The contract is written down in docs/decisions/015-reviews.md.
 */
export async function reviewRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['reviews'];

  r.get(
    '/api/public/review/fetchAll',
    {
      schema: {
        tags,
        querystring: publicReviewsQuery,
        response: { 200: REVIEW_ANSWERS.publicPage },
      },
    },
    async (req) =>
      ok(await reviews.publicReviews(db, req.query, reviews.helpfulVoterKey(deps, visitor(req)))),
  );
  r.post(
    '/api/public/review/create',
    {
      schema: {
        tags,
        description:
          'Writes the review of a phone for a business, or replaces it (one per phone per business: 200 with isUpdate). ' +
          'The phone must first pass GET /api/auth/user/requestOTP (with fkBusinessId: the owner is refused there, before any SMS) ' +
          'and POST /api/auth/user/verifyOTP with type ReviewBusiness; ' +
          'a signed-in caller (Authorization header) reviewing with their own phone needs no OTP. ' +
          'A review matching the word lists is held (held: true) until an administrator approves it.',
        body: createReviewBody,
        response: { 200: REVIEW_ANSWERS.created, 201: REVIEW_ANSWERS.created },
      },
    },
    async (req) => {
      const answer = await reviews.writeReview(deps, req.body, {
        ip: req.ip,
        authorization: req.headers.authorization,
      });
      if (answer.isUpdate) {
        return ok(answer, answer.held ? REVIEW_MSG.updatedHeld : REVIEW_MSG.updated);
      }
      return created(answer, answer.held ? REVIEW_MSG.createdHeld : REVIEW_MSG.created);
    },
  );
  r.put(
    '/api/public/review/helpful',
    {
      schema: { tags, body: reviewHelpfulBody, response: { 200: REVIEW_ANSWERS.helpful } },
    },
    async (req) => {
      const answer = await reviews.markHelpful(deps, req.body.id, visitor(req));
      return ok(answer, answer.counted ? REVIEW_MSG.helpfulCounted : REVIEW_MSG.helpfulAlready);
    },
  );
  r.post(
    '/api/public/review/report',
    {
      schema: {
        tags,
        body: reportReviewBody,
        response: { 200: REVIEW_ANSWERS.report, 201: REVIEW_ANSWERS.report },
      },
    },
    async (req) => {
      const answer = await reviews.reportReview(deps, req.body, visitor(req));
      return answer.reported
        ? created(answer, REVIEW_MSG.reported)
        : ok(answer, REVIEW_MSG.reportedAlready);
    },
  );

  const seller = { tags, security: [{ bearer: [] }] };
  r.get(
    '/api/userAdmin/review/fetchAll',
    {
      schema: {
        ...seller,
        querystring: sellerReviewsQuery,
        response: { 200: REVIEW_ANSWERS.sellerPage },
      },
    },
    async (req) => ok(await reviews.sellerReviews(db, currentAuth(req), req.query)),
  );
  r.get(
    '/api/userAdmin/review/fetch',
    {
      schema: {
        ...seller,
        querystring: sellerReviewQuery,
        response: { 200: REVIEW_ANSWERS.sellerOne },
      },
    },
    async (req) => {
      const { review, business } = await reviews.sellerReview(db, currentAuth(req), req.query.id);
      return ok({ review: toSellerReview(review, business) });
    },
  );
  r.put(
    '/api/userAdmin/review/reply',
    {
      schema: { ...seller, body: replyReviewBody, response: { 200: REVIEW_ANSWERS.sellerOne } },
    },
    async (req) => {
      const { review, isFirstReply } = await reviews.replyToReview(
        deps,
        currentAuth(req),
        req.body,
      );
      return ok({ review }, isFirstReply ? REVIEW_MSG.replyPublished : REVIEW_MSG.replyUpdated);
    },
  );

  const admin = { tags: ['admin', 'reviews'], security: [{ bearer: [] }] };
  const adminOf = (req: FastifyRequest) => currentAuth(req).user.id;
  r.get(
    '/api/admin/reviews',
    {
      schema: {
        ...admin,
        querystring: adminReviewsQuery,
        response: { 200: REVIEW_ANSWERS.adminPage },
      },
    },
    async (req) => ok(await reviews.moderationQueue(db, req.query)),
  );
  for (const action of ['hide', 'restore'] as const) {
    r.put(
      `/api/admin/reviews/${action}`,
      {
        schema: {
          ...admin,
          body: adminModerateReviewBody,
          response: { 200: REVIEW_ANSWERS.adminOne },
        },
      },
      async (req) => {
        const { review, message } = await reviews.moderateReview(
          deps,
          adminOf(req),
          action,
          req.body,
        );
        return ok({ review }, message);
      },
    );
  }
}
