import { GRIEVANCE_MSG, grievanceBody, type GrievanceTopic } from '@haat/shared';
import { isBlank } from '@/lib/form-rules.ts';
import { localizeMessage } from '@/lib/rule-messages.ts';

export type GrievanceValues = {
  name: string;
  phoneNo: string;
  email: string;
  topic: GrievanceTopic | '';
  message: string;
};
export type GrievanceField = keyof GrievanceValues;

export const emptyGrievanceValues = (): GrievanceValues => ({
  name: '',
  phoneNo: '',
  email: '',
  topic: '',
  message: '',
});

/**
 * The form's errors by field, from the schema the server applies, all at once (the visitor sees
 * everything missing in one go), in the reader's language; empty when it may be sent. "A phone
 * or an e-mail" shows under the phone.
 */
export function grievanceFormErrors(
  values: GrievanceValues,
): Partial<Record<GrievanceField, string>> {
  const errors: Partial<Record<GrievanceField, string>> = {};
  const result = grievanceBody.safeParse({ ...values, topic: values.topic || undefined });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = (issue.path[0] as GrievanceField | undefined) ?? 'phoneNo';
      errors[field] ??= localizeMessage(issue.message);
    }
  }
  // The schema checks "a phone or an e-mail" only once the fields themselves are right.
  if (isBlank(values.phoneNo) && isBlank(values.email)) {
    errors.phoneNo ??= localizeMessage(GRIEVANCE_MSG.contactRequired);
  }
  return errors;
}
