import { useEffect, useRef } from 'react';

/**
 * Calls `onReturn` once when the user comes back to this tab after leaving it (a plan
 * is bought on WhatsApp, which opens elsewhere; back on the tab, the user sees the message).
 * Leaving is the page becoming hidden or the window losing focus; coming back is the page
 * becoming visible or the window getting focus again. Nothing happens while `waiting` is false.
 */
export function watchReturn(target: { doc: Document; win: Window }, onReturn: () => void) {
  let left = target.doc.visibilityState === 'hidden';
  let done = false;
  const leave = () => {
    left = true;
  };
  const back = () => {
    if (done || !left || target.doc.visibilityState === 'hidden') return;
    done = true;
    stop();
    onReturn();
  };
  const onVisibility = () => (target.doc.visibilityState === 'hidden' ? leave() : back());
  target.doc.addEventListener('visibilitychange', onVisibility);
  target.win.addEventListener('blur', leave);
  target.win.addEventListener('focus', back);
  const stop = () => {
    target.doc.removeEventListener('visibilitychange', onVisibility);
    target.win.removeEventListener('blur', leave);
    target.win.removeEventListener('focus', back);
  };
  return stop;
}

/** watchReturn for the lifetime of a component, while `waiting`. */
export function useReturnToTab(waiting: boolean, onReturn: () => void) {
  const latest = useRef(onReturn);
  useEffect(() => {
    latest.current = onReturn;
  }, [onReturn]);
  useEffect(() => {
    if (!waiting) return;
    return watchReturn({ doc: document, win: window }, () => latest.current());
  }, [waiting]);
}
