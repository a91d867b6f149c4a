import { sql } from 'drizzle-orm';
import { PUBLIC_MSG, REVIEW_MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import { BUSINESS_VISIBLE } from '../../db/visibility.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';

// Who may not review a business: its owner, by their account's phone, the business's listed
// phone or their session. Asked when the review's code is requested (auth/otp.ts), so the owner
// is refused before any SMS is sent, and again when the review is written (write.ts).

export type ReviewTarget = {
  id: string;
  name: string;
  phoneNo: string;
  ownerId: string;
  ownerPhone: string;
};

/** The public business to be reviewed, with its owner; 404 for anything else. */
export async function reviewTarget(db: Database, businessId: string): Promise<ReviewTarget> {
  const [target] = await rows<ReviewTarget>(
    db,
    sql`select b.id, b.name, b.phone_no as "phoneNo", b.fk_user_id as "ownerId", u.phone_no as "ownerPhone"
          from businesses b join users u on u.id = b.fk_user_id
         where b.id = ${businessId} and ${BUSINESS_VISIBLE}`,
  );
  if (!target) throw notFound(PUBLIC_MSG.businessNotFound);
  return target;
}

/** 400 "You cannot review your own business." when the phone or the session is the owner's. */
export function refuseOwner(
  target: ReviewTarget,
  phoneNo: string,
  userId: string | undefined = undefined,
) {
  if (phoneNo === target.ownerPhone || phoneNo === target.phoneNo || userId === target.ownerId) {
    throw badRequest(REVIEW_MSG.ownBusiness);
  }
}

/** For the code's request: the business must be public, and the phone not its owner's. */
export async function assertMayReview(db: Database, businessId: string, phoneNo: string) {
  refuseOwner(await reviewTarget(db, businessId), phoneNo);
}
