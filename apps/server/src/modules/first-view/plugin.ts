import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock.ts';
import { webFiles } from '../../lib/web-files.ts';
import { acceptedEncoding, compressedCopies } from './compressed-pages.ts';
import { withFirstView, type FirstView } from './html.ts';

/** What the web app's server entry (apps/web/src/entry-server.tsx) exports. */
type ServerEntry = {
  renderFirstView(url: string): Promise<FirstView | null>;
  setServerTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
};

/**
 * Longest a visitor waits for a page's first view; past it the bare app is sent (it draws as
 * before) and the drawing goes on for the next visitors. The data comes from this server's own
 * routes, mostly from its kept public answers.
 */
const RENDER_TIMEOUT_MS = 2000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a page: the web app's index.html (`indexHtml()`, with any head tags already in
     * it; null: not found) with the request's public page drawn into it when there is one,
     * compressed as the browser accepts, never cached by the browser (a new build or new data
     * shows at once).
     */
    sendPage(
      request: FastifyRequest,
      reply: FastifyReply,
      indexHtml: () => Promise<string | null>,
    ): Promise<FastifyReply>;
  }
}

/** What a page request gets: the page, or where its drawing sent the visitor instead. */
type Page = { html: string } | { redirect: string };

/** HTTP status of a drawn page's redirect, and the marker of such an answer when kept. */
const REDIRECT_STATUS = 302;

/** Only a path of this site is followed ('//host' would leave it). */
const isSitePath = (to: string) => to.startsWith('/') && !to.startsWith('//') && !to.includes('\\');

/**
 * A drawn page is kept by its path alone: it is drawn at the configured public address whatever
 * Host it was asked with, so every host name the server answers to gets the same page.
 */
const pageKey = (request: FastifyRequest) => `page ${request.url}`;

/**
 * Server rendering of public pages' first view (docs/page-speed.md). The web app's server
 * entry draws the page with React, asking for its data through this server's own routes
 * (`inject`: in process, through every hook, as the visitor's address), and the page's HTML
 * carries the markup and the data; the browser hydrates it instead of drawing from nothing.
 * Anything going wrong (no built entry, an error, a slow database) sends the bare app, which
 * draws the page itself as before.
 */
export const firstViewPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { entry: string; webDist: string; clock: Clock; publicUrl: string },
  ) => {
    // The page's own links (share links, WhatsApp texts) name this origin, never the request's
    // Host header: a forged Host would otherwise reach pages a cache keeps for everyone.
    const publicOrigin = new URL(opts.publicUrl).origin;
    const visitor = new AsyncLocalStorage<string>();
    const copies = compressedCopies();
    const webFile = webFiles(opts.webDist);

    /** The chunks of the drawn screens, as the web build lists them (page-chunks.json). */
    async function screenChunks(screens: readonly string[]): Promise<string[]> {
      const chunks = await webFile(
        'page-chunks.json',
        (text) => new Map(Object.entries(JSON.parse(text) as Record<string, string[]>)),
      );
      return screens.flatMap((screen) => chunks?.get(screen) ?? []);
    }
    let entry: Promise<ServerEntry | null> | null = null;

    const load = async (): Promise<ServerEntry | null> => {
      if (!existsSync(opts.entry)) return null;
      const loaded = (await import(pathToFileURL(opts.entry).href)) as ServerEntry;
      loaded.setServerTransport(async (url, init) => {
        const answer = await app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url,
          headers: init.headers as Record<string, string>,
          payload: typeof init.body === 'string' ? init.body : undefined,
          remoteAddress: visitor.getStore(),
        });
        return new Response(answer.body, {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
        });
      });
      return loaded;
    };

    /** The drawn page; null: nothing to draw here; 'failed': drawing threw. */
    async function render(request: FastifyRequest): Promise<FirstView | null | 'failed'> {
      entry ??= load().catch((error: unknown) => {
        app.log.error({ err: error }, 'first view: the web app server entry did not load');
        return null;
      });
      const loaded = await entry;
      if (!loaded) return null;
      try {
        return await visitor.run(request.ip, () =>
          loaded.renderFirstView(`${publicOrigin}${request.url}`),
        );
      } catch (error) {
        request.log.warn({ err: error }, 'first view: not drawn');
        return 'failed';
      }
    }

    /** `work`'s result, or 'late' once RENDER_TIMEOUT_MS have passed (work goes on). */
    async function withinTimeout<T>(work: Promise<T>): Promise<T | 'late'> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((done) => {
        timer = setTimeout(() => done('late'), RENDER_TIMEOUT_MS);
      });
      try {
        return await Promise.race([work, late]);
      } finally {
        clearTimeout(timer);
      }
    }

    /** Pages being drawn, by key: visitors asking for one meanwhile wait for that drawing. */
    const drawing = new Map<string, Promise<Page | null>>();

    /**
     * The page for a GET: the page is kept like a public answer (plugins/http-cache.ts: for
     * PUBLIC_ANSWER_CACHE_MS, cleared by every seller or administrator write), so a busy page is
     * drawn once, not per visitor (it is the same for every visitor), and `indexHtml` (a share
     * preview's database read) is not even asked for. A page with nothing to draw (a seller's
     * screen) is kept too; a drawing that failed, or whose data did not all arrive (the
     * database away), is sent but not kept, so the next visitor gets a whole page. Visitors
     * asking for a page while it is being drawn share that drawing.
     */
    async function page(
      request: FastifyRequest,
      indexHtml: () => Promise<string | null>,
    ): Promise<Page | null> {
      const key = pageKey(request);
      const kept = app.publicAnswers.get(key, opts.clock.now().getTime());
      if (kept)
        return kept.status === REDIRECT_STATUS ? { redirect: kept.body } : { html: kept.body };
      let pending = drawing.get(key);
      if (!pending) {
        pending = draw(request, key, indexHtml).finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      return pending;
    }

    async function draw(
      request: FastifyRequest,
      key: string,
      indexHtml: () => Promise<string | null>,
    ): Promise<Page | null> {
      const answers = app.publicAnswers;
      const revision = answers.revision();
      const bare = await indexHtml();
      if (bare === null) return null;
      const keep = (status: number, body: string) =>
        // Pages go out no-cache and without an ETag: only the body is kept.
        answers.set(
          key,
          { status, body, etag: '', contentType: 'text/html' },
          revision,
          opts.clock.now().getTime(),
        );
      // A drawing past the time limit is not thrown away: this visitor gets the bare app, and
      // the page is kept for the next ones when it is done (a busy server catches up).
      const finished = render(request).then(async (view): Promise<Page> => {
        const drawn = view !== null && view !== 'failed';
        // The page sends the visitor elsewhere (an unknown one-segment path goes home): say so
        // in HTTP, rather than a 200 page that the app would leave once it has loaded.
        if (drawn && view.redirect && isSitePath(view.redirect)) {
          if (view.complete) keep(REDIRECT_STATUS, view.redirect);
          return { redirect: view.redirect };
        }
        const html = drawn ? withFirstView(bare, view, await screenChunks(view.screens)) : bare;
        if (view === null || (drawn && view.complete)) keep(200, html);
        return { html };
      });
      const page = await withinTimeout(finished);
      return page === 'late' ? { html: bare } : page;
    }

    app.decorate(
      'sendPage',
      async (
        request: FastifyRequest,
        reply: FastifyReply,
        indexHtml: () => Promise<string | null>,
      ) => {
        const answer =
          request.method === 'GET'
            ? await page(request, indexHtml)
            : await indexHtml().then((html) => (html === null ? null : { html }));
        if (answer === null) {
          reply.callNotFound();
          return reply;
        }
        if ('redirect' in answer) {
          return reply
            .header('cache-control', 'no-cache')
            .redirect(answer.redirect, REDIRECT_STATUS);
        }
        const { html } = answer;
        const encoding = acceptedEncoding(request);
        if (encoding) reply.header('content-encoding', encoding);
        return reply
          .header('vary', 'accept-encoding')
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(encoding ? await copies.get(pageKey(request), html, encoding) : html);
      },
    );
  },
);
