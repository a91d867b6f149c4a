import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_INFO_FILE, demoContactWarning } from '../lib/web-build-info.ts';
import { webAppPlugin } from './web-app.ts';

// The support contact of Contact Us is fixed when the web app is built (VITE_SUPPORT_*); the
// build records which it left to the demo placeholders, and a production start says so.

const dirs: string[] = [];
const builtDist = async (info: unknown) => {
  const dir = await mkdtemp(join(tmpdir(), 'haat-web-'));
  dirs.push(dir);
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Haat</title>');
  if (info !== undefined) await writeFile(join(dir, BUILD_INFO_FILE), JSON.stringify(info));
  return dir;
};

/** The plugin alone, with its log lines kept, as the server registers it. */
async function start(webDist: string, isProduction: boolean) {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  // modules/first-view draws pages; here a page is the bare index.html.
  app.decorate(
    'sendPage',
    async (_request: FastifyRequest, reply: FastifyReply, html: () => Promise<string | null>) =>
      reply.type('text/html').send(await html()),
  );
  await app.register(webAppPlugin, { webDist, isProduction });
  await app.ready();
  const warnings = lines.filter((line) => line.level === 40).map((line) => line.msg);
  return { app, warnings };
}

let dist: string;
beforeAll(async () => {
  dist = await builtDist({ demoContact: ['VITE_SUPPORT_PHONE', 'VITE_SUPPORT_EMAIL'] });
});
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('demo contact details', () => {
  it('a production start built without them warns, naming the variables', async () => {
    const { app, warnings } = await start(dist, true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('VITE_SUPPORT_PHONE, VITE_SUPPORT_EMAIL');
    expect(warnings[0]).toContain('demo contact details');
    await app.close();
  });

  it('no warning when the build set them all, outside production, or with no record', async () => {
    for (const [webDist, production] of [
      [await builtDist({ demoContact: [] }), true],
      [dist, false],
      [await builtDist(undefined), true],
    ] as const) {
      const { app, warnings } = await start(webDist, production);
      expect(warnings).toEqual([]);
      await app.close();
    }
    expect(demoContactWarning(await builtDist('not an object'))).toBeNull();
  });

  it('the build record is not served', async () => {
    const { app } = await start(dist, true);
    const answer = await app.inject({ method: 'GET', url: `/${BUILD_INFO_FILE}` });
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).not.toContain('VITE_SUPPORT');
    await app.close();
  });
});
