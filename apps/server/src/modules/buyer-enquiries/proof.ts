import { jwtVerify, SignJWT } from 'jose';
import { BUYER_MSG } from '@haat/shared';
import { HttpError } from '../../lib/http-error.ts';

// The buyer's proof of a phone (docs/decisions/031-buyer-enquiries.md): a token the
// server signs once the phone passed a code, naming the phone and nothing else. No account and no
// row: it cannot be revoked, so it is short (a day), and signing out in the browser forgets it.

/** How long a proved phone opens My enquiries without a new code. */
export const BUYER_PROOF_HOURS = 24;

const ALGORITHM = 'HS256';
// The audience keeps it apart from a seller's session token signed with the same secret: neither
// is ever taken for the other.
const AUDIENCE = 'haat:buyer-phone';
const key = (secret: string) => new TextEncoder().encode(secret);

export async function signBuyerProof(secret: string, phoneNo: string, now: Date) {
  const until = new Date(now.getTime() + BUYER_PROOF_HOURS * 3600_000);
  const proof = await new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setAudience(AUDIENCE)
    .setSubject(phoneNo)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(until.getTime() / 1000))
    .sign(key(secret));
  return { proof, provedUntil: until };
}

/** The phone a well-signed, unexpired proof names, or null. */
export async function provedPhone(secret: string, proof: string, now: Date) {
  try {
    const { payload } = await jwtVerify(proof, key(secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || !/^\d{10}$/.test(payload.sub)) return null;
    return { phoneNo: payload.sub, provedUntil: new Date((payload.exp ?? 0) * 1000) };
  } catch {
    return null;
  }
}

/** The phone of a proof, or 403 in plain words (never 401: that would sign a seller out). */
export async function requireProvedPhone(secret: string, proof: string, now: Date) {
  const proved = await provedPhone(secret, proof, now);
  if (!proved) throw new HttpError(403, 'FORBIDDEN', BUYER_MSG.proofNeeded);
  return proved;
}
