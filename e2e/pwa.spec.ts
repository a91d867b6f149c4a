import { appTookOver, expect, expectBrowserErrors, test, type Page } from './fixtures.ts';
import { controlledByServiceWorker } from './helpers.ts';

// Haat installs as an app. The manifest and its icons are served, the service worker
// registers and takes control, it stores the shell, scripts and pictures but never an API
// answer, and a page opened without a connection shows the offline page in the chosen language.

const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

test('the manifest, its icons and the service worker are served for installing', async ({
  page,
  request,
  baseURL,
}) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.ok()).toBe(true);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Haat', start_url: '/home', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);

  const worker = await request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['content-type']).toContain('javascript');
  // A cached worker would keep an old deploy's rules alive.
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await page.goto('/home');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await controlledByServiceWorker(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(
    `${baseURL}/`,
  );
});

test('offline, a page shows the offline page, in Hindi for a Hindi visitor', async ({
  page,
  context,
}) => {
  // Offline on purpose: what the page asks for then fails, as it would on a phone.
  expectBrowserErrors(/ERR_INTERNET_DISCONNECTED/, /net::ERR_FAILED/);
  await page.goto('/home');
  await controlledByServiceWorker(page);
  // The first visit's pictures came before the worker took control: the next visit's go
  // through it.
  await page.reload();
  await expect(page.getByRole('img', { name: /Offer 1/ }).first()).toBeVisible();

  // Scripts and pictures are kept; no API answer ever is. A picture is stored once it has been
  // answered, so the cache is read until it is there.
  await expect
    .poll(async () => (await cachedUrls(page)).some((url) => url.includes('/media/')))
    .toBe(true);
  const urls = await cachedUrls(page);
  expect(urls.some((url) => url.includes('/assets/'))).toBe(true);
  expect(urls.filter((url) => url.includes('/api/'))).toEqual([]);
  // The shell is the bare app, never a page the server drew (its content and data are that
  // page's own).
  const shell = () =>
    page.evaluate(async () => (await (await caches.match('/index.html'))?.text()) ?? '');
  await expect.poll(shell).toContain('<div id="root">');
  expect(await shell()).not.toContain('data-first-view');

  await context.setOffline(true);
  await page.goto('/contactUs');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  // The connection returns: the screen asked for appears by itself (the page reloads).
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
  await appTookOver(page);

  // A Hindi visitor (the Hindi table is cached once used) gets the page in Hindi.
  await page.evaluate(() => window.localStorage.setItem('language', 'hi'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await context.setOffline(true);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
  await context.setOffline(false);
});

test('toasts show when the connection carries nothing: their code is stored with the shell', async ({
  page,
  context,
}) => {
  // Offline on purpose: what the page asks for then fails, as it would on a phone.
  expectBrowserErrors(/ERR_INTERNET_DISCONNECTED/, /net::ERR_FAILED/);
  await page.goto('/Hyderabad?type=products&searchQuery=sandals');
  await controlledByServiceWorker(page);

  // The toasts' code is no part of a first view; the worker stores it with the shell.
  const lists = await page.evaluate(
    async () => (await (await fetch('/offline-chunks.json')).json()) as Record<string, string[]>,
  );
  const offlineChunks = Object.values(lists).flat();
  // The toasts' own chunk comes first in its list.
  const toastsChunk = lists['toasts-host']![0]!;
  await expect
    .poll(async () => {
      const cached = await cachedUrls(page);
      return offlineChunks.filter((chunk) => !cached.some((url) => url.endsWith(chunk)));
    })
    .toEqual([]);

  // A deploy brings new chunks: the worker stores what it lacks once each time it starts.
  await page.evaluate(async (chunk) => {
    for (const name of await caches.keys()) await (await caches.open(name)).delete(chunk);
  }, toastsChunk);
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await page.reload();
  await appTookOver(page);
  await expect
    .poll(async () => (await cachedUrls(page)).some((url) => url.endsWith(toastsChunk)))
    .toBe(true);

  const fetchedByPage = () =>
    page.evaluate(
      (chunk) =>
        performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(chunk)),
      toastsChunk,
    );
  expect(await fetchedByPage()).toBe(false);

  // A connection that carries nothing (the phone still shows it as online, so the search runs):
  // the API cannot answer, and the toast that says so shows with its stored code.
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  const search = page.getByRole('combobox', { name: 'Search products and services' });
  await search.fill('shoes');
  await search.press('Enter');
  await expect(
    page.getByText('Could not reach the server. Please check your connection and try again.'),
  ).toBeVisible();
  expect(await fetchedByPage()).toBe(true);
});
