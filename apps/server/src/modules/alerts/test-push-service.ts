// A push service for tests: an HTTPS server on 127.0.0.1 that takes what web-push
// POSTs, and a browser's side of RFC 8291 to read it, written here from the RFC with node:crypto
// alone, so a test proves the real library's encryption end to end (no mock of web-push). Used by
// the server tests, the push journey (e2e/push-alerts.spec.ts) and bench/lead-alerts.ts. Only
// node's built-in modules: Playwright and the bench load this file as it is.
import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/** A self-signed certificate for 127.0.0.1, made once for tests; it guards nothing. */
const TEST_TLS = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgEpi50ZAmN3zui94n
SZ52g1IPAh4CNbj5+DF3c+BwunShRANCAATIgCZGQXFofTntgYDG2KqaBoo6IqTG
HcgJSSjQdp68en10Icq4Nz1G61cn2P2tf3s7yGHU2KavKkFQsgT/O0LK
-----END PRIVATE KEY-----
`,
  cert: `-----BEGIN CERTIFICATE-----
MIIBnDCCAUGgAwIBAgIUPyDigLcy78rYFYxdM7fKMvapu8UwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyOTA3MTkwOFoYDzIxMjYxMTA1
MDcxOTA4WjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAATIgCZGQXFofTntgYDG2KqaBoo6IqTGHcgJSSjQdp68en10Icq4Nz1G
61cn2P2tf3s7yGHU2KavKkFQsgT/O0LKo28wbTAdBgNVHQ4EFgQUAu3rSGCnVuKr
oOnMXYT0i2TQMkMwHwYDVR0jBBgwFoAUAu3rSGCnVuKroOnMXYT0i2TQMkMwDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARhwR/AAABgglsb2NhbGhvc3QwCgYIKoZI
zj0EAwIDSQAwRgIhALePrZDG6RIxs5K+it6OvJYSYlG5I+hJHkOWCTJmbM+bAiEA
wjpz94Ru5VYobovi9RVdo5q01s+Anbs7OuCfZwOIkHE=
-----END CERTIFICATE-----
`,
};

/** A browser's subscription keys, and the decryption only that browser can do. */
export type TestBrowser = {
  keys: { p256dh: string; auth: string };
  decrypt: (body: Buffer) => string;
};

export function testBrowser(): TestBrowser {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt: (body) => decryptAes128gcm(body, ecdh.getPrivateKey(), uaPublic, authSecret),
  };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * RFC 8291 §3.4 and RFC 8188 §2: the header (salt, record size, the sender's public key), the
 * shared secret mixed with the browser's auth secret, then one AES-128-GCM record whose padding
 * ends at the last-record delimiter 0x02.
 */
export function decryptAes128gcm(
  body: Buffer,
  uaPrivate: Buffer,
  uaPublic: Buffer,
  authSecret: Buffer,
) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(uaPrivate);
  const shared = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hkdf(shared, authSecret, keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * RFC 8292: `vapid t=<JWT>, k=<public key>`. Checks the ES256 signature with that key and
 * answers the key and the claims (aud, exp, sub).
 */
export function readVapid(authorization: string | undefined) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  return {
    publicKey,
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string },
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
      aud: string;
      exp: number;
      sub: string;
    },
  };
}

export type ReceivedPush = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  at: number;
};

/**
 * The push service: records every POST and answers `status` (201 by default; 410 says the
 * subscription is gone).
 */
export async function startTestPushService() {
  const received: ReceivedPush[] = [];
  const waiting: Array<() => void> = [];
  let status = 201;
  const server = createServer(TEST_TLS, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
        at: performance.now(),
      });
      response.writeHead(status).end();
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A subscription's address at this service. */
    endpoint: (name: string) => `${origin}/push/${name}`,
    answer(next: number) {
      status = next;
    },
    /** Resolves once `count` pushes have arrived in all, or fails after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${received.length} of ${count} pushes arrived`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type TestPushService = Awaited<ReturnType<typeof startTestPushService>>;
