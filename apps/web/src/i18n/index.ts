import {
  applyDocumentLanguage,
  initialLanguage,
  storeLanguage,
  type Language,
} from '@/lib/language.ts';
import { en } from './en.ts';
import { translate, type Table, type TFunction, type TOptions } from './translate.ts';

export type { TFunction, TOptions } from './translate.ts';

export const DEFAULT_LANGUAGE: Language = 'en';

// English is bundled so the first render already has its strings. Hindi is its own chunk
// (≈ 12 KB gzipped with the shared Hindi tables), fetched only by those who choose it
// (docs/page-speed.md).
const loaders: Record<Language, () => Promise<Table>> = {
  en: async () => en,
  hi: async () => (await import('./hi.ts')).hi,
};

const tables: Partial<Record<Language, Table>> = { en };
let language: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

/**
 * t() of one language, falling back to English: made once per language, so it is stable (and
 * made again when the workspace's strings arrive, so that what showed without them re-renders).
 */
const bound = new Map<Language, TFunction>();
function tFor(lng: Language): TFunction {
  let t = bound.get(lng);
  if (!t) {
    const languages = lng === DEFAULT_LANGUAGE ? [lng] : [lng, DEFAULT_LANGUAGE];
    t = (key: string, options?: TOptions) => {
      const text = translate(tables, languages, key, options);
      // A workspace string asked for before its screen loaded them (routes.tsx loads them with
      // the seller's, administrator's and plans' screens): fetch them, and show them once in.
      if (text === key && !workspace) void loadWorkspaceStrings().catch(() => {});
      return text;
    };
    bound.set(lng, t);
  }
  return t;
}

const notify = () => {
  for (const listener of listeners) listener();
};

let workspace: Promise<void> | null = null;
/**
 * Adds the English strings of the seller's workspace, the plans and the administrator's console
 * (en-workspace.ts) to the table; their screens load them with their code. Hindi has them in
 * its one table. A load that failed (offline) is tried again on the next call.
 */
export function loadWorkspaceStrings(): Promise<void> {
  workspace ??= import('./en-workspace.ts').then(
    ({ enWorkspace }) => {
      tables.en = { ...tables.en, ...enWorkspace };
      bound.clear();
      notify();
    },
    (error: unknown) => {
      workspace = null;
      throw error;
    },
  );
  return workspace;
}

/**
 * Adds English strings that code loaded on demand brings along (the reviews' list and forms:
 * en-reviews.ts); screens showing what was asked for before re-render. Hindi has them already.
 */
export function addEnglishStrings(more: Table) {
  if (Object.keys(more).every((area) => Object.hasOwn(tables.en ?? {}, area))) return;
  tables.en = { ...tables.en, ...more };
  bound.clear();
  notify();
}

/** The interface's strings in the current language, for code outside React and for the hook. */
export const i18n = {
  /** The current interface language. */
  get language(): Language {
    return language;
  },
  /** The text of a key in the current language (see translate.ts). */
  t: ((key, options) => tFor(language)(key, options)) as TFunction,
  /** Whether a key has a text in the tables loaded (loading none): a server answer's key. */
  has: (key: string): boolean =>
    translate(
      tables,
      language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE],
      key,
    ) !== key,
};

/** Called after every language switch (use-translation.ts re-renders with it). */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentLanguage = (): Language => language;

/**
 * t() of a language other than the interface's, its table loaded first: for what is written in
 * the language its reader chooses, such as a printed poster.
 */
export async function stringsIn(lng: Language): Promise<TFunction> {
  tables[lng] ??= await loaders[lng]();
  return tFor(lng);
}

/** t() bound to the current language; a new function only when the language changes. */
export const currentT = (): TFunction => tFor(language);

let requested: Language = DEFAULT_LANGUAGE;
async function switchTo(next: Language) {
  requested = next;
  tables[next] ??= await loaders[next]();
  // A later choice made while this table was loading wins.
  if (requested !== next || language === next) return;
  language = next;
  applyDocumentLanguage(next);
  notify();
}

/** Switch the interface language and remember the choice. */
export function changeLanguage(next: Language) {
  storeLanguage(next);
  return switchTo(next);
}

// On a server (no window) pages start in English; the visitor's choice is the browser's.
const startLanguage = typeof window === 'undefined' ? DEFAULT_LANGUAGE : initialLanguage();
applyDocumentLanguage(DEFAULT_LANGUAGE);
/**
 * Settles once the remembered language's table is in: main.tsx renders after it, so a Hindi
 * visitor never sees English first. A table that cannot load (offline) leaves English.
 */
export const i18nReady: Promise<void> =
  startLanguage === DEFAULT_LANGUAGE ? Promise.resolve() : switchTo(startLanguage).catch(() => {});
