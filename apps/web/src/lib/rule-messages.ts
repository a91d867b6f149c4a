import { messageKeyOf } from '@haat/shared';
import { localizeAnswer } from './messages.ts';

// Apart from messages.ts: the key of a rule's words is looked up in every message table, which
// the first view (whose failures arrive with their key) need not load.

/**
 * A shared rule's words checked in the browser (a zod schema of packages/shared, before anything
 * is sent) in the current language, by their key in the same tables.
 */
export const localizeMessage = (text: string): string =>
  localizeAnswer({ message: text, messageKey: messageKeyOf(text) });
