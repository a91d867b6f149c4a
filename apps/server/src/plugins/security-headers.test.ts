// A security review's finding (docs/security.md): the API's description was served to anyone in
// production, and the content security policy let images load from, and the page connect to, any
// https: host.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const S3 = {
  STORAGE: 's3',
  S3_BUCKET: 'haat-media',
  S3_REGION: 'ap-south-1',
  S3_ACCESS_KEY_ID: 'AKIATEST',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_ENDPOINT: 'https://uploads.example.net',
  S3_PUBLIC_URL: 'https://media.example.in',
};

/** The policy's directives by name: `{ 'img-src': ["'self'", …] }`. */
const policyOf = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('the API description', () => {
  it('is not served in production unless API_DOCS asks for it', async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('NOT_FOUND');
    expect((await t.call({ method: 'GET', url: '/api/docs' })).status).toBe(404);
  });

  it('is served in production with API_DOCS=1', async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', API_DOCS: '1' } });
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toContain('/api/admin/user/fetchAll');
  });

  it('is served in development', async () => {
    t = await createTestApp({ env: { NODE_ENV: 'development' } });
    expect((await t.call({ method: 'GET', url: '/api/docs/json' })).status).toBe(200);
  });
});

describe('the content security policy', () => {
  it('with local storage allows images and connections to this site only', async () => {
    t = await createTestApp();
    const policy = policyOf(
      (await t.call({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('with S3 adds the media origin and the bucket’s upload origin, not any https: host', async () => {
    t = await createTestApp({ env: S3 });
    const policy = policyOf(
      (await t.call({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://media.example.in']);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://media.example.in',
      'https://uploads.example.net',
    ]);
    expect(JSON.stringify(policy)).not.toContain('"https:"');
  });
});
