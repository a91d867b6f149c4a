import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

// The stylesheet of the Mantine components the app uses, instead of all of @mantine/core's
// styles.css (many times larger: docs/page-speed.md, "Figures that were in code comments"): every
// drawn page waits for the stylesheet before its first paint, and a slow phone parses and matches
// every rule of it (docs/page-speed.md).
//
// Which components: the names the app imports from @mantine/* packages, followed through
// Mantine's own modules (Button uses UnstyledButton, Loader and Transition …). A component used
// only inside another is found that way too, so nothing the app draws is left unstyled.

const MODULE_ID = 'virtual:mantine-styles';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** The Mantine packages whose components the app imports; each brings core components. */
const PACKAGES = ['core', 'dates', 'notifications', 'modals', 'dropzone'] as const;
/** Global styles, first (https://mantine.dev/styles/global-styles). */
const GLOBALS = ['baseline', 'default-css-variables', 'global'];

const IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["'](@mantine\/[\w-]+)["']/g;
const RELATIVE = /(?:import|export)[^"']*?from\s*["'](\.{1,2}\/[^"']+)["']/g;
const COMPONENT_DIR = /[\\/]esm[\\/]components[\\/]([^\\/]+)[\\/]/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** A Mantine package's folder (its package.json is not among its exports). */
function packageDir(srcDir: string, pkg: string): string {
  const entry = createRequire(join(srcDir, 'index.ts')).resolve(`@mantine/${pkg}`);
  const marker = join('@mantine', pkg);
  return entry.slice(0, entry.indexOf(marker) + marker.length);
}

/** Named imports from each @mantine package, in the given files. */
function importedNames(files: Iterable<string>): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  for (const file of files) {
    for (const [, list, pkg] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const set = names.get(pkg!) ?? new Set<string>();
      for (const name of list!.split(',')) {
        const clean = name
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        if (clean) set.add(clean);
      }
      names.set(pkg!, set);
    }
  }
  return names;
}

/** The module file each export of a package's esm/index.mjs comes from. */
function exportFiles(esmDir: string): Map<string, string> {
  const files = new Map<string, string>();
  const index = readFileSync(join(esmDir, 'index.mjs'), 'utf8');
  for (const [, list, from] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const name of list!.split(',')) {
      const local = name
        .split(/\s+as\s+/)
        .pop()!
        .trim();
      if (local) files.set(local, resolve(esmDir, from!));
    }
  }
  return files;
}

/**
 * The @mantine/core folders the app's code reaches (components and their parts), through the
 * names it imports and the other Mantine packages' own imports of core.
 */
export function usedMantineComponents(srcDir: string): Set<string> {
  const esmOf = (pkg: string) => join(packageDir(srcDir, pkg), 'esm');
  const exportsOf = new Map(PACKAGES.map((pkg) => [pkg, exportFiles(esmOf(pkg))]));
  const pending: string[] = [];
  const seen = new Set<string>();
  const visit = (pkg: string, names: Iterable<string>) => {
    const files = exportsOf.get(pkg as (typeof PACKAGES)[number]);
    if (!files) return;
    for (const name of names) {
      const file = files.get(name);
      if (file && !seen.has(file)) {
        seen.add(file);
        pending.push(file);
      }
    }
  };
  for (const [pkg, names] of importedNames(sourceFiles(srcDir))) {
    visit(pkg.slice('@mantine/'.length), names);
  }
  while (pending.length) {
    const file = pending.pop()!;
    const code = readFileSync(file, 'utf8');
    for (const [, from] of code.matchAll(RELATIVE)) {
      const next = resolve(dirname(file), from!);
      if (!seen.has(next) && existsSync(next)) {
        seen.add(next);
        pending.push(next);
      }
    }
    // Another Mantine package's file naming core's components.
    for (const [pkg, names] of importedNames([file])) {
      visit(pkg.slice('@mantine/'.length), names);
    }
  }
  // A style file is named for a component's folder (Button) or a part's own folder
  // (Checkbox/CheckboxIndicator, utils/InlineInput).
  const components = new Set<string>();
  for (const file of seen) {
    if (!file.includes(join('@mantine', 'core'))) continue;
    const match = file.match(COMPONENT_DIR);
    if (match) components.add(match[1]!);
    components.add(basename(dirname(file)));
  }
  return components;
}

/**
 * `import 'virtual:mantine-styles'`: the global styles, then the used components' styles in the
 * order @mantine/core's styles.css has them (where one component's rules override another's).
 */
export function mantineStyles(srcDir: string): Plugin {
  return {
    name: 'haat:mantine-styles',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const stylesDir = join(packageDir(srcDir, 'core'), 'styles');
      const whole = readFileSync(join(stylesDir, '..', 'styles.css'), 'utf8');
      const position = (name: string) => {
        const css = readFileSync(join(stylesDir, `${name}.css`), 'utf8').trim();
        const at = whole.indexOf(css.slice(0, 200));
        if (at < 0) this.error(`mantine-styles: ${name}.css is not part of styles.css`);
        return at;
      };
      const components = [...usedMantineComponents(srcDir)]
        .filter((name) => existsSync(join(stylesDir, `${name}.css`)))
        .sort((a, b) => position(a) - position(b));
      for (const file of [...GLOBALS, ...components]) {
        this.addWatchFile(join(stylesDir, `${file}.css`));
      }
      return [...GLOBALS, ...components]
        .map((name) => `import '@mantine/core/styles/${name}.css';`)
        .join('\n');
    },
  };
}
