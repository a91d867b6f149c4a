// public/app-loader.js keeps a tap on a drawn page's button until the app can answer it (issue
// 20). Here it runs in a DOM on a stand-in drawn page; the "app" is a click listener added when
// the app would take over, as React's would be.
import { afterEach, describe, expect, it } from 'vitest';
import code from '../../public/app-loader.js?raw';

function drawnPage() {
  document.body.innerHTML =
    '<div id="root" data-first-view><header><button type="button">Pune</button></header></div>';
  const root = document.getElementById('root')!;
  const picker = root.querySelector('button')!;
  const script = document.createElement('script');
  script.setAttribute('data-entry', '/assets/index.js');
  script.setAttribute('data-preload', '');
  // The page is still loading its pictures: the app's code waits for them unless tapped.
  const frames: (() => void)[] = [];
  const seen = <T extends object>(target: T, own: Record<string | symbol, unknown>) =>
    new Proxy(target, {
      get(object, key) {
        if (key in own) return own[key];
        const value: unknown = Reflect.get(object, key);
        // Methods need their own object; constructors (MutationObserver) are left as they are.
        return typeof value === 'function' && !/^[A-Z]/.test(String(key))
          ? (value as (...args: unknown[]) => unknown).bind(object)
          : value;
      },
    });
  new Function('document', 'window', code)(
    seen(document, { currentScript: script, readyState: 'loading', visibilityState: 'visible' }),
    seen(window, { requestAnimationFrame: (frame: () => void) => frames.push(frame) }),
  );
  let pressed = 0;
  /** What main.tsx and React do: listen, announce it, hydrate, then drop the mark. */
  const app = {
    listens() {
      picker.addEventListener('click', () => (pressed += 1));
      root.dispatchEvent(new Event('app-listening'));
    },
    takesOver: async () => {
      root.removeAttribute('data-first-view');
      await new Promise((done) => setTimeout(done, 0)); // mutation observers run after
    },
  };
  return { root, picker, app, pressed: () => pressed, codeAskedFor: () => frames.length > 0 };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('app-loader.js: taps before the app', () => {
  it('presses a button tapped before the app listened once the app has the page', async () => {
    const page = drawnPage();
    expect(page.codeAskedFor()).toBe(false);
    page.picker.click();
    // The visitor wants the app now: its code does not wait for the pictures.
    expect(page.codeAskedFor()).toBe(true);
    page.app.listens();
    expect(page.pressed()).toBe(0);
    await page.app.takesOver();
    expect(page.pressed()).toBe(1);
  });

  it('leaves taps made once the app listens to the app (pressed once, not twice)', async () => {
    const page = drawnPage();
    page.app.listens();
    page.picker.click();
    await page.app.takesOver();
    expect(page.pressed()).toBe(1);
  });

  it('presses nothing when the app drew its own page over the drawn one', async () => {
    const page = drawnPage();
    page.picker.click();
    page.app.listens();
    page.picker.remove(); // a Hindi visitor's app draws its own first view
    await page.app.takesOver();
    expect(page.pressed()).toBe(0);
  });
});
