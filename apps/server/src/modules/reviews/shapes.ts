import type { PublicReview, SellerReview } from '@haat/shared';
import type { reviews } from '../../db/schema/index.ts';

// How a stored review is answered: to anyone (never the phone), to its seller (with its status
// and business) and, in moderation.ts, to an administrator.

export type ReviewRow = typeof reviews.$inferSelect;

export const toPublicReview = (row: ReviewRow): PublicReview => ({
  _id: row.id,
  fkBusinessId: row.fkBusinessId,
  // An erased reviewer's name is already empty; screens show ERASED_BUYER_NAME.
  name: row.erasedAt === null ? row.name : '',
  rating: row.rating,
  text: row.text,
  helpfulCount: row.helpfulCount,
  isEdited: row.editedAt !== null,
  reply:
    row.reply && row.repliedAt
      ? {
          text: row.reply,
          createdAt: row.repliedAt.toISOString(),
          updatedAt: (row.replyUpdatedAt ?? row.repliedAt).toISOString(),
        }
      : null,
  verifiedEnquiry: row.verifiedEnquiry,
  erased: row.erasedAt !== null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toSellerReview = (
  row: ReviewRow,
  business: { id: string; name: string },
): SellerReview => ({
  ...toPublicReview(row),
  status: row.status,
  business: { _id: business.id, name: business.name },
});
