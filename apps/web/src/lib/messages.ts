import { i18n } from '@/i18n/index.ts';

/**
 * A server's answer in the current language: by the key it carries (packages/shared
 * message-keys.ts, whose areas are the i18n tables' names), else in the words it came with (a
 * number filled in, or a table this language does not have loaded).
 */
export function localizeAnswer({ message, messageKey }: { message: string; messageKey?: string }) {
  return messageKey && i18n.has(messageKey)
    ? (i18n.t as (key: string) => string)(messageKey)
    : message;
}
