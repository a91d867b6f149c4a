// The string look-up the app needs, and nothing more (it replaced i18next, whose ≈ 16 KB gzipped
// sat in the first view's JavaScript only for this). It keeps i18next's rules for what the app
// uses: dot-path keys, {{name}} placeholders, plurals by `count` with the v4 JSON suffixes
// (key_one, key_other, key_zero for 0 …), English for a key the language lacks, else the key.

/** A table of strings, nested by the dots of the key ('nav.home' → table.nav.home). */
export type Table = { readonly [key: string]: string | Table };

/** Options of t(): values for the {{placeholders}}; `count` also picks the plural. */
export type TOptions = Record<string, unknown>;

export type TFunction = (key: string, options?: TOptions) => string;

function lookup(table: Table | undefined, key: string): string | undefined {
  let node: string | Table | undefined = table;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) {
      return undefined;
    }
    node = node[part];
  }
  // A key that names a sub-table is no text: it counts as missing.
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The keys tried, best first, for one language: as i18next orders them. */
function candidates(key: string, language: string, options: TOptions | undefined): string[] {
  const count = options?.count;
  if (count === undefined || typeof count === 'string') return [key];
  const keys = [`${key}_${pluralCategory(language, Number(count))}`];
  if (count === 0) keys.unshift(`${key}_zero`);
  keys.push(key);
  return keys;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/**
 * {{name}} → options.name, as text. Not HTML-escaped: React escapes what it renders. A
 * placeholder whose name is not among the options stays as written; one given as undefined or
 * null becomes ''. Inserted values are not read again for placeholders.
 */
export function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, inner: string) => {
    const name = inner.trim();
    if (!Object.hasOwn(options, name)) return whole;
    const value = options[name];
    return value == null ? '' : String(value);
  });
}

/**
 * The text of `key` in the first of `languages` that has it (each with its own plural rules),
 * filled in from `options`; the key itself when none has it.
 */
export function translate(
  tables: Partial<Record<string, Table>>,
  languages: readonly string[],
  key: string,
  options?: TOptions,
): string {
  for (const language of languages) {
    const table = tables[language];
    if (!table) continue;
    for (const candidate of candidates(key, language, options)) {
      const text = lookup(table, candidate);
      if (text !== undefined) return interpolate(text, options);
    }
  }
  return key;
}
