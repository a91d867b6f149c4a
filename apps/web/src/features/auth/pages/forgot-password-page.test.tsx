import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_MSG, encodePassword, MSG } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { mockApi, ok } from '@/test/api-mock.ts';
import { renderRoute } from '@/test/render.tsx';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byLabel = (text: string) => screen.getByLabelText(new RegExp(`^${escape(text)}`));
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('/forgotPassword', () => {
  it('phone → OTP (ResetPassword) → new password → toast and /logIn', async () => {
    const calls = mockApi({
      'GET /api/auth/user/requestOTP': ok(null),
      'POST /api/auth/user/verifyOTP': ok(null),
      'POST /api/public/user/forgotPassword': ok(null),
    });
    const { router } = renderRoute('/forgotPassword');
    await screen.findByRole('heading', { level: 1, name: en.pages.forgotPassword });
    click(en.auth.sendOtp);
    expect(await screen.findByText(MSG.phoneRequired)).toBeTruthy();
    fireEvent.change(byLabel(en.auth.phone), { target: { value: '9876543210' } });
    click(en.auth.sendOtp);

    await screen.findByText(/Enter the 4-digit code/);
    expect(calls[0]?.url.searchParams.get('type')).toBe('ResetPassword');
    const pins = screen.getAllByLabelText(en.otp.label);
    '5678'.split('').forEach((digit, index) => {
      fireEvent.change(pins[index]!, { target: { value: digit } });
    });
    click(en.otp.verify);

    await screen.findByLabelText(new RegExp(`^${en.password.new}`));
    fireEvent.change(byLabel(en.password.new), { target: { value: 'new-pass-1' } });
    fireEvent.change(byLabel(en.password.confirm), { target: { value: 'new-pass-1' } });
    click(en.auth.resetPassword);

    await waitFor(() => expect(router.state.location.pathname).toBe('/logIn'));
    expect(await screen.findByText(AUTH_MSG.passwordReset)).toBeTruthy();
    const reset = calls.find((call) => call.path === '/api/public/user/forgotPassword');
    expect(reset?.body).toEqual({ phoneNo: '9876543210', password: encodePassword('new-pass-1') });
  });
});
