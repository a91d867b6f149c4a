// @vitest-environment node
// Issue 35, "Pages that hold still": the browser's first render of every public page agrees
// with the markup the server drew, attribute for attribute (docs/page-speed.md, "Hydration").
//
// Each page is drawn as the server draws it (renderFirstView, in Node without a DOM, its data
// asked of the real server app on the seeded demo database), written into a DOM as the server
// writes it (modules/first-view/html.ts), and hydrated by the app's own entry (main.tsx, loaded
// afresh per page as a browser loads it) under React's development build, which reports every
// difference it meets. Any console error or warning, recoverable error or uncaught error while
// the page hydrates and settles fails the page, as does an app that draws over the page
// instead of hydrating it. In production React reports none of this and keeps the server's
// attributes (an aria-controls naming an element that does not exist).
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';
import type * as ReactDomClient from 'react-dom/client';
import { encodeRouteId, FIRST_VIEW_ATTRIBUTE } from '@haat/shared';
import { createTestApp, type TestApp } from '../../server/src/test/app.ts';
import { createSeededTestDatabase } from '../../server/src/test/db.ts';
import { withFirstView } from '../../server/src/modules/first-view/html.ts';
import { renderFirstView, setServerTransport, type FirstView } from './entry-server.tsx';

/** The address the pages are drawn at (the server's PUBLIC_URL). */
const ORIGIN = 'http://127.0.0.1:3100';

/** The built index.html's shape where withFirstView works on it. */
const INDEX_HTML = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <title>Haat</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"><div class="first-paint" aria-hidden="true"><div>Haat</div></div></div>
  </body>
</html>
`;

/** How the app hydrated (or did not): hydrateRoot and createRoot are watched (main.tsx). */
const roots = vi.hoisted(() => ({
  hydrated: 0,
  created: 0,
  recoverable: [] as string[],
  unmount: [] as Array<() => void>,
}));

vi.mock('react-dom/client', async (original) => {
  const client = await original<typeof ReactDomClient>();
  return {
    ...client,
    hydrateRoot: ((container, children, options) => {
      roots.hydrated += 1;
      const root = client.hydrateRoot(container, children, {
        ...options,
        onRecoverableError: (error) => {
          roots.recoverable.push(
            `recoverable: ${error instanceof Error ? error.message : String(error)}`,
          );
        },
        onCaughtError: (error) => {
          roots.recoverable.push(`caught: ${error instanceof Error ? error.stack : String(error)}`);
        },
      });
      roots.unmount.push(() => root.unmount());
      return root;
    }) satisfies typeof client.hydrateRoot,
    createRoot: ((container, options) => {
      roots.created += 1;
      const root = client.createRoot(container, options);
      roots.unmount.push(() => root.unmount());
      return root;
    }) satisfies typeof client.createRoot,
  };
});

let server: TestApp;

/** The server's answer to the app's API call, in process (as modules/first-view asks it). */
async function inject(url: string, init: RequestInit = {}): Promise<Response> {
  const answer = await server.app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: url.startsWith('/') ? url : `${new URL(url).pathname}${new URL(url).search}`,
    headers: Object.fromEntries(new Headers(init.headers).entries()),
    payload: typeof init.body === 'string' ? init.body : undefined,
  });
  return new Response(answer.body, {
    status: answer.statusCode,
    headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
  });
}

type Drawn = { name: string; path: string; view: FirstView };
const drawn: Drawn[] = [];

/** The paths of the page's links to this site, in order. */
const linksOf = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1]!.replaceAll('&amp;', '&'))
    .filter((href) => href.startsWith('/') || href.startsWith(ORIGIN))
    .map((href) => (href.startsWith(ORIGIN) ? href.slice(ORIGIN.length) : href));

/** Pages the server sends without a first view (the app draws them in the browser). */
const UNDRAWN = new Set(['log in', 'sign up', 'forgot password']);

/** HYDRATION_PAGES=home,product: only these pages (names as below), to look into one. */
const only = process.env.HYDRATION_PAGES?.split(',');

async function draw(name: string, path: string): Promise<FirstView | null> {
  if (only && !only.includes(name)) return null;
  const view = await renderFirstView(`${ORIGIN}${path}`);
  if (view === null && UNDRAWN.has(name)) return null;
  expect(view, `${name} (${path}) has a first view`).not.toBeNull();
  expect(view!.redirect, `${name} (${path}) redirects`).toBeNull();
  drawn.push({ name, path, view: view! });
  return view!;
}

/** The first link matching `pattern` on the pages drawn so far (the server draws no row below the fold). */
function firstLink(pattern: RegExp): string {
  const path = drawn
    .flatMap(({ view }) => linksOf(view.html))
    .find((candidate) => pattern.test(candidate));
  if (only && !path) return '/';
  expect(path, `a link matching ${pattern}`).toBeTruthy();
  return path!;
}

type Card = { _id: string; name: string };

/** The payload of a public API answer. */
async function api<T>(url: string): Promise<T> {
  const answer = await server.call({ method: 'GET', url });
  expect(answer.status, url).toBe(200);
  return answer.body.payload as T;
}

const check = Boolean(process.env.HYDRATION_CHECK);

beforeAll(async () => {
  if (!check) return;
  server = await createTestApp({ database: await createSeededTestDatabase() });
  setServerTransport(inject);
  // Every public page, found as a visitor finds them (e2e/pages-hold-still.spec.ts). Drawn
  // first, all of them, in Node without a DOM: the server's copy of the app never has one.
  await draw('home', '/home');
  await draw('about us', '/aboutUs');
  await draw('city search: products', '/Hyderabad?type=products');
  await draw('city search: services', '/Hyderabad?type=services');
  await draw('typed search: products', '/Hyderabad?searchQuery=sandals');
  await draw('typed search: services', '/Mumbai?type=services&searchQuery=plumber');
  // The searches' results are drawn by the browser: the detail pages are found by the API.
  const [card] = (await api<{ products: Card[] }>('/api/public/product/highLights?limit=1'))
    .products;
  const { product } = await api<{ product: Card & { business: Card } }>(
    `/api/public/product/fetch?id=${card!._id}`,
  );
  await draw(
    'product',
    `/product/${encodeRouteId({ _id: product._id, productName: product.name })}`,
  );
  const { business } = product;
  await draw(
    'business',
    `/business/${encodeRouteId({ _id: business._id, businessName: business.name })}`,
  );
  const [service] = (await api<{ services: Card[] }>('/api/public/service/highLights?limit=1'))
    .services;
  await draw(
    'service (over home)',
    `/service/${encodeRouteId({ _id: service!._id, serviceName: service!.name })}`,
  );
  await draw('product sub-category', firstLink(/^\/subCategory\//));
  await draw('product category', firstLink(/^\/category\//));
  await draw('service category', firstLink(/^\/service\/category\//));
  await draw('service sub-category', firstLink(/^\/service\/subCategory\//));
  const shop = drawn
    .flatMap(({ view }) => linksOf(view.html))
    .find((path) => /^\/shop\//.test(path));
  if (shop) await draw('shop', shop);
  await draw('product not found', '/product/not-a-product');
  await draw('subscription plans', '/subscriptionPlans');
  await draw('contact us', '/contactUs');
  await draw('privacy policy', '/privacyPolicy');
  await draw('terms and conditions', '/terms&conditions');
  await draw('log in', '/logIn');
  await draw('sign up', '/signUp');
  await draw('forgot password', '/forgotPassword');
}, 240_000);

afterAll(async () => {
  await server?.close();
});

/** Waits until `done` holds, or `ms` have passed. */
async function until(done: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * What the browser meets hydrating the page: the reports of React's development build and any
 * error, as text (empty: the page hydrated as drawn).
 */
async function hydrate({ path, view }: Drawn): Promise<string[]> {
  const dom = await builtinEnvironments['happy-dom'].setup(globalThis, {
    happyDOM: {
      url: `${ORIGIN}${path}`,
      settings: {
        disableJavaScriptFileLoading: true,
        disableCSSFileLoading: true,
        disableIframePageLoading: true,
        navigator: {
          userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile Safari/537.36',
        },
      },
    },
  });
  const reports: string[] = [];
  const report =
    (kind: string) =>
    (...args: unknown[]) => {
      const [first, ...rest] = args;
      // React's messages are printf-like: %s takes the next argument.
      const text =
        typeof first === 'string'
          ? first.replace(/%[sdo]/g, () => String(rest.shift()))
          : String(first);
      reports.push(`${kind}: ${[text, ...rest.map(String)].join(' ')}`);
    };
  const error = vi.spyOn(console, 'error').mockImplementation(report('console.error'));
  const warn = vi.spyOn(console, 'warn').mockImplementation(report('console.warn'));
  const uncaught = (event: Event) =>
    reports.push(
      `uncaught: ${String((event as ErrorEvent).error ?? (event as ErrorEvent).message)}`,
    );
  window.addEventListener('error', uncaught);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    inject(input instanceof Request ? input.url : String(input), init),
  );
  Object.assign(roots, { hydrated: 0, created: 0, recoverable: [], unmount: [] });
  try {
    document.open();
    // The loader script (public/app-loader.js) is not run here: the entry is imported below.
    document.write(
      withFirstView(INDEX_HTML, view).replace(
        /<script defer src="\/app-loader.js"[^>]*><\/script>/,
        '',
      ),
    );
    document.close();
    const root = document.getElementById('root')!;
    // A fresh copy of the app, as a browser loads it for the page.
    vi.resetModules();
    await import('./main.tsx');
    await until(() => !root.hasAttribute(FIRST_VIEW_ATTRIBUTE), 20_000);
    // Effects, and anything the page fetches after taking over, have their turn.
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (root.hasAttribute(FIRST_VIEW_ATTRIBUTE)) reports.push('the app never took the page over');
    if (roots.created > 0) reports.push('the app drew its own page over the server’s');
    if (roots.hydrated !== 1) reports.push(`hydrateRoot was called ${roots.hydrated} times`);
    reports.push(...roots.recoverable);
    return reports;
  } finally {
    for (const unmount of roots.unmount) unmount();
    window.removeEventListener('error', uncaught);
    error.mockRestore();
    warn.mockRestore();
    vi.unstubAllGlobals();
    await dom.teardown(globalThis);
  }
}

it.runIf(check)(
  'every public first view hydrates as the server drew it',
  async () => {
    if (!only) expect(drawn.length).toBeGreaterThanOrEqual(18);
    for (const page of drawn) {
      const reports = await hydrate(page);
      expect.soft(reports, `${page.name} (${page.path})`).toEqual([]);
    }
  },
  600_000,
);
