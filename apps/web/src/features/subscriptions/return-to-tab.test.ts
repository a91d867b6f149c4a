import { describe, expect, it, vi } from 'vitest';
import { watchReturn } from './return-to-tab.ts';

function fakeTab() {
  let state: DocumentVisibilityState = 'visible';
  const doc = new EventTarget() as Document & EventTarget;
  Object.defineProperty(doc, 'visibilityState', { get: () => state });
  const win = new EventTarget() as Window & EventTarget;
  return {
    target: { doc, win },
    hide() {
      state = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    show() {
      state = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    blur: () => win.dispatchEvent(new Event('blur')),
    focus: () => win.dispatchEvent(new Event('focus')),
  };
}

describe('watchReturn', () => {
  it('fires once when the tab becomes visible again after being hidden', () => {
    const tab = fakeTab();
    const onReturn = vi.fn();
    watchReturn(tab.target, onReturn);
    tab.show(); // never left: nothing
    expect(onReturn).not.toHaveBeenCalled();
    tab.hide();
    expect(onReturn).not.toHaveBeenCalled();
    tab.show();
    tab.hide();
    tab.show();
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('also counts a window that lost focus and got it back (a WhatsApp window beside it)', () => {
    const tab = fakeTab();
    const onReturn = vi.fn();
    watchReturn(tab.target, onReturn);
    tab.focus();
    expect(onReturn).not.toHaveBeenCalled();
    tab.blur();
    tab.focus();
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('stops listening when stopped', () => {
    const tab = fakeTab();
    const onReturn = vi.fn();
    const stop = watchReturn(tab.target, onReturn);
    stop();
    tab.hide();
    tab.show();
    expect(onReturn).not.toHaveBeenCalled();
  });
});
