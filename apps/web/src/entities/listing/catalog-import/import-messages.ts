import { IMPORT_MSG, type ImportMessageKey, type ImportProblem } from '@haat/shared';
import { i18n } from '@/i18n/index.ts';
import { localizeMessage } from '@/lib/rule-messages.ts';

// The import's answers in the seller's language: a problem carries its message's key and values;
// a refused file's answer is text, recognised by its message's pattern ({{…}} as any text).

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = (Object.keys(IMPORT_MSG) as ImportMessageKey[]).map((key) => {
  const names: string[] = [];
  const source = IMPORT_MSG[key]
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '(.*)';
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`, 's') };
});

const translated = (key: ImportMessageKey, values: Record<string, string | number> = {}) =>
  i18n.t(`importMsg.${key}`, values);

/** A server answer about an import, in the current language when it is one of ours. */
export function localizeImportText(text: string): string {
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match)
      return translated(
        key,
        Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])),
      );
  }
  return localizeMessage(text);
}

/** One row's problem in the current language. */
export const problemText = (problem: ImportProblem) =>
  problem.key ? translated(problem.key, problem.values) : localizeMessage(problem.message);
