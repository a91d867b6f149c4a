// A security review's finding (docs/security.md, Limits): `trustProxy: true` believed
// X-Forwarded-For from any peer, so a caller could name a new address on every call and no
// per-address limit (OTP sending, login tries, enquiries, views, the contact form) held. Forwarded
// addresses are now believed only from the proxies TRUST_PROXY names.
import { afterEach, describe, expect, it } from 'vitest';
import { PRE_REGISTRATION_PER_IP } from '../../modules/auth/service.ts';
import { createTestApp, type TestApp } from '../app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The app with one extra route that answers the address the server attributes the call to. */
async function appTrusting(trustProxy?: string) {
  t = await createTestApp({
    env: trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy },
    extend(app) {
      app.get('/test/caller', async (request) => ({ ip: request.ip }));
    },
  });
  return t;
}

const callerAs = async (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
  (
    await app.call({
      method: 'GET',
      url: '/test/caller',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
  ).body.ip as string;

describe('who the caller is', () => {
  it('by default is the peer, whatever X-Forwarded-For says', async () => {
    const app = await appTrusting();
    expect(await callerAs(app, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(await callerAs(app, '127.0.0.1', '198.51.100.1, 10.0.0.2')).toBe('127.0.0.1');
  });

  it('behind one trusted hop is the address that hop saw, not what the client wrote', async () => {
    const app = await appTrusting('1');
    // The client forged the first entry; the proxy appended the address it really saw.
    expect(await callerAs(app, '10.0.0.1', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('is the forwarded address only when the peer is a listed proxy', async () => {
    const app = await appTrusting('10.0.0.0/8, 127.0.0.1');
    expect(await callerAs(app, '10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    expect(await callerAs(app, '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(await callerAs(app, '203.0.113.50', '198.51.100.1')).toBe('203.0.113.50');
  });
});

describe('a forged X-Forwarded-For from an untrusted peer changes nothing', () => {
  const preRegistration = (app: TestApp, n: number) =>
    app.call({
      method: 'GET',
      url: '/api/public/user/preRegistration',
      query: { phoneNo: `70000${String(n).padStart(5, '0')}` },
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': `198.51.100.${n % 250}` },
    });

  it('the per-address limit still counts every call against the peer', async () => {
    const app = await appTrusting();
    const statuses: number[] = [];
    for (let n = 1; n <= PRE_REGISTRATION_PER_IP + 1; n++) {
      statuses.push((await preRegistration(app, n)).status);
    }
    expect(statuses.slice(0, PRE_REGISTRATION_PER_IP).every((s) => s === 200)).toBe(true);
    const refused = await preRegistration(app, PRE_REGISTRATION_PER_IP + 2);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('while a listed proxy’s forwarded addresses are counted apart', async () => {
    const app = await appTrusting('203.0.113.7');
    const statuses: number[] = [];
    for (let n = 1; n <= PRE_REGISTRATION_PER_IP + 2; n++) {
      statuses.push((await preRegistration(app, n)).status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});
