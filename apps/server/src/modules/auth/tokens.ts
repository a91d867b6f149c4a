import { jwtVerify, SignJWT } from 'jose';
import { idSchema } from '@haat/shared';

export type TokenClaims = { sessionId: string; userId: string };

const ALGORITHM = 'HS256';
const key = (secret: string) => new TextEncoder().encode(secret);

/** A JWT naming its session row, so that the row can revoke it before it expires. */
export function signToken(secret: string, claims: TokenClaims, issuedAt: Date, expiresAt: Date) {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claims.userId)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

/** The claims of a well-signed, unexpired token, or null. */
export async function verifyToken(
  secret: string,
  token: string,
  now: Date,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      currentDate: now,
    });
    // Both name uuid columns: anything else would fail in SQL (a 500), not as a bad token.
    const sessionId = idSchema.safeParse(payload.sid);
    const userId = idSchema.safeParse(payload.sub);
    if (!sessionId.success || !userId.success) return null;
    return { sessionId: sessionId.data, userId: userId.data };
  } catch {
    return null;
  }
}

/** Accepts `Bearer <token>` and the bare token that the spec's client sends. */
export function tokenFromHeader(header: string | undefined) {
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || null;
}
