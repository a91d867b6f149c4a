import { useSyncExternalStore } from 'react';
import { currentLanguage, subscribe } from '@/i18n/index.ts';
import type { Language } from './language.ts';

// The catalogue's names and the banners in the interface language. The API answers
// each category and sub-category name with its Hindi form (`categoryHi`, `subCategoryHi`, null
// when the administrator has not written one) and banners with `imagesHi`; Hindi pages show
// those and fall back to English. English pages show exactly what they showed before, so a page
// the server drew (always in English) hydrates unchanged.

type HindiForm = string | null | undefined;

/** The Hindi form on Hindi pages when there is one, else the English name. */
export const localName = (language: Language, english: string, hindi: HindiForm): string =>
  language === 'hi' && hindi ? hindi : english;

export const categoryName = (
  item: { category: string; categoryHi?: HindiForm },
  language: Language,
) => localName(language, item.category, item.categoryHi);

export const subCategoryName = (
  item: { subCategory: string; subCategoryHi?: HindiForm },
  language: Language,
) => localName(language, item.subCategory, item.subCategoryHi);

/** A banner strip's images: their Hindi versions on Hindi pages when there are some. */
export function bannerImages(
  banners: { images: string[]; imagesHi?: string[] | null } | null | undefined,
  language: Language,
): string[] | undefined {
  if (!banners) return undefined;
  return language === 'hi' && banners.imagesHi?.length ? banners.imagesHi : banners.images;
}

/**
 * The interface language, for components that show catalogue names but no translated strings
 * (cards): they re-render on a switch like those that use `useTranslation`.
 */
export const useLanguage = (): Language =>
  useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
