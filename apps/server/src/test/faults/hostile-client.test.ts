// The security review's first findings (docs/security.md) tried as they were found: against the
// real server process on PostgreSQL (and Redis when TEST_REDIS_URL is set), over real sockets, with
// paths sent byte for byte as a hostile client writes them (fetch would normalise `..` and such
// before sending).
import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePassword } from '@haat/shared';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../../db/seed/index.ts';
import { PRE_REGISTRATION_PER_IP } from '../../modules/auth/service.ts';
import { createFaultDatabase, type FaultDatabase } from './fault-database.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

type Answer = { status: number; body: any; headers: Record<string, unknown> };

/**
 * This run's own loopback address (any of 127.0.0.0/8 reaches the server): limits counted in a
 * shared Redis for an earlier run's address must not decide this run's answers.
 */
const localAddress = `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

/** One HTTP call with `path` sent exactly as written, from this run's address. */
function raw(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        localAddress,
        method,
        path,
        headers: text ? { ...headers, 'content-type': 'application/json' } : headers,
      },
      (res) => {
        let data = '';
        res.on('data', (chunk: Buffer) => (data += chunk.toString()));
        res.on('end', () => {
          let parsed: unknown = data;
          try {
            parsed = JSON.parse(data);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

describe.skipIf(!serverUrl)('the real server against a hostile client', () => {
  let database: FaultDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createFaultDatabase('pg');
    // No SEED_DEMO, no TRUST_PROXY: what an operator gets by setting DATABASE_URL alone.
    server = await startServer({
      env: { ...database.env, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
    });
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await database?.remove();
  });

  it('refuses every spelling of the administration to a caller without a session', async () => {
    const spellings = [
      '/api/%61dmin/user/fetchAll',
      '/api/%41dmin/user/fetchAll',
      '/api/admin%2Fuser/fetchAll',
      '//api/admin/user/fetchAll',
      '/api//admin/user/fetchAll',
      '/api/admin/user/fetchAll/',
      '/api/admin;x=1/user/fetchAll',
      '/API/ADMIN/USER/FETCHALL',
      '/api/public/../admin/user/fetchAll',
      '/api/public/%2e%2e/admin/user/fetchAll',
      '/api/admin/user/fetchAll',
    ];
    const answers = await Promise.all(
      spellings.map(async (path) => [path, await raw(server.url, 'GET', path)] as const),
    );
    for (const [path, res] of answers) {
      // Refused, or no API route at all: then the web app's page (HTML, or its redirect home)
      // answers when the app is built, as for any address that is not the API's.
      const refused = [401, 403, 404].includes(res.status);
      const page =
        (res.status === 200 && String(res.headers['content-type']).startsWith('text/html')) ||
        (res.status >= 300 && res.status < 400);
      expect([path, res.status, refused || page]).toEqual([path, res.status, true]);
    }
    const plain = await raw(server.url, 'GET', '/api/%61dmin/user/fetchAll');
    expect(plain.body.payload).toBeNull();
  });

  it('counts a forged X-Forwarded-For against the peer', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= PRE_REGISTRATION_PER_IP + 1; n++) {
      const res = await raw(
        server.url,
        'GET',
        `/api/public/user/preRegistration?phoneNo=71000${String(n).padStart(5, '0')}`,
        { 'x-forwarded-for': `198.51.100.${n}` },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, PRE_REGISTRATION_PER_IP).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('creates no account with the published demo password on a PostgreSQL server', async () => {
    const res = await raw(
      server.url,
      'POST',
      '/api/auth/user/logIn',
      {},
      { phoneNo: DEMO_ADMIN.phoneNo, password: encodePassword(DEMO_PASSWORD) },
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION');
  });

  it('does not describe its routes to anyone in production', async () => {
    expect((await raw(server.url, 'GET', '/api/docs/json')).status).toBe(404);
  });
});
