import { describe, expect, it, vi } from 'vitest';

// en-workspace.ts leaves the first view: routes load it with their screens (app/routes.tsx),
// and a workspace key asked for before it is in fetches it and shows once it arrives.

/** A fresh copy of the i18n module: the test set-up has loaded every string into the shared one. */
async function freshI18n() {
  vi.resetModules();
  return import('./index.ts');
}

describe('the workspace strings', () => {
  it('are added by loadWorkspaceStrings', async () => {
    const { i18n, loadWorkspaceStrings } = await freshI18n();
    const { enWorkspace } = await import('./en-workspace.ts');
    expect(i18n.t('nav.home')).toBe('Home');
    await loadWorkspaceStrings();
    expect(i18n.t('workspace.cancel')).toBe(enWorkspace.workspace.cancel);
  });

  it('asked for before they loaded: the key at first, then the text, with a new t()', async () => {
    const { currentT, i18n, subscribe } = await freshI18n();
    const { enWorkspace } = await import('./en-workspace.ts');
    const before = currentT();
    const arrived = new Promise<void>((resolve) => subscribe(resolve));
    expect(i18n.t('workspace.cancel')).toBe('workspace.cancel');
    await arrived;
    expect(i18n.t('workspace.cancel')).toBe(enWorkspace.workspace.cancel);
    // Components re-render: their t() is a new function.
    expect(currentT()).not.toBe(before);
  });
});
