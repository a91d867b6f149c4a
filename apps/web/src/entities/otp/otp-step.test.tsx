import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { MSG } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { atPhoneWidth, expectPrivacyNotice } from '@/test/privacy-notice.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { OtpStep } from './otp-step.tsx';

const pins = () => screen.getAllByLabelText(en.otp.label) as HTMLInputElement[];

function typeCode(code: string) {
  code.split('').forEach((digit, index) => {
    fireEvent.change(pins()[index]!, { target: { value: digit } });
  });
}

const verifyButton = () => screen.getByRole('button', { name: en.otp.verify });

function renderStep(overrides: Partial<Parameters<typeof OtpStep>[0]> = {}) {
  const props = {
    phoneNo: '9876543210',
    type: 'RegisterUser' as const,
    sentAt: Date.now(),
    onResent: vi.fn(),
    onVerified: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<OtpStep {...props} />);
  return props;
}

describe('OtpStep', () => {
  it('has 4 boxes and asks for the code', async () => {
    const calls = mockApi({});
    renderStep();
    expect(pins()).toHaveLength(4);
    fireEvent.click(verifyButton());
    expect(await screen.findByText(MSG.otpRequired)).toBeTruthy();
    typeCode('12');
    fireEvent.click(verifyButton());
    expect(await screen.findByText(MSG.otpInvalid)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('verifies the code with phone and type, then goes on', async () => {
    const calls = mockApi({ 'POST /api/auth/user/verifyOTP': ok(null) });
    const props = renderStep({ type: 'ResetPassword' });
    typeCode('4321');
    fireEvent.click(verifyButton());
    await vi.waitFor(() => expect(props.onVerified).toHaveBeenCalledOnce());
    expect(calls[0]?.body).toEqual({ phoneNo: '9876543210', otp: '4321', type: 'ResetPassword' });
  });

  it('shows the server message of a 400, and only of a 400', async () => {
    mockApi({
      'POST /api/auth/user/verifyOTP': fail(
        400,
        'OTP has expired, please request a new one.',
        'VALIDATION',
      ),
    });
    const props = renderStep();
    typeCode('1111');
    fireEvent.click(verifyButton());
    expect(await screen.findByText('OTP has expired, please request a new one.')).toBeTruthy();
    expect(props.onVerified).not.toHaveBeenCalled();
  });

  it('shows our own words for other failures', async () => {
    mockApi({ 'POST /api/auth/user/verifyOTP': fail(500, 'Secret stack detail', 'INTERNAL') });
    renderStep();
    typeCode('1111');
    fireEvent.click(verifyButton());
    expect(await screen.findByText(en.errors.unexpected)).toBeTruthy();
    expect(screen.queryByText('Secret stack detail')).toBeNull();
  });

  it('says before Verify, on a phone, that the number goes to the SMS provider only for the code', () => {
    atPhoneWidth();
    mockApi({});
    renderStep();
    // The step holds a code in flight: the full notice opens in a new tab, on a page or a modal.
    expectPrivacyNotice(en.otp.notice, { before: verifyButton(), newTab: true });
  });

  describe('countdown', () => {
    beforeEach(() => {
      vi.useFakeTimers({
        toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
      });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('counts 60 seconds down, then offers Resend, which sends a new code', async () => {
      const calls = mockApi({ 'GET /api/auth/user/requestOTP': ok(null) });
      const props = renderStep();
      expect(screen.getByText('Resend OTP in 1:00')).toBeTruthy();
      expect(screen.queryByRole('button', { name: en.otp.resend })).toBeNull();
      act(() => {
        vi.advanceTimersByTime(30_000);
      });
      expect(screen.getByText('Resend OTP in 0:30')).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(30_000);
      });
      const resend = screen.getByRole('button', { name: en.otp.resend });
      expect(screen.queryByText(/Resend OTP in/)).toBeNull();
      fireEvent.click(resend);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10);
      });
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        'GET /api/auth/user/requestOTP',
      ]);
      expect(calls[0]?.url.searchParams.get('phoneNo')).toBe('9876543210');
      expect(calls[0]?.url.searchParams.get('type')).toBe('RegisterUser');
      expect(props.onResent).toHaveBeenCalledOnce();
    });
  });
});
