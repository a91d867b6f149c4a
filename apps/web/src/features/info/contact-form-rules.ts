import { PUBLIC_MSG, publicContactUsBody } from '@haat/shared';
import { i18n } from '@/i18n/index.ts';
import { isBlank } from '@/lib/form-rules.ts';
import { localizeMessage } from '@/lib/messages.ts';

export type ContactValues = { name: string; phoneNo: string; email: string; message: string };
export type ContactField = keyof ContactValues;

export const emptyContactValues = (): ContactValues => ({
  name: '',
  phoneNo: '',
  email: '',
  message: '',
});

// The Contact Us rules' own words (packages/shared PUBLIC_MSG) → their keys in en.ts.
const CONTACT_KEYS = {
  [PUBLIC_MSG.contactNameRequired]: 'contactPage.errors.nameRequired',
  [PUBLIC_MSG.contactMessageRequired]: 'contactPage.errors.messageRequired',
  [PUBLIC_MSG.contactReplyRequired]: 'contactPage.errors.replyRequired',
} as const;

const localize = (text: string) =>
  text in CONTACT_KEYS
    ? i18n.t(CONTACT_KEYS[text as keyof typeof CONTACT_KEYS])
    : localizeMessage(text);

/**
 * The form's errors by field, from the same schema the server applies (a name, a message, and a
 * 10-digit phone number or an e-mail to reply to); empty when it may be sent. Every field is
 * checked at once, so the visitor sees all that is missing in one go.
 */
export function contactFormErrors(values: ContactValues): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  const result = publicContactUsBody.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = (issue.path[0] as ContactField | undefined) ?? 'phoneNo';
      errors[field] ??= localize(issue.message);
    }
  }
  // The schema checks "a phone or an e-mail" only once the fields themselves are right.
  if (isBlank(values.phoneNo) && isBlank(values.email)) {
    errors.phoneNo ??= localize(PUBLIC_MSG.contactReplyRequired);
  }
  return errors;
}
