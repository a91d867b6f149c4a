import { describe, expect, it } from 'vitest';
import { GRIEVANCE_MSG, GRIEVANCE_MSG_HI } from '@haat/shared';
import { act } from '@testing-library/react';
import { changeLanguage } from '@/i18n/index.ts';
import { emptyGrievanceValues, grievanceFormErrors } from './grievance-form-rules.ts';

describe('the grievance form’s rules', () => {
  it('names every missing field at once, a contact under the phone', () => {
    expect(grievanceFormErrors(emptyGrievanceValues())).toEqual({
      name: GRIEVANCE_MSG.nameRequired,
      phoneNo: GRIEVANCE_MSG.contactRequired,
      topic: GRIEVANCE_MSG.topicInvalid,
      message: GRIEVANCE_MSG.messageRequired,
    });
  });

  it('takes an e-mail alone as the contact, and refuses a short message and a bad phone', () => {
    const values = {
      name: 'Asha',
      phoneNo: '',
      email: 'asha@example.in',
      topic: 'access' as const,
      message: 'Please send me a copy of my data.',
    };
    expect(grievanceFormErrors(values)).toEqual({});
    expect(grievanceFormErrors({ ...values, phoneNo: '123', message: 'short' })).toEqual({
      phoneNo: GRIEVANCE_MSG.phoneInvalid,
      message: GRIEVANCE_MSG.messageTooShort,
    });
  });

  it('speaks Hindi when the reader does', async () => {
    await act(() => changeLanguage('hi'));
    try {
      expect(grievanceFormErrors(emptyGrievanceValues()).phoneNo).toBe(
        GRIEVANCE_MSG_HI.contactRequired,
      );
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
