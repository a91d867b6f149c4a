// The server POSTs to whatever address a browser's subscription names, so that address is checked
// twice (docs/decisions/030-web-push.md): when it is saved (https, port 443, no private
// or loopback host written as such) and when it is reached (the name must resolve to a public
// address, so a name pointed at the private network later is refused too).
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, isIP } from 'node:net';

/** Addresses no push service has: this machine, private networks, link-local, reserved. */
const PRIVATE = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, bits, 'ipv6');

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/** Whether an IP address (v4, v6, or v4 mapped into v6) is a public one. */
export function isPublicAddress(address: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const version = isIP(address);
  if (!version) return false;
  return !PRIVATE.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Why the server will not send to this endpoint, or null when it will. `localEndpoints`
 * (PUSH_LOCAL_ENDPOINTS, tests only) lets a loopback https address on any port through.
 */
export function endpointProblem(endpoint: string, localEndpoints: boolean): string | null {
  if (!URL.canParse(endpoint)) return 'not a URL';
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return 'not https';
  if (url.username || url.password) return 'carries credentials';
  const host = bareHost(url);
  if (localEndpoints && isLoopback(host)) return null;
  if (url.port !== '') return 'names a port';
  if (isIP(host)) return isPublicAddress(host) ? null : 'a private address';
  if (LOCAL_NAMES.test(host) || !host.includes('.')) return 'a local name';
  return null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that fails for a name resolving to a private address (checked as it connects). */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      const problem: NodeJS.ErrnoException = new Error(
        `push endpoint ${hostname} resolves to a private address (${refused?.address ?? 'none'})`,
      );
      problem.code = 'EPUSHPRIVATE';
      return callback(problem, []);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first!.address, first!.family);
  });
}

const publicAgent = new Agent({ keepAlive: true, lookup: publicLookup as never });
/** A test's own push service on this machine: its certificate is self-signed. */
const localTestAgent = new Agent({ keepAlive: true, rejectUnauthorized: false });

/** The connection web-push uses for this endpoint. */
export function agentFor(endpoint: string, localEndpoints: boolean) {
  return localEndpoints && isLoopback(bareHost(new URL(endpoint))) ? localTestAgent : publicAgent;
}
