import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  applyDocumentLanguage,
  initialLanguage,
  languageOf,
  storeLanguage,
  type Language,
} from '../lib/language.ts';
import { en } from './en.ts';

export const DEFAULT_LANGUAGE = 'en';

// English is bundled so the first render already has its strings. Hindi is its own chunk
// (≈ 12 KB gzipped with the shared Hindi tables), fetched only by those who choose it
// (docs/page-speed.md).
const tables: Record<Language, () => Promise<object>> = {
  en: async () => en,
  hi: async () => (await import('./hi.ts')).hi,
};

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'hi'],
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false,
});
i18n.on('languageChanged', (language) => applyDocumentLanguage(languageOf(language)));

async function switchTo(language: Language) {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await tables[language]());
  }
  await i18n.changeLanguage(language);
}

/** Switch the interface language and remember the choice. */
export function changeLanguage(language: Language) {
  storeLanguage(language);
  return switchTo(language);
}

const startLanguage = initialLanguage();
applyDocumentLanguage(DEFAULT_LANGUAGE);
/**
 * Settles once the remembered language's table is in: main.tsx renders after it, so a Hindi
 * visitor never sees English first. A table that cannot load (offline) leaves English.
 */
export const i18nReady: Promise<void> =
  startLanguage === DEFAULT_LANGUAGE ? Promise.resolve() : switchTo(startLanguage).catch(() => {});

export { i18n };
