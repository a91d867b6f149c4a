import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_MSG, encodePassword, MSG, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { hi } from '@/i18n/hi.ts';
import { changeLanguage } from '@/i18n/index.ts';
import { getToken } from '@/lib/auth-storage.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { atPhoneWidth, expectPrivacyNotice } from '@/test/privacy-notice.ts';
import { renderRoute, sellerUser } from '@/test/render.tsx';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byLabel = (text: string) => screen.getByLabelText(new RegExp(`^${escape(text)}`));
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const type = (label: string, value: string) =>
  fireEvent.change(byLabel(label), { target: { value } });

async function openSignUp() {
  const view = renderRoute('/signUp');
  await screen.findByRole('heading', { level: 1, name: en.pages.signUp });
  return view;
}

function fillDetails(phoneNo = '9876543210') {
  type(en.auth.firstName, 'Asha');
  type(en.auth.lastName, 'Verma');
  type(en.auth.phone, phoneNo);
  fireEvent.click(screen.getByRole('checkbox', { name: en.auth.isAdult }));
}

function typeOtp(code: string) {
  const pins = screen.getAllByLabelText(en.otp.label);
  code.split('').forEach((digit, index) => {
    fireEvent.change(pins[index]!, { target: { value: digit } });
  });
}

describe('/signUp', () => {
  it('shows the spec messages for empty details and calls nothing', async () => {
    const calls = mockApi({});
    await openSignUp();
    click(en.auth.continue);
    expect(await screen.findByText(MSG.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(MSG.lastNameRequired)).toBeTruthy();
    expect(screen.getByText(MSG.phoneRequired)).toBeTruthy();
    type(en.auth.phone, '98765');
    click(en.auth.continue);
    expect(await screen.findByText(MSG.phoneInvalid)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('defaults gender to Male and shows a format indicator for the optional email', async () => {
    mockApi({});
    await openSignUp();
    const male = screen.getByRole('radio', { name: en.gender.Male }) as HTMLInputElement;
    expect(male.checked).toBe(true);
    expect(screen.queryByRole('img', { name: en.auth.emailLooksInvalid })).toBeNull();
    const email = screen.getByRole('textbox', { name: /^Email/ });
    fireEvent.change(email, { target: { value: 'asha@' } });
    expect(screen.getByRole('img', { name: en.auth.emailLooksInvalid })).toBeTruthy();
    fireEvent.change(email, { target: { value: 'asha@example.in' } });
    expect(screen.getByRole('img', { name: en.auth.emailLooksValid })).toBeTruthy();
  });

  it('shows the pre-registration conflict under the phone field', async () => {
    const calls = mockApi({
      'GET /api/public/user/preRegistration': fail(409, AUTH_MSG.phoneRegistered, 'CONFLICT'),
    });
    await openSignUp();
    fillDetails();
    click(en.auth.continue);
    expect(await screen.findByText(AUTH_MSG.phoneRegistered)).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/api/public/user/preRegistration']);
  });

  it('goes details → OTP → password → account, then logs in', async () => {
    const calls = mockApi({
      'GET /api/public/user/preRegistration': ok(null),
      'GET /api/auth/user/requestOTP': ok(null),
      'POST /api/auth/user/verifyOTP': ok(null),
      'POST /api/public/user/create': ok({ userData: sellerUser }, 201),
      'POST /api/auth/user/logIn': ok({ authorization: 'jwt-new', userData: sellerUser }),
    });
    const { router } = await openSignUp();
    fillDetails();
    fireEvent.click(screen.getByRole('radio', { name: en.gender.Female }));
    click(en.auth.continue);

    expect(await screen.findByText(/Enter the 4-digit code sent to \+91 98765 43210/)).toBeTruthy();
    const otpRequest = calls.find((call) => call.path === '/api/auth/user/requestOTP');
    expect(otpRequest?.url.searchParams.get('type')).toBe('RegisterUser');
    typeOtp('1234');
    click(en.otp.verify);

    await screen.findByLabelText(new RegExp(`^${en.password.new}`));
    click(en.auth.createAccount);
    expect(await screen.findByText(MSG.newPasswordRequired)).toBeTruthy();
    expect(screen.getByText(MSG.confirmPasswordRequired)).toBeTruthy();
    type(en.password.new, 'short');
    type(en.password.confirm, 'other');
    click(en.auth.createAccount);
    expect(await screen.findByText(PASSWORD_TOO_SHORT)).toBeTruthy();
    expect(screen.getByText(MSG.passwordMismatch)).toBeTruthy();
    type(en.password.new, 'a'.repeat(129));
    type(en.password.confirm, 'a'.repeat(129));
    click(en.auth.createAccount);
    expect(await screen.findByText(PASSWORD_TOO_LONG)).toBeTruthy();
    type(en.password.new, 'asha-pass-1');
    type(en.password.confirm, 'asha-pass-1');
    click(en.auth.createAccount);

    await waitFor(() => expect(router.state.location.pathname).toBe('/subscriptionPlans'));
    const create = calls.find((call) => call.path === '/api/public/user/create');
    expect(create?.body).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      phoneNo: '9876543210',
      gender: 'Female',
      password: encodePassword('asha-pass-1'),
      isAdult: true,
    });
    expect(calls.map((call) => call.path)).toContain('/api/auth/user/logIn');
    expect(getToken()).toBe('jwt-new');
  });

  it('going back to change the number does not ask for a second code within 60 s', async () => {
    const calls = mockApi({
      'GET /api/public/user/preRegistration': ok(null),
      'GET /api/auth/user/requestOTP': ok(null),
    });
    await openSignUp();
    fillDetails();
    click(en.auth.continue);
    fireEvent.click(await screen.findByRole('button', { name: en.otp.changeNumber }));
    expect((byLabel(en.auth.firstName) as HTMLInputElement).value).toBe('Asha');
    click(en.auth.continue);
    await screen.findByText(/Enter the 4-digit code/);
    expect(calls.filter((call) => call.path === '/api/auth/user/requestOTP')).toHaveLength(1);
  });

  it('asks the seller to confirm they are 18 or over, in the server’s words, before anything is sent', async () => {
    const calls = mockApi({});
    await openSignUp();
    type(en.auth.firstName, 'Asha');
    type(en.auth.lastName, 'Verma');
    type(en.auth.phone, '9876543210');
    const adult = screen.getByRole('checkbox', { name: en.auth.isAdult }) as HTMLInputElement;
    expect(adult.checked).toBe(false);
    click(en.auth.continue);
    expect(await screen.findByText(AUTH_MSG.adultRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(adult);
    expect(adult.checked).toBe(true);
    await waitFor(() => expect(screen.queryByText(AUTH_MSG.adultRequired)).toBeNull());
  });

  it('says before Continue, on a phone, what the account keeps and why, in English and Hindi, and before Verify what the number is for', async () => {
    atPhoneWidth();
    mockApi({
      'GET /api/public/user/preRegistration': ok(null),
      'GET /api/auth/user/requestOTP': ok(null),
    });
    await openSignUp();
    // A page, not a modal: the full notice opens in its place.
    expectPrivacyNotice(en.auth.signUpNotice, {
      before: screen.getByRole('button', { name: en.auth.continue }),
      newTab: false,
    });
    await act(() => changeLanguage('hi'));
    try {
      expectPrivacyNotice(hi.auth.signUpNotice, {
        before: screen.getByRole('button', { name: hi.auth.continue }),
        newTab: false,
        lang: 'hi',
      });
    } finally {
      await act(() => changeLanguage('en'));
    }

    fillDetails();
    click(en.auth.continue);
    const verify = await screen.findByRole('button', { name: en.otp.verify });
    // The code step: the full notice opens in a new tab, the code in flight is kept.
    expectPrivacyNotice(en.otp.notice, { before: verify, newTab: true });
  });
});
