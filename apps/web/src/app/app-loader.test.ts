// @vitest-environment node
// public/app-loader.js starts the app on a page the server drew. It runs as a plain script in
// the page; here it runs against a stand-in document and window that record what it adds.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const code = readFileSync(new URL('../../public/app-loader.js', import.meta.url), 'utf8');
const preloads = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);

type Added = { rel?: string; type?: string; href?: string; src?: string };

function runLoader(visibilityState: 'visible' | 'hidden') {
  const added: Added[] = [];
  const queued: (() => void)[] = [];
  const attributes: Record<string, string> = {
    'data-entry': '/assets/index.js',
    'data-preload': preloads.join(' '),
  };
  const document = {
    currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
    readyState: 'complete',
    visibilityState,
    createElement: () => ({}) as Added,
    head: { appendChild: (element: Added) => added.push(element) },
    getElementById: () => null,
  };
  const window = {
    requestAnimationFrame: (callback: () => void) => queued.push(callback),
    setTimeout: (callback: () => void) => queued.push(callback),
    addEventListener: () => {},
  };
  new Function('document', 'window', code)(document, window);
  /** Runs the next queued frame or timer: one task of the page. */
  const nextTask = () => queued.shift()?.();
  return { added, nextTask, pending: () => queued.length };
}

describe('app-loader.js', () => {
  it('adds the preloads four per task after the first frame, then the entry', () => {
    const { added, nextTask, pending } = runLoader('visible');
    expect(added).toEqual([]);
    nextTask(); // the first frame
    nextTask();
    expect(added.map((element) => element.href)).toEqual(preloads.slice(0, 4));
    nextTask();
    nextTask();
    expect(pending()).toBe(0);
    expect(added.filter((element) => element.rel === 'modulepreload').map((l) => l.href)).toEqual(
      preloads,
    );
    expect(added.at(-1)).toMatchObject({ type: 'module', src: '/assets/index.js' });
  });

  it('adds everything at once on a hidden page, whose timers may wait', () => {
    const { added, pending } = runLoader('hidden');
    expect(pending()).toBe(0);
    expect(added).toHaveLength(preloads.length + 1);
    expect(added.at(-1)).toMatchObject({ type: 'module', src: '/assets/index.js' });
  });
});
