import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_GRIEVANCE_OFFICER, demoGrievanceWarning, loadConfig, REPO_ROOT } from './config.ts';
import { findRepoRoot, MIGRATIONS_FOLDER } from './db/paths.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'haat-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('configuration', () => {
  it('makes a session secret once and keeps it in DATA_DIR when JWT_SECRET is absent', () => {
    const first = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
    const second = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('makes a VAPID key pair once and keeps it in DATA_DIR when none is configured (issue 36)', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(Buffer.from(first.push.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.push.privateKey, 'base64url')).toHaveLength(32);
    expect(second.push).toEqual(first.push);
    expect(statSync(join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(first.push.subject).toBe('mailto:push@localhost');
    expect(first.push.localEndpoints).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://haat.in/' }).push.subject).toBe(
      'https://haat.in',
    );
  });

  it('takes a configured VAPID pair whole, and refuses half of one or a bad key', () => {
    const pair = {
      VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString('base64url'),
      VAPID_PRIVATE_KEY: Buffer.alloc(32, 7).toString('base64url'),
    };
    const config = loadConfig({ DATA_DIR: dataDir, ...pair, VAPID_SUBJECT: 'mailto:ops@haat.in' });
    expect(config.push).toMatchObject({
      publicKey: pair.VAPID_PUBLIC_KEY,
      privateKey: pair.VAPID_PRIVATE_KEY,
      subject: 'mailto:ops@haat.in',
    });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY }),
    ).toThrow(/VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...pair, VAPID_PRIVATE_KEY: 'short' })).toThrow(
      /VAPID_PRIVATE_KEY: must be 32 bytes/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, VAPID_SUBJECT: 'http://haat.in' })).toThrow(
      /VAPID_SUBJECT/,
    );
  });

  it('uses JWT_SECRET when it is set', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('fails fast and names the bad variables', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATA_DIR: dataDir })).toThrow(
      /PORT[\s\S]*LOG_LEVEL/,
    );
    expect(() => loadConfig({ SMS: 'msg91', DATA_DIR: dataDir })).toThrow(
      /MSG91_AUTH_KEY[\s\S]*MSG91_TEMPLATE_ID/,
    );
  });
});

describe('issue 19: settings that were unsafe by default', () => {
  const base = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };
  const pg = 'postgres://haat@db.example.in:5432/haat';

  it('believes X-Forwarded-For from nobody unless TRUST_PROXY names the proxies', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback']);
    expect(loadConfig({ ...base, TRUST_PROXY: '::1' }).trustProxy).toEqual(['::1']);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*anyone/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/);
  });

  it('seeds demo accounts on the embedded database, and on a server only when told in so many words', () => {
    expect(loadConfig(base).seedDemo).toBe(true);
    expect(loadConfig({ ...base, DATABASE_URL: pg }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, DATABASE_URL: pg, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('refuses a production server that would send no SMS unless it is a demo or the operator says so', () => {
    // SMS=console was the default in production, and wrote every code to the log.
    const production = { ...base, NODE_ENV: 'production', DATABASE_URL: pg };
    expect(() => loadConfig(production)).toThrow(/SMS: SMS=console sends no one-time password/);
    expect(() => loadConfig({ ...production, SMS: 'console' })).toThrow(
      /SMS_CONSOLE_IN_PRODUCTION/,
    );
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: '0' })).toThrow(
      /SMS=console/,
    );
    expect(loadConfig({ ...production, SMS_CONSOLE_IN_PRODUCTION: '1' }).sms.driver).toBe(
      'console',
    );
    // The embedded demo (`npm start`): its codes go to DATA_DIR/sms-outbox.txt, not the log.
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).sms.driver).toBe('console');
    expect(loadConfig({ ...production, SEED_DEMO: '1' }).sms.driver).toBe('console');
    expect(loadConfig({ ...base, NODE_ENV: 'development', DATABASE_URL: pg }).sms.driver).toBe(
      'console',
    );
    expect(
      loadConfig({
        ...production,
        SMS: 'msg91',
        MSG91_AUTH_KEY: 'key',
        MSG91_TEMPLATE_ID: 'template',
      }).sms.driver,
    ).toBe('msg91');
  });

  it('serves the API description outside production, and in production only when asked', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', API_DOCS: '1' }).apiDocs).toBe(true);
  });
});

describe('issue 25: paths from the source and from the build (dist/server.js)', () => {
  it('finds the repository root from either place, and relative settings from it', () => {
    expect(JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).workspaces).toContain(
      'apps/server',
    );
    expect(findRepoRoot(join(REPO_ROOT, 'apps/server/src/db'))).toBe(REPO_ROOT);
    expect(findRepoRoot(join(REPO_ROOT, 'apps/server/dist'))).toBe(REPO_ROOT);
    const config = loadConfig({ DATA_DIR: './data', JWT_SECRET: 'x'.repeat(40) });
    expect(config.dataDir).toBe(join(REPO_ROOT, 'data'));
    expect(config.webDist).toBe(join(REPO_ROOT, 'apps/web/dist'));
    expect(existsSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'))).toBe(true);
  });

  it('says so outside a repository', () => {
    expect(() => findRepoRoot(tmpdir())).toThrow(/no package.json with workspaces/);
  });
});

describe('the grievance contact of the privacy notice', () => {
  const base = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };
  const officer = {
    GRIEVANCE_OFFICER_NAME: ' Meera Iyer ',
    GRIEVANCE_OFFICER_EMAIL: 'privacy@haat.example.in',
    GRIEVANCE_OFFICER_PHONE: '9876543210',
  };

  it('takes the configured contact, and a placeholder for each variable left unset or blank', () => {
    expect(loadConfig({ ...base, ...officer }).grievance).toEqual({
      name: 'Meera Iyer',
      email: 'privacy@haat.example.in',
      phone: '9876543210',
      unset: [],
    });
    expect(
      loadConfig({ ...base, GRIEVANCE_OFFICER_NAME: 'Meera Iyer', GRIEVANCE_OFFICER_EMAIL: ' ' })
        .grievance,
    ).toEqual({
      name: 'Meera Iyer',
      email: DEMO_GRIEVANCE_OFFICER.email,
      phone: DEMO_GRIEVANCE_OFFICER.phone,
      unset: ['GRIEVANCE_OFFICER_EMAIL', 'GRIEVANCE_OFFICER_PHONE'],
    });
  });

  it('refuses a malformed e-mail or phone', () => {
    expect(() => loadConfig({ ...base, GRIEVANCE_OFFICER_EMAIL: 'privacy' })).toThrow(
      /GRIEVANCE_OFFICER_EMAIL: must be an e-mail address/,
    );
    expect(() => loadConfig({ ...base, GRIEVANCE_OFFICER_PHONE: '98765' })).toThrow(
      /GRIEVANCE_OFFICER_PHONE: must be a 10-digit phone number/,
    );
  });

  it('warns at a production start without it (the demo support contact is not refused either)', () => {
    const production = { ...base, NODE_ENV: 'production' };
    expect(demoGrievanceWarning(loadConfig(production))).toMatch(
      /GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL, GRIEVANCE_OFFICER_PHONE not set/,
    );
    expect(demoGrievanceWarning(loadConfig({ ...production, ...officer }))).toBeNull();
    expect(demoGrievanceWarning(loadConfig(base))).toBeNull();
  });
});
