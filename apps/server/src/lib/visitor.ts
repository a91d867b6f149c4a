import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * A visitor as a request shows them (views, insights and review votes count them): the client's
 * address, `req.ip` as TRUST_PROXY lets it be read. Never the User-Agent: anyone can send a new
 * one with every call, so counting it made six User-Agents six visitors.
 */
export type Visitor = { ip: string };

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part included). */
function ipv6Groups(ip: string): number[] {
  let text = ip;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const groups = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const before = groups(head);
  if (rest === undefined) return before;
  const after = groups(rest);
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * Who a visitor is for counting and limits: an IPv4 address whole (an IPv4 address mapped into
 * IPv6, ::ffff:a.b.c.d, is that IPv4 address), an IPv6 address by its /64 — the least a home
 * line or a phone is given, so one device cannot become 2^64 visitors by changing its interface
 * id. Anything else (no address) stays as it is.
 */
export function visitorAddress(ip: string): string {
  if (isIPv4(ip)) return ip;
  const bare = ip.replace(/%.*$/, ''); // a zone index (fe80::1%eth0) names no other host
  if (!isIPv6(bare)) return ip;
  const g = ipv6Groups(bare.toLowerCase());
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255].join('.');
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

/**
 * Who viewed, without keeping who: an HMAC of the visitor's address (visitorAddress), keyed by
 * the server secret and salted with the day (or another purpose), so one address counts once per
 * listing per day and a stored hash cannot be tied to an address (or to the same visitor on
 * another day).
 */
export function visitorHash(secret: string, day: string, visitor: Visitor) {
  return createHmac('sha256', secret)
    .update(`${day}\n${visitorAddress(visitor.ip)}`)
    .digest('base64url');
}

/** A rate limiter's key for the visitor's address: `${scope}:ip:<address or /64>`. */
export const addressKey = (scope: string, visitor: Visitor) =>
  `${scope}:ip:${visitorAddress(visitor.ip)}`;
