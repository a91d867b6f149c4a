import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_ATTRIBUTE } from '@haat/shared';

const LISTS = { 'info/terms-page': ['/assets/a.js', '/assets/b.js'] };

/** A fresh copy of the module (it keeps the lists it fetched) with page-chunks.json answered. */
async function freshModule(answer: () => Promise<Response>) {
  vi.resetModules();
  // As in a build: elsewhere there is no page-chunks.json.
  vi.stubEnv('PROD', true);
  const fetched = vi.fn(answer);
  vi.stubGlobal('fetch', fetched);
  return { ...(await import('./screen-chunks.ts')), fetched };
}

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  vi.unstubAllEnvs();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('preloadScreen', () => {
  it("adds a modulepreload for each of the screen's chunks, once, fetching the lists once", async () => {
    const { preloadScreen, loadScreenChunks, fetched } = await freshModule(async () =>
      Response.json(LISTS),
    );
    preloadScreen('info/terms-page');
    await loadScreenChunks();
    preloadScreen('info/terms-page');
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('leaves a drawn page being taken over alone: the page named its chunks itself', async () => {
    document.body.innerHTML = `<div id="root" ${FIRST_VIEW_ATTRIBUTE}></div>`;
    const { preloadScreen, fetched } = await freshModule(async () => Response.json(LISTS));
    preloadScreen('info/terms-page');
    expect(fetched).not.toHaveBeenCalled();
  });

  it('does nothing outside a build, which has no lists', async () => {
    const { preloadScreen, fetched } = await freshModule(async () => Response.json(LISTS));
    vi.stubEnv('PROD', false);
    preloadScreen('info/terms-page');
    expect(fetched).not.toHaveBeenCalled();
  });

  it('asks again after the lists could not be fetched', async () => {
    const { loadScreenChunks, fetched } = await freshModule(async () => {
      throw new TypeError('offline');
    });
    expect(await loadScreenChunks()).toBeNull();
    fetched.mockImplementation(async () => Response.json(LISTS));
    expect(await loadScreenChunks()).toEqual(LISTS);
  });
});
