/// <reference types="vitest/config" />
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { defineConfig, type ConfigEnv, type Plugin, type UserConfig } from 'vite';
import { mantineStyles } from './build/mantine-styles.ts';
import { CONTACT_VARIABLES, defaultedContact } from './src/lib/site-contact-env.ts';

const API_TARGET = 'http://localhost:3000';
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;

/** The browser's build only: the server's copy (`--ssr`, entry-server.tsx) has no page assets. */
const browserBuild = (_config: UserConfig, env: ConfigEnv) =>
  env.command === 'build' && !env.isSsrBuild;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * Writes `.gz` and `.br` siblings of every text asset so the server can answer
 * `Accept-Encoding` with a precompressed file instead of compressing per request.
 * A copy that is not smaller than the original is not written.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'haat:precompress',
    apply: browserBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        jobs.push(
          (async () => {
            const source = await readFile(file);
            const [gz, br] = await Promise.all([
              gzipAsync(source, { level: 9 }),
              brotliAsync(source, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: (await stat(file)).size,
                },
              }),
            ]);
            if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
            if (br.length < source.length) await writeFile(`${file}.br`, br);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}

/**
 * The app's stylesheet is preloaded instead of linked, so it no longer blocks the first paint:
 * index.html's own header bar shows while the stylesheet and the scripts download together (on slow
 * 4G the stylesheet shared the line with the scripts and held the first paint back by seconds:
 * docs/page-speed.md, "Figures that were in code comments"). main.tsx applies it, and waits for it,
 * before the app renders, so nothing is ever drawn unstyled.
 */
function deferStylesheet(): Plugin {
  return {
    name: 'haat:defer-stylesheet',
    apply: browserBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const deferred = html.replace(
          /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/,
          '<link rel="preload" as="style" crossorigin href="$1" data-app-styles>',
        );
        // Vite wrote the link differently: say so rather than silently block the first paint.
        if (deferred === html) throw new Error('deferStylesheet: no stylesheet link in index.html');
        return deferred;
      },
    },
  };
}

/** A screen's module, named as its route names it (src/app/routes.tsx: screen()). */
const SCREEN_MODULE = /\/src\/features\/([\w-]+)\/pages\/([\w-]+-page)\.tsx$/;

/**
 * Code a screen loads besides its own (routes.tsx: its handle's `alsoLoads`), listed in
 * page-chunks.json under these names, so that a drawn page names it too.
 */
const SCREEN_EXTRAS = {
  'i18n/en-workspace': 'src/i18n/en-workspace.ts',
};

/**
 * Providers loaded with their first use (lib/lazy-host.ts), which must still load offline: the
 * toast most likely to appear without a connection says so. The service worker precaches them.
 */
const OFFLINE_MODULES = {
  'toasts-host': 'src/lib/toasts-host.tsx',
  'modals-host': 'src/lib/modals-host.tsx',
};

/**
 * The screens' chunk files (chunkLists). Vite's preload helper would list each one's imports in
 * a table of the entry; lib/screen-chunks.ts preloads them from page-chunks.json instead.
 */
const screenChunkFiles = new Set<string>();

/**
 * For each chunk, the chunks loaded before its code runs: its own static imports, all the way
 * down, and the entry's (chunkLists). Vite's preload table for a lazy import need not name those
 * again; each name left out is ≈ 20 bytes of a first view's script.
 */
const loadedBefore = new Map<string, Set<string>>();

const lazyImportDeps = (file: string, deps: string[], host: string) => {
  if (screenChunkFiles.has(file)) return [];
  const loaded = loadedBefore.get(host);
  return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
};

/**
 * Writes two lists of chunks, each a module's chunk and the chunks it imports, less those the
 * entry already loads:
 * - `page-chunks.json`: for each screen, by name, its chunks, which the app would otherwise only
 *   request after its own code has run (a lazy route). A page the server draws names its
 *   screens' chunks for the app's loader, so they download beside the entry, and a move to a
 *   screen preloads them from it (lib/screen-chunks.ts).
 * - `offline-chunks.json`: the chunks of each of OFFLINE_MODULES, by its name (the module's own
 *   chunk first), which the service worker stores when it installs (public/sw.js).
 */
function chunkLists(): Plugin {
  return {
    name: 'haat:chunk-lists',
    apply: browserBuild,
    generateBundle: {
      // Before Vite writes its preload tables, which skip the screens found here.
      order: 'pre',
      handler(_options, bundle) {
        screenChunkFiles.clear();
        loadedBefore.clear();
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        /** Adds `file` and every chunk it statically imports, all the way down, to `into`. */
        const withImports = (file: string, into: Set<string>, skip?: Set<string>) => {
          if (into.has(file) || skip?.has(file)) return;
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, into, skip);
        };
        const entryLoads = new Set<string>();
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
          withImports(entry.fileName, entryLoads);
        }
        for (const chunk of chunks) {
          const loaded = new Set(entryLoads);
          withImports(chunk.fileName, loaded);
          loadedBefore.set(chunk.fileName, loaded);
        }
        /** A module's chunk and those it imports, less what the entry loads. */
        const listOf = (file: string) => {
          const files = new Set<string>();
          withImports(file, files, entryLoads);
          return [...files].map((name) => `/${name}`);
        };
        const pages: Record<string, string[]> = {};
        for (const chunk of chunks) {
          // A screen's module may share its chunk with its code (firstViewChunks, below).
          for (const id of chunk.moduleIds) {
            const screen = id.match(SCREEN_MODULE);
            if (!screen) continue;
            pages[`${screen[1]}/${screen[2]}`] = listOf(chunk.fileName);
            screenChunkFiles.add(chunk.fileName);
          }
        }
        const listsOf = (modules: Record<string, string>, into: Record<string, string[]>) => {
          for (const [name, module] of Object.entries(modules)) {
            const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
            if (!chunk) this.error(`chunk-lists: no chunk for ${module}`);
            into[name] = listOf(chunk.fileName);
          }
        };
        listsOf(SCREEN_EXTRAS, pages);
        const offline: Record<string, string[]> = {};
        listsOf(OFFLINE_MODULES, offline);
        for (const [fileName, list] of [
          ['page-chunks.json', pages],
          ['offline-chunks.json', offline],
        ] as const) {
          this.emitFile({ type: 'asset', fileName, source: `${JSON.stringify(list, null, 2)}\n` });
        }
      },
    },
  };
}

/**
 * Writes `build-info.json`: which support-contact variables the build left unset, so the page
 * shows demo placeholders. The server cannot see the build's VITE_* at run time; it reads this
 * file at start and warns in production (plugins/web-app.ts). The server does not serve it.
 */
function buildInfo(): Plugin {
  let env: Record<string, unknown> = {};
  return {
    name: 'haat:build-info',
    apply: browserBuild,
    configResolved(config) {
      env = config.env;
    },
    generateBundle() {
      const demoContact = defaultedContact(env).map((field) => CONTACT_VARIABLES[field]);
      this.emitFile({
        type: 'asset',
        fileName: 'build-info.json',
        source: `${JSON.stringify({ demoContact }, null, 2)}\n`,
      });
    },
  };
}

/**
 * React Router's package exports only its development build (its dev-only warnings and checks
 * on); the production build sits beside it, and builds take that one.
 */
const routerDist = join(dirname(createRequire(import.meta.url).resolve('react-router')), '..');
const productionRouter = [
  { find: /^react-router$/, replacement: join(routerDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDist, 'production/dom-export.mjs') },
];

const SRC = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The public screens whose first view has a budget (docs/page-speed.md: home, the city search,
 * product, business; the shop page is the business screen).
 */
const BUDGETED_SCREENS = [
  'landing/home-page',
  'search/location-page',
  'product-detail/product-detail-page',
  'business-detail/business-detail-page',
].map((screen) => {
  const [feature, page] = screen.split('/');
  return `${SRC}/features/${feature}/pages/${page}.tsx`;
});

/**
 * The app's own modules (apps/web/src) that a module statically imports, all the way down. Not
 * through packages: a package's index re-exports modules that only lazy screens use (the
 * shared package's zod schemas, Mantine's modals), which the bundler leaves out of a first view
 * but a group would capture; the packages keep the bundler's own split.
 */
function staticTree(start: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id) || !id.startsWith(`${SRC}/`)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The app's own code in fewer chunks. Left to itself the bundler gives every set of
 * screens sharing a module its own chunk: a public first view loaded 12 chunks for the entry and
 * dozens for its screen, many tiny, each compressed alone and naming the others. These
 * groups (each takes its modules' imports along, the bundler's default) make:
 * - `app`: what the entry loads before any screen, beside React's chunk;
 * - `public`: what every budgeted screen uses (cards, slides, the search bar, contact links…);
 *   an import of such a module is used by all of them too, so no page loads what it does not
 *   need;
 * - `public-…`: what three of the four use, after `public` (an import of such a module is used
 *   by those three or by all four). Smaller home, city search and business pages, a slightly
 *   larger product page (an import shared by two of these sets lands in one of them; the
 *   figures: docs/page-speed.md, "Figures that were in code comments").
 * One chunk per set of screens, pairs and single screens too, was tried: the imports the groups
 * take along then landed in the wrong sets, and every page grew.
 */
function firstViewChunks(): CodeSplittingGroup[] {
  let trees: { entry: Set<string>; screens: Set<string>[] } | null = null;
  const usersOf = (id: string, ctx: ChunkingContext) => {
    trees ??= {
      entry: staticTree(`${SRC}/main.tsx`, ctx),
      screens: BUDGETED_SCREENS.map((screen) => staticTree(screen, ctx)),
    };
    if (trees.entry.has(id)) return 'app';
    return trees.screens.map((tree) => (tree.has(id) ? '1' : '0')).join('');
  };
  return [
    { name: (id, ctx) => (usersOf(id, ctx) === 'app' ? 'app' : null), priority: 10 },
    { name: (id, ctx) => (usersOf(id, ctx) === '1111' ? 'public' : null), priority: 5 },
    ...['1110', '1101', '1011', '0111'].map((set) => ({
      name: (id: string, ctx: ChunkingContext) =>
        usersOf(id, ctx) === set ? `public-${set}` : null,
      priority: 4,
    })),
  ];
}

/** `@/…` is apps/web/src/… (tsconfig.json's paths say the same for the type checker). */
const srcAlias = { find: /^@\//, replacement: `${SRC}/` };

export default defineConfig(({ command, isSsrBuild }) => ({
  // public/ (icons, manifest, service worker) belongs to the browser's build only.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    mantineStyles(fileURLToPath(new URL('./src', import.meta.url))),
    precompress(),
    deferStylesheet(),
    chunkLists(),
    buildInfo(),
  ],
  resolve: { alias: [srcAlias, ...(command === 'build' ? productionRouter : [])] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/media': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/media': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    modulePreload: {
      resolveDependencies: (file, deps, { hostId }) => lazyImportDeps(file, deps, hostId),
    },
    // One stylesheet for every screen (more than the first screen's own: docs/page-speed.md,
    // "Figures that were in code comments"): a page the server draws (modules/first-view) must have
    // its screen's styles in its HTML, and a screen's styles split into its chunk would only arrive
    // with that chunk's script.
    cssCodeSplit: false,
    rolldownOptions: {
      // No `manualPureFunctions`: it marks calls pure by the callee's name in every package, and
      // a minified library's own function of that name is dropped with them (trying Preact, its
      // diff function `z` went). It saved little, and none of it on a first view
      // (docs/page-speed.md, "Figures that were in code comments").
      output: {
        // A chunk is named by its hash alone: every name is written in the entry's table of
        // preloads and in each chunk that imports it (it weighed on every first view:
        // docs/page-speed.md, "Figures that were in code comments").
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // React and the router change rarely and every screen needs them: one long-cached
          // chunk. Mantine stays split per screen so lazy screens keep their own components.
          groups: [
            {
              name: 'react',
              priority: 20,
              test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]/,
            },
            // The scroll lock of Mantine's modals, drawers and toasts, none of which a first view
            // shows: in a chunk of its own, so that it stays out of the entry.
            {
              name: 'remove-scroll',
              priority: 20,
              test: /[\\/]node_modules[\\/](?:react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib)[\\/]/,
            },
            ...firstViewChunks(),
          ],
        },
      },
    },
  },
  // The server's copy of the app is one self-contained module tree (no node_modules needed at
  // run time beside it); component stylesheets only give it their class names.
  ssr: { noExternal: true },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A screen test of 2 s on a quiet host passes 5 s on a loaded one: the limit catches hangs.
    testTimeout: 30_000,
  },
}));
