import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VIEW_STATE_ID } from '@haat/shared';
import type { DatabaseHandle } from '../../db/client.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { createSeededTestDatabase } from '../../test/db.ts';

// The plugin's side of server rendering, with a stand-in for the web app's server entry (the
// real one is built by `npm run build`; the journeys in e2e/first-view.spec.ts drive it). The
// stand-in asks this server for data through the transport it is given, as the real one does.

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Haat</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="preload" as="style" crossorigin href="/assets/style-1.css" data-app-styles>
  </head>
  <body>
    <div id="root">
      <div class="first-paint" aria-hidden="true"><div>Haat</div></div>
    </div>
  </body>
</html>
`;

const ENTRY = `
let transport;
let drawn = 0;
export function setServerTransport(given) { transport = given; }
export async function renderFirstView(url) {
  const { pathname } = new URL(url);
  if (pathname === '/counted') return { html: '<p>drawing ' + (drawn += 1) + '</p>', state: {}, complete: true, screens: [] };
  if (pathname === '/slow') {
    await new Promise((done) => setTimeout(done, 100));
    return { html: '<p>drawing ' + (drawn += 1) + '</p>', state: {}, complete: true, screens: [] };
  }
  if (pathname === '/partial') return { html: '<p>drawing ' + (drawn += 1) + '</p>', state: {}, complete: false, screens: [] };
  if (pathname === '/share') return { html: '<a href="' + new URL(url).origin + '/shop/x">Share</a>', state: {}, complete: true, screens: [] };
  if (pathname === '/userAdmin/businesses') return null;
  if (pathname === '/broken') throw new Error('a component failed');
  if (pathname === '/stuck') return new Promise(() => {});
  if (pathname === '/leaves') return { html: '', state: {}, complete: true, screens: [], redirect: '//evil.example/' };
  // As the real entry's search page does: a one-segment path is a city this server knows, or
  // the page sends the visitor home.
  const segment = /^\\/([^/]+)$/.exec(pathname)?.[1];
  if (segment && segment !== 'home' && segment !== 'counted') {
    const check = await transport('/api/public/locations/fetchCityCoordinates?city=' + segment, {
      method: 'GET',
      headers: { Accept: 'application/json' },
    });
    globalThis.cityChecks = (globalThis.cityChecks ?? 0) + 1;
    if (check.status === 404) return { html: '', state: {}, complete: true, screens: [], redirect: '/home' };
    const { payload } = await check.json();
    return { html: '<h1>' + payload.city.city + '</h1>', state: {}, complete: true, screens: [], redirect: null };
  }
  const response = await transport('/api/public/locations/fetchAllStates', {
    method: 'GET',
    headers: { Accept: 'application/json' },
  });
  const answer = await response.json();
  return {
    html: '<main><h1>' + pathname + '</h1><p>' + answer.payload.states.length + ' states</p></main>',
    state: { queries: { states: answer.payload.states.length, note: '</script><script>alert(1)</script>' }, router: {} },
    complete: true,
    screens: ['landing/home-page'],
  };
}
`;

let dir: string;
let t: TestApp;
let database: DatabaseHandle;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'haat-first-view-'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'entry-server.js'), ENTRY);
  // What the web build writes (vite.config.ts: chunkLists): a screen's chunks, by its name.
  await writeFile(
    join(dir, 'page-chunks.json'),
    JSON.stringify({
      'landing/home-page': [
        '/assets/home-page-3.js',
        '/assets/react-2.js',
        'https://evil.example/x.js',
      ],
      'auth/login-page': ['/assets/login-page-4.js'],
    }),
  );
  t = await createTestApp({
    database: (database = await createSeededTestDatabase({ demo: false })),
    env: {
      WEB_DIST: dir,
      WEB_SERVER_ENTRY: join(dir, 'entry-server.js'),
      PUBLIC_URL: 'https://haat.example',
    },
  });
});

afterAll(async () => {
  await t?.close();
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const stateOf = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${FIRST_VIEW_STATE_ID}">(.*?)</script>`).exec(
      html,
    )?.[1] ?? 'null',
  ) as { queries: { states: number; note: string } } | null;

describe('first view', () => {
  it('draws a public page into #root with the data it asked this server for', async () => {
    const states = await t.call({ method: 'GET', url: '/api/public/locations/fetchAllStates' });
    const count = (states.body.payload as { states: unknown[] }).states.length;
    expect(count).toBeGreaterThan(0);
    const res = await page('/home');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain(
      `<div id="root" data-first-view><main><h1>/home</h1><p>${count} states</p></main></div>`,
    );
    expect(html).not.toContain('first-paint');
    // Drawn in HTML, the page must not paint before its styles.
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/style-1.css" data-app-styles>',
    );
    expect(html).not.toContain('rel="preload" as="style"');
    // Readable without its scripts: the loader fetches them after the page (its stylesheet and
    // pictures) has loaded, and nothing else in the page names them. With the entry's come the
    // drawn screen's own chunks (each once; nothing but the app's scripts).
    expect(html).toContain(
      '<script defer src="/app-loader.js" data-entry="/assets/index-1.js" data-preload="/assets/react-2.js /assets/home-page-3.js"></script>',
    );
    expect(html.indexOf('app-loader.js')).toBeGreaterThan(html.indexOf(FIRST_VIEW_STATE_ID));
    expect(html.match(/\/assets\/(index-1|react-2)\.js/g)).toHaveLength(2);
    // The data block cannot be closed early by what it carries.
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the data block and the loader
    expect(stateOf(html)).toEqual({
      queries: { states: count, note: '</script><script>alert(1)</script>' },
      router: {},
    });
  });

  it('is compressed as the browser accepts', async () => {
    const plain = await page('/home');
    const br = await page('/home', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('sends the bare app where there is nothing to draw, or drawing fails or stalls', async () => {
    for (const url of ['/userAdmin/businesses', '/broken', '/stuck']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });

  it('keeps a drawn page like a public answer until a write clears them', async () => {
    const first = await page('/counted?page=1');
    expect(first.body).toContain('<p>drawing 1</p>');
    // Every visitor gets the same page: it is not drawn again.
    expect((await page('/counted?page=1')).body).toContain('<p>drawing 1</p>');
    expect((await page('/counted?page=2')).body).toContain('<p>drawing 2</p>');
    // A seller's or administrator's write clears the kept answers (plugins/http-cache.ts).
    t.app.publicAnswers.clear();
    expect((await page('/counted?page=1')).body).toContain('<p>drawing 3</p>');
    // A page whose data did not all arrive (the database away) is sent, not kept.
    expect((await page('/partial')).body).toContain('<p>drawing 4</p>');
    expect((await page('/partial')).body).toContain('<p>drawing 5</p>');
  });

  it('draws a page once for visitors asking for it at the same time', async () => {
    const bodies = (await Promise.all([page('/slow'), page('/slow'), page('/slow')])).map(
      (res) => /drawing \d+/.exec(res.body)?.[0],
    );
    expect(bodies[0]).toMatch(/^drawing \d+$/);
    expect(new Set(bodies).size).toBe(1);
  });

  it('redirects a one-segment path that names no city home, and keeps that answer', async () => {
    const checked = () => (globalThis as { cityChecks?: number }).cityChecks ?? 0;
    const checks = checked();
    for (const attempt of [1, 2]) {
      const res = await page('/no-such-city');
      expect(res.statusCode, `attempt ${attempt}`).toBe(302);
      expect(res.headers.location).toBe('/home');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // The second visitor got the kept answer: the database was asked once.
    expect(checked()).toBe(checks + 1);
    // A city of the database is a search page.
    const city = await page('/Mumbai');
    expect(city.statusCode).toBe(200);
    expect(city.body).toContain('<div id="root" data-first-view><h1>Mumbai</h1></div>');
  });

  it('follows no redirect out of the site', async () => {
    const res = await page('/leaves');
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
  });

  it('draws links at the configured public address, whatever Host the page was asked with', async () => {
    // With `Host: evil.example` the share links named http://evil.example/shop/…,
    // and a cache keyed by path would have served them to everyone.
    const forged = await page('/share', { host: 'evil.example' });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).toContain('href="https://haat.example/shop/x"');
    expect(forged.body).not.toContain('evil.example');
    const honest = await page('/share', { host: 'haat.example' });
    expect(honest.body).toContain('href="https://haat.example/shop/x"');
  });

  it('answers HEAD without drawing', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/home' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(INDEX_HTML)));
  });
});
