// Testing Library for this app's renderer: @testing-library/dom's queries and events, with
// render, cleanup and act on Preact (the app runs on preact/compat, vite.config.ts), in the
// shape @testing-library/react gives them. Events and timer advances are wrapped in act, so a
// test sees the screen after the update they cause, as with React.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { act } from 'preact/test-utils';
import {
  configure,
  fireEvent as domFireEvent,
  getQueriesForElement,
  prettyDOM,
} from '@testing-library/dom';

export * from '@testing-library/dom';
export { act };

type Target = Document | Element | Window | Node;

/**
 * Events as the app's handlers hear them in a browser. preact/compat listens for `input` on text
 * fields (browsers fire it on every keystroke), so a change is sent as an input, then a change
 * (the value is set once, by the first: the app may have rewritten it by the second); and for
 * `focusin`/`focusout` behind onFocus/onBlur, which browsers fire beside focus and blur.
 */
export const fireEvent: typeof domFireEvent = Object.assign(
  (...args: Parameters<typeof domFireEvent>) => domFireEvent(...args),
  domFireEvent,
  {
    change: (element: Target, init?: object) => {
      domFireEvent.input(element, init);
      return domFireEvent.change(element);
    },
    focus: (element: Target, init?: object) => {
      domFireEvent.focusIn(element, init);
      return domFireEvent.focus(element, init);
    },
    blur: (element: Target, init?: object) => {
      domFireEvent.focusOut(element, init);
      return domFireEvent.blur(element, init);
    },
  },
);

configure({
  unstable_advanceTimersWrapper: (advance) => {
    let result: unknown;
    act(() => {
      result = advance();
    });
    return result;
  },
  eventWrapper: (dispatch) => {
    let result: unknown;
    act(() => {
      result = dispatch();
    });
    return result;
  },
  // waitFor runs outside act, so that updates are rendered as they come while it polls.
  asyncWrapper: async (wait) => {
    const result = await wait();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return result;
  },
});

type Mounted = { container: HTMLElement; root: ReturnType<typeof createRoot> };
const mounted = new Set<Mounted>();

export function render(ui: ReactNode) {
  const baseElement = document.body;
  const container = baseElement.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const entry = { container, root };
  mounted.add(entry);
  act(() => root.render(ui));
  return {
    container,
    baseElement,
    rerender: (next: ReactNode) => act(() => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
      mounted.delete(entry);
    },
    debug: () => console.log(prettyDOM(baseElement)),
    ...getQueriesForElement(baseElement),
  };
}

/** Unmounts every tree `render` mounted and removes its container. */
export function cleanup() {
  for (const { container, root } of mounted) {
    act(() => root.unmount());
    container.remove();
  }
  mounted.clear();
}
