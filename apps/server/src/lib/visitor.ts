import { createHmac } from 'node:crypto';

/** A visitor as a request shows them (views, insights and review votes count them). */
export type Visitor = { ip: string; userAgent: string };

/**
 * Who viewed, without keeping who: an HMAC of the IP address and user agent, keyed by the
 * server secret and salted with the day, so one visitor counts once per listing per day and a
 * stored hash cannot be tied to an address (or to the same visitor on another day).
 */
export function visitorHash(secret: string, day: string, visitor: Visitor) {
  return createHmac('sha256', secret)
    .update(`${day}\n${visitor.ip}\n${visitor.userAgent}`)
    .digest('base64url');
}
