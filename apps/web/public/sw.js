/* global self, caches */
// Haat's service worker (docs/page-speed.md). Hand-written and served from the site root with
// `cache-control: no-cache`, so a new deploy's copy is picked up on the next visit.
//
//   pages (navigations)  network first; offline, the cached app shell, which shows the offline page
//                        (the bare index.html: a page the server drew carries that page's content
//                        and data, so it is never kept as the shell; the shell, and what it and
//                        offline-chunks.json name, is stored again once each time the worker
//                        starts, while online)
//   /assets/*            cache first: file names carry a content hash, so a cached copy is never stale;
//                        the shell's and offline-chunks.json's are stored when the worker installs
//   /media/*             stale-while-revalidate, at most MAX_IMAGES pictures kept on the phone
//   /api/*               never touched: sessions, seller and admin data and every personal answer
//                        go to the network only, and nothing of them is stored
//   other public files   stale-while-revalidate (manifest, icons)
//
// Web Push (docs/decisions/030-web-push.md): a push carries {title, body, url, tag}, the
// server's words for a new enquiry; it is shown as a notification, and a tap focuses a Haat tab
// (sent to that url) or opens one.

const VERSION = 'v1';
const SHELL = `haat-shell-${VERSION}`;
const ASSETS = `haat-assets-${VERSION}`;
const IMAGES = `haat-images-${VERSION}`;
const KEEP = [SHELL, ASSETS, IMAGES];
const SHELL_URL = '/index.html';
const MAX_IMAGES = 150;

/** Stores the current shell; answers the scripts and styles it names. */
async function storeShell() {
  const response = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!response.ok) return [];
  const html = await response.clone().text();
  await (await caches.open(SHELL)).put(SHELL_URL, response);
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]))];
}

/** Chunks the app loads with their first use and still needs offline (toasts, confirms). */
async function offlineChunks() {
  const response = await fetch('/offline-chunks.json', { cache: 'no-cache' });
  return response.ok ? Object.values(await response.json()).flat() : [];
}

/**
 * The shell, the scripts and styles it names and the offline chunks: enough to open the app,
 * and to tell the visitor they are offline, without a network. Only what is not stored yet is
 * fetched (names carry a content hash): after a deploy, that is the new deploy's files.
 */
async function precache() {
  const [shellAssets, chunks] = await Promise.all([storeShell(), offlineChunks()]);
  const cache = await caches.open(ASSETS);
  const missing = [];
  for (const url of new Set([...shellAssets, ...chunks])) {
    if (!(await cache.match(url))) missing.push(url);
  }
  await cache.addAll(missing);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('haat-') && !KEEP.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** Oldest pictures go first once the cache holds more than MAX_IMAGES. */
async function trimImages() {
  const cache = await caches.open(IMAGES);
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_IMAGES)).map((key) => cache.delete(key)),
  );
}

/** Whether this run of the worker has stored the current shell and its files (see page()). */
let refreshedThisRun = false;

async function page(event) {
  try {
    const response = await fetch(event.request);
    // A new deploy's shell names new scripts, and lists new offline chunks: kept in step while
    // the network is there, once each time the browser starts this worker rather than beside
    // every page opened.
    if (response.ok && !refreshedThisRun) {
      refreshedThisRun = true;
      event.waitUntil(precache().catch(() => (refreshedThisRun = false)));
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_URL);
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(ASSETS)).put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(event, cacheName) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(event.request);
  const refresh = fetch(event.request).then(async (response) => {
    if (response.ok) {
      await cache.put(event.request, response.clone());
      if (cacheName === IMAGES) await trimImages();
    }
    return response;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/sw.js') return;
  if (request.mode === 'navigate') event.respondWith(page(event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (url.pathname.startsWith('/media/'))
    event.respondWith(staleWhileRevalidate(event, IMAGES));
  else event.respondWith(staleWhileRevalidate(event, SHELL));
});

/** The server's message; a push that is not one (an empty or foreign payload) still says something. */
function pushMessage(event) {
  const fallback = { title: 'Haat', body: 'You have a new enquiry.', url: '/userAdmin/enquiries' };
  try {
    const data = event.data ? event.data.json() : {};
    return { ...fallback, ...data };
  } catch {
    return fallback;
  }
}

self.addEventListener('push', (event) => {
  const message = pushMessage(event);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

/** Only a path of this site is opened: a payload cannot send the seller elsewhere. */
function sitePath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')
    ? url
    : '/userAdmin/enquiries';
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(sitePath(event.notification.data?.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        await tab.focus();
        if (tab.url === target) return;
        // navigate() works only in a tab this worker controls; another gets a new tab.
        const moved = await tab.navigate(target).catch(() => null);
        if (moved) return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
