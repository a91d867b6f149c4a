import type { FastifyRequest } from 'fastify';
import { REVIEW_MSG, reviewsContract } from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { created, ok } from '../../lib/envelope.ts';
import { contractRoutes, type EndpointRoute } from '../../lib/routes.ts';
import { currentAuth, currentUserId } from '../auth/service.ts';
import * as reviews from './service.ts';
import { toSellerReview } from './service.ts';

/**
 * A visitor is their address, never their User-Agent, which a caller sets at will (lib/visitor.ts).
 */
const visitor = (req: FastifyRequest) => ({ ip: req.ip });

/** Hide and restore: the same call, the action named by the path. */
const moderation = (
  deps: AppDeps,
  action: 'hide' | 'restore',
): EndpointRoute<(typeof reviewsContract)['hide' | 'restore']> => ({
  handler: async (req) => {
    const { review, message } = await reviews.moderateReview(
      deps,
      currentUserId(req),
      action,
      req.body,
    );
    return ok({ review }, message);
  },
});

/**
 * Ratings and reviews: public reads and writes under /api/public/review, the seller's
 * under /api/userAdmin/review (plan required, like every seller call) and moderation under
 * /api/admin/reviews. The contract is written down in docs/decisions/015-reviews.md.
 */
export const reviewRoutes = contractRoutes(reviewsContract, (deps) => {
  const db = deps.database.db;
  return {
    fetchAll: {
      handler: async (req) =>
        ok(await reviews.publicReviews(db, req.query, reviews.helpfulVoterKey(deps, visitor(req)))),
    },
    create: {
      handler: async (req) => {
        const answer = await reviews.writeReview(deps, req.body, {
          ip: req.ip,
          authorization: req.headers.authorization,
        });
        if (answer.isUpdate) {
          return ok(answer, answer.held ? REVIEW_MSG.updatedHeld : REVIEW_MSG.updated);
        }
        return created(answer, answer.held ? REVIEW_MSG.createdHeld : REVIEW_MSG.created);
      },
    },
    markHelpful: {
      handler: async (req) => {
        const answer = await reviews.markHelpful(deps, req.body.id, visitor(req));
        return ok(answer, answer.counted ? REVIEW_MSG.helpfulCounted : REVIEW_MSG.helpfulAlready);
      },
    },
    report: {
      handler: async (req) => {
        const answer = await reviews.reportReview(deps, req.body, visitor(req));
        return answer.reported
          ? created(answer, REVIEW_MSG.reported)
          : ok(answer, REVIEW_MSG.reportedAlready);
      },
    },
    sellerFetchAll: {
      handler: async (req) => ok(await reviews.sellerReviews(db, currentAuth(req), req.query)),
    },
    sellerFetch: {
      handler: async (req) => {
        const { review, business } = await reviews.sellerReview(db, currentAuth(req), req.query.id);
        return ok({ review: toSellerReview(review, business) });
      },
    },
    reply: {
      handler: async (req) => {
        const { review, isFirstReply } = await reviews.replyToReview(
          deps,
          currentAuth(req),
          req.body,
        );
        return ok({ review }, isFirstReply ? REVIEW_MSG.replyPublished : REVIEW_MSG.replyUpdated);
      },
    },
    moderationQueue: { handler: async (req) => ok(await reviews.moderationQueue(db, req.query)) },
    hide: moderation(deps, 'hide'),
    restore: moderation(deps, 'restore'),
  };
});
