import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_MSG, formatDate, type SessionUser } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { getToken } from '@/lib/auth-storage.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';

// Edit Profile's Your data: the dialog says what happens, the code goes to the account's phone
// with type DeleteAccount, and the request signs the seller out onto the login page that says
// until when signing in cancels it. A refused request leaves them signed in and says why.

const user: SessionUser = {
  _id: '0190a1b2-0000-7000-8000-000000000001',
  firstName: 'Asha',
  lastName: 'Verma',
  plan: 'Plan B',
  logo: null,
  phoneNo: '9876543210',
  email: null,
  planExpiresAt: '2099-01-01T00:00:00.000Z',
  gender: 'Female',
  address: '12, MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  isApproved: true,
  rejectionMessage: null,
  role: 'user',
};
const DUE = '2026-12-14T10:00:00.000Z';

// happy-dom has no document.fonts, which the autosizing address box listens to.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

async function openAndConfirm(deleteAnswer: Parameters<typeof mockApi>[0][string]) {
  logIn();
  const calls = mockApi({
    'GET /api/auth/user/fetch': ok({ user }),
    'GET /api/userAdmin/user/fetch': ok({ user }),
    'GET /api/public/locations/fetchAllStates': ok({ states: [] }),
    'GET /api/public/locations/fetchStateAllCities': ok({ cities: [] }),
    'GET /api/auth/user/requestOTP': ok(null),
    'POST /api/auth/user/verifyOTP': ok(null),
    'POST /api/userAdmin/user/delete': deleteAnswer,
    'GET /api/userAdmin/user/deletionTerms': ok({ graceDays: 14 }),
  });
  const view = renderRoute('/userAdmin/editProfile');
  fireEvent.click(
    await screen.findByRole(
      'button',
      { name: enWorkspace.accountData.delete },
      { timeout: 15_000 },
    ),
  );
  const dialog = await screen.findByRole('dialog', { name: enWorkspace.accountData.dialogTitle });
  await waitFor(() => expect(dialog.textContent).toContain('Your account waits 14 days'));
  expect(calls.some((call) => call.path === '/api/auth/user/requestOTP')).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: /^Send code to \+91 98765 43210$/ }));
  const pins = await screen.findAllByLabelText(en.otp.label);
  const otp = calls.find((call) => call.path === '/api/auth/user/requestOTP');
  expect(otp?.url.searchParams.get('phoneNo')).toBe('9876543210');
  expect(otp?.url.searchParams.get('type')).toBe('DeleteAccount');
  '1357'.split('').forEach((digit, index) => {
    fireEvent.change(pins[index]!, { target: { value: digit } });
  });
  fireEvent.click(screen.getByRole('button', { name: en.otp.verify }));
  return { calls, ...view };
}

describe('Your data on Edit Profile', () => {
  it('deletes with the code, signs out and shows until when signing in cancels it', async () => {
    const { calls, router } = await openAndConfirm(ok({ dueAt: DUE }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logIn'));
    const verify = calls.find((call) => call.path === '/api/auth/user/verifyOTP');
    expect(verify?.body).toEqual({ phoneNo: '9876543210', otp: '1357', type: 'DeleteAccount' });
    expect(calls.some((call) => call.path === '/api/userAdmin/user/delete')).toBe(true);
    expect(getToken()).toBeFalsy();
    expect(
      await screen.findByText(
        `It will be deleted on ${formatDate(DUE)}. Until then, signing in cancels the deletion and keeps your account.`,
      ),
    ).toBeTruthy();
  });

  it('a refused request says why and keeps the seller signed in', async () => {
    const { router } = await openAndConfirm(fail(400, AUTH_MSG.phoneNotVerified, 'VALIDATION'));
    expect(await screen.findByText(AUTH_MSG.phoneNotVerified)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/userAdmin/editProfile');
    expect(getToken()).toBeTruthy();
  });
});
