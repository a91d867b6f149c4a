import { jwtVerify, SignJWT } from 'jose';

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
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
    return { sessionId: payload.sid, userId: payload.sub };
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
