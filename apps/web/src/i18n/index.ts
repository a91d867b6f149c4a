import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';

export const DEFAULT_LANGUAGE = 'en';

// Synchronous init with bundled resources: the first render already has its strings.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false,
});

export { i18n };
