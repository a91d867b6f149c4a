// `npm run build -w @haat/server`: bundles src/server.ts and the workspace code it imports
// (@haat/shared is TypeScript with no build of its own) into dist/server.js, which `npm start`
// runs with plain node: no TypeScript compiled at start-up, no tsx launcher process beside it.
//
// Every package from node_modules stays outside the bundle and is loaded by node as usual: the
// native ones (argon2, sharp, pg's optional bindings) and PGlite (which reads its .wasm and .data
// files next to its own module) could not be bundled, and the others gain little from it. Paths
// to the repository's own files (DATA_DIR, the web app, the migrations) do not depend on where
// the code sits: src/db/paths.ts finds the repository root by its package.json.
//
// Bundled, every module's `import.meta.url` is dist/server.js: a file found next to a source
// file (`new URL('./x', import.meta.url)`) is not there, and a module that runs itself when it
// is the main script (ops/backup-check.ts) would run inside the server. The build refuses both.
// esbuild does not check types: `npm run typecheck` does.
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';

const outdir = new URL('./dist/', import.meta.url).pathname;

/** Bare imports (packages, node: built-ins) stay external, except this repository's workspaces. */
const externalPackages = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@haat/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
const result = await build({
  entryPoints: { server: new URL('./src/server.ts', import.meta.url).pathname },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  plugins: [externalPackages],
  // Function and class names as written (Fastify's plugin names, errors' names in the log).
  keepNames: true,
  // Stack traces point into the bundle; with NODE_OPTIONS=--enable-source-maps they name the
  // TypeScript sources (not on by default: docs/performance.md, Server start).
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
  write: false,
});
const bundle = result.outputFiles.find((file) => file.path.endsWith('server.js'));
const moved = [/new URL\(\s*['"`]\.\.?\//, /process\.argv\[1\]/].filter((p) => p.test(bundle.text));
if (moved.length > 0)
  throw new Error(`the bundle has ${moved.join(' and ')}: see the top of apps/server/build.mjs`);
// Each file is written beside its place and renamed onto it, so a server starting meanwhile (the
// journeys build before they start one, maybe two runs at once) reads a whole file, old or new.
mkdirSync(outdir, { recursive: true });
for (const file of result.outputFiles) {
  const partial = `${file.path}.${process.pid}.partial`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
}
const bytes = Object.values(result.metafile.outputs).find((output) => output.entryPoint)?.bytes;
console.log(
  `apps/server/dist/server.js: ${Object.keys(result.metafile.inputs).length} sources, ` +
    `${Math.round((bytes ?? 0) / 1024)} KiB, in ${Date.now() - started} ms`,
);
