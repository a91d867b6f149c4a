import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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
