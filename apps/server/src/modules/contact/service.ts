import { contactMessages } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { enforceLimit } from '../../lib/rate-limit/index.ts';
import { addressKey } from '../../lib/visitor.ts';

/** Messages one address (an IPv4 address or an IPv6 /64) may send in CONTACT_WINDOW_SECONDS. */
export const CONTACT_LIMIT = 20;
export const CONTACT_WINDOW_SECONDS = 60 * 60;

/** The Contact Us form: kept for the administrators to answer (docs/decisions/004). */
export async function sendContactMessage(
  deps: AppDeps,
  body: { name: string; phoneNo?: string; email?: string; message: string },
  ip: string,
) {
  await enforceLimit(
    deps.limiter,
    addressKey('contact', { ip }),
    CONTACT_LIMIT,
    CONTACT_WINDOW_SECONDS,
  );
  const [row] = await deps.database.db
    .insert(contactMessages)
    .values({
      name: body.name,
      phoneNo: body.phoneNo ?? null,
      email: body.email ?? null,
      message: body.message,
      createdAt: deps.clock.now(),
    })
    .returning({ _id: contactMessages.id });
  // An insert without a conflict clause returns its row or throws.
  if (!row) throw new Error('contact message not stored');
  return row;
}
