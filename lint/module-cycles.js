import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

// import-x/no-cycle follows files, so two module folders that import each other through
// different files (discovery's routes importing insights while insights' service imports
// discovery) pass it. This rule follows folders: a server module that imports another module
// which reaches back to it is an error, whichever files carry the imports. What both need
// belongs a layer below (db/, lib/), or one side tells the other through a callback wired in
// app.ts.

/** Tests and their fixtures may set up another module's records: they are not the layout. */
const isTest = (file) => /\.test\.tsx?$/.test(file) || /(^|[\\/])test-[^\\/]*\.ts$/.test(file);

/** The `modules` folder holding `file` and the module folder under it, or undefined. */
function moduleOf(file) {
  const parts = resolve(file).split(sep);
  const at = parts.lastIndexOf('modules');
  if (at < 0 || at + 2 >= parts.length) return undefined;
  return { root: parts.slice(0, at + 1).join(sep), name: parts[at + 1] };
}

/** The module folder under `root` that `specifier`, imported by `file`, lands in. */
function targetModule(root, file, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const target = relative(root, resolve(dirname(file), specifier));
  if (target.startsWith('..') || !target.includes(sep)) return undefined;
  return target.split(sep)[0];
}

/**
 * Which module folders each module imports, with the first file that does (for the message),
 * from the sources on disk: every import, type-only ones included (a type is a dependency too),
 * re-exports and import() as well. Read once per `root` and lint run.
 */
const graphs = new Map();
function moduleGraph(root) {
  let graph = graphs.get(root);
  if (graph) return graph;
  graph = new Map();
  for (const name of readdirSync(root, { withFileTypes: true })) {
    if (!name.isDirectory()) continue;
    const edges = new Map();
    graph.set(name.name, edges);
    const folder = join(root, name.name);
    for (const entry of readdirSync(folder, { recursive: true }).map(String)) {
      if (!/\.tsx?$/.test(entry) || isTest(entry)) continue;
      const file = join(folder, entry);
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        const other = targetModule(root, file, fileName);
        if (other && other !== name.name && !edges.has(other)) {
          edges.set(other, relative(root, file));
        }
      }
    }
  }
  graphs.set(root, graph);
  return graph;
}

/** The shortest path of module folders from `from` to `to`, each step with its file, or null. */
function pathBetween(graph, from, to) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const current = queue.shift();
    for (const [next, file] of graph.get(current) ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, { current, file });
      if (next === to) {
        const steps = [];
        for (let at = to; cameFrom.get(at); at = cameFrom.get(at).current) {
          steps.unshift(`${at} (${cameFrom.get(at).file})`);
        }
        return steps;
      }
      queue.push(next);
    }
  }
  return null;
}

/** The ESLint rule: an import of another module folder that leads back to this one. */
export const moduleCyclesRule = {
  meta: {
    type: 'problem',
    docs: { description: "No import cycles between the server's module folders." },
    messages: {
      cycle:
        "Modules '{{from}}' and '{{to}}' import each other: {{from}} → {{path}} (each step names the file that imports it). Move what both need below the modules (db/, lib/), or pass it in from app.ts.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = moduleOf(file);
    if (!own || isTest(file)) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const other = targetModule(own.root, file, specifier);
      if (!other || other === own.name) return;
      const path = pathBetween(moduleGraph(own.root), other, own.name);
      if (path) {
        context.report({
          node,
          messageId: 'cycle',
          data: { from: own.name, to: other, path: [other, ...path].join(' → ') },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
