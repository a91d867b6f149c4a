import { AUTH_MSG, MSG, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '@haat/shared';
import { i18n } from '@/i18n/index.ts';

type MsgKey = keyof typeof MSG;
type AuthTextKey = Exclude<keyof typeof AUTH_MSG, 'otpWait'>;

// English text → its i18n key, for messages that arrive as text (a shared schema's rule, a
// server answer). Built once from the same constants en.ts uses, so nothing is retyped.
const keys = new Map<string, string>();
for (const [key, text] of Object.entries(MSG)) keys.set(text, `msg.${key as MsgKey}`);
for (const [key, text] of Object.entries(AUTH_MSG)) {
  if (typeof text === 'string') keys.set(text, `authMsg.${key as AuthTextKey}`);
}
keys.set(PASSWORD_TOO_SHORT, 'validation.passwordTooShort');
keys.set(PASSWORD_TOO_LONG, 'validation.passwordTooLong');

/**
 * Names more messages by their text: `area.key` for each key of `table` (code loaded on demand
 * adds its own, as the reviews do with en-reviews.ts's reviewMsg).
 */
export function addMessageKeys(area: string, table: Record<string, string>) {
  for (const [key, text] of Object.entries(table)) keys.set(text, `${area}.${key}`);
}

/**
 * A spec or account message in the current language. Text that is not one of the shared
 * messages (a server's own words) is shown as it came.
 */
export function localizeMessage(text: string): string {
  const key = keys.get(text) as
    | `msg.${MsgKey}`
    | `authMsg.${AuthTextKey}`
    | 'validation.passwordTooShort'
    | 'validation.passwordTooLong'
    | undefined;
  return key ? i18n.t(key) : text;
}
