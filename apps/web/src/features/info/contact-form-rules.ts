import { PUBLIC_MSG, publicContactUsBody } from '@haat/shared';
import { isBlank } from '@/lib/form-rules.ts';
import { localizeMessage } from '@/lib/rule-messages.ts';

export type ContactValues = { name: string; phoneNo: string; email: string; message: string };
export type ContactField = keyof ContactValues;

export const emptyContactValues = (): ContactValues => ({
  name: '',
  phoneNo: '',
  email: '',
  message: '',
});

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
      errors[field] ??= localizeMessage(issue.message);
    }
  }
  // The schema checks "a phone or an e-mail" only once the fields themselves are right.
  if (isBlank(values.phoneNo) && isBlank(values.email)) {
    errors.phoneNo ??= localizeMessage(PUBLIC_MSG.contactReplyRequired);
  }
  return errors;
}
