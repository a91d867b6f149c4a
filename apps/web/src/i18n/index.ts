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
import { hi } from './hi.ts';

export const DEFAULT_LANGUAGE = 'en';

const startLanguage = initialLanguage();

// Synchronous init with bundled resources: the first render already has its strings.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, hi: { translation: hi } },
  lng: startLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'hi'],
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false,
});
applyDocumentLanguage(startLanguage);
i18n.on('languageChanged', (language) => applyDocumentLanguage(languageOf(language)));

/** Switch the interface language and remember the choice. */
export function changeLanguage(language: Language) {
  storeLanguage(language);
  return i18n.changeLanguage(language);
}

export { i18n };
