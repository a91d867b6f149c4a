import { useSyncExternalStore } from 'react';
import { currentT, i18n, subscribe, type TFunction } from './index.ts';

/**
 * `const { t } = useTranslation()`: the interface's strings in the current language. Every
 * component using it re-renders when the language changes, and gets a new `t` then (so a memo
 * or effect that lists `t` runs again); `i18n.language` is the language shown.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  // The snapshot is t itself: one function per language, so it changes exactly on a switch.
  const t = useSyncExternalStore(subscribe, currentT, currentT);
  return { t, i18n };
}
