// The interface language: English or Hindi, remembered in local storage like the
// session (lib/auth-storage.ts), defaulting to the browser's language (hi* → Hindi).

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_STORAGE_KEY = 'language';

/** Each language named in itself, for the switch. */
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** 'hi', 'hi-IN' … → Hindi; anything else → English. */
export const languageOf = (tag: string | null | undefined): Language =>
  tag?.toLowerCase().startsWith('hi') ? 'hi' : 'en';

export function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage disabled: follow the browser
  }
}

export function storeLanguage(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage unavailable: the choice lasts as long as the page
  }
}

/** The remembered choice, else the browser's first language. */
export function initialLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  if (typeof navigator === 'undefined') return 'en';
  return languageOf(navigator.languages?.[0] ?? navigator.language);
}

/** <html lang>: screen readers, fonts and hyphenation follow the interface language. */
export function applyDocumentLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
