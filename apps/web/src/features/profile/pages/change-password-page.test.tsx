import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_MSG, encodePassword, MSG, PASSWORD_TOO_LONG, type SessionUser } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';

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
  address: 'MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  isApproved: true,
  rejectionMessage: null,
  role: 'user',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (text: string) => screen.getByLabelText(new RegExp(`^${escape(text)}`));
const saveButton = () => screen.getByRole('button', { name: enWorkspace.changePassword.save });

async function openPage(handlers: Parameters<typeof mockApi>[0] = {}) {
  logIn();
  const calls = mockApi({ 'GET /api/auth/user/fetch': ok({ user }), ...handlers });
  const view = renderRoute('/userAdmin/editProfile/changePassword');
  await screen.findByRole('heading', { level: 1, name: en.pages.changePassword });
  return { calls, ...view };
}

function fill(current: string, next: string, again: string) {
  fireEvent.change(field(en.password.current), { target: { value: current } });
  fireEvent.change(field(en.password.new), { target: { value: next } });
  fireEvent.change(field(en.password.reenter), { target: { value: again } });
}

describe('/userAdmin/editProfile/changePassword', () => {
  it('keeps Save disabled until all are filled and the new one is re-entered the same', async () => {
    await openPage();
    expect(saveButton()).toHaveProperty('disabled', true);
    fill('old-pass-1', 'new-pass-1', '');
    expect(saveButton()).toHaveProperty('disabled', true);
    fill('old-pass-1', 'new-pass-1', 'new-pass-2');
    expect(saveButton()).toHaveProperty('disabled', true);
    fill('', 'new-pass-1', 'new-pass-1');
    expect(saveButton()).toHaveProperty('disabled', true);
    fill('old-pass-1', 'new-pass-1', 'new-pass-1');
    expect(saveButton()).toHaveProperty('disabled', false);
  });

  it('says what is missing when a field is left empty', async () => {
    await openPage();
    for (const label of [en.password.current, en.password.new, en.password.reenter]) {
      fireEvent.focus(field(label));
      fireEvent.blur(field(label));
    }
    expect(await screen.findByText(MSG.currentPasswordRequiredChange)).toBeTruthy();
    expect(screen.getByText(MSG.newPasswordRequiredChange)).toBeTruthy();
    expect(screen.getByText(MSG.reenterNewPassword)).toBeTruthy();
  });

  it('asks first; Go back sends nothing, Proceed changes the password', async () => {
    const { calls, router } = await openPage({
      'PUT /api/userAdmin/user/changePassword': ok(null),
      'GET /api/userAdmin/user/fetch': ok({ user }),
    });
    fill('old-pass-1', 'new-pass-1', 'new-pass-1');
    fireEvent.click(saveButton());
    fireEvent.click(await screen.findByRole('button', { name: en.common.goBack }));
    await waitFor(() =>
      expect(screen.queryByText(enWorkspace.changePassword.confirmText)).toBeNull(),
    );
    expect(calls.some((call) => call.path === '/api/userAdmin/user/changePassword')).toBe(false);

    fireEvent.click(saveButton());
    expect(await screen.findByText(enWorkspace.changePassword.confirmText)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.common.proceed }));
    expect(await screen.findByText(AUTH_MSG.passwordChanged)).toBeTruthy();
    const change = calls.find((call) => call.path === '/api/userAdmin/user/changePassword');
    expect(change?.method).toBe('PUT');
    expect(change?.body).toEqual({
      password: encodePassword('old-pass-1'),
      newPassword: encodePassword('new-pass-1'),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/userAdmin/editProfile'));
  });

  it('puts a wrong current password under its field', async () => {
    await openPage({
      'PUT /api/userAdmin/user/changePassword': fail(
        400,
        AUTH_MSG.currentPasswordWrong,
        'VALIDATION',
      ),
    });
    fill('bad-pass-1', 'new-pass-1', 'new-pass-1');
    fireEvent.click(saveButton());
    fireEvent.click(await screen.findByRole('button', { name: en.common.proceed }));
    expect(await screen.findByText(AUTH_MSG.currentPasswordWrong)).toBeTruthy();
  });

  it('refuses a new password over 128 characters before sending it', async () => {
    const { calls } = await openPage();
    fill('old-pass-1', 'a'.repeat(129), 'a'.repeat(129));
    fireEvent.click(saveButton());
    expect(await screen.findByText(PASSWORD_TOO_LONG)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/userAdmin/user/changePassword')).toBe(false);
  });

  it('puts a too common new password under its field', async () => {
    await openPage({
      'PUT /api/userAdmin/user/changePassword': fail(400, AUTH_MSG.passwordTooCommon, 'VALIDATION'),
    });
    fill('old-pass-1', 'password1', 'password1');
    fireEvent.click(saveButton());
    fireEvent.click(await screen.findByRole('button', { name: en.common.proceed }));
    expect(await screen.findByText(AUTH_MSG.passwordTooCommon)).toBeTruthy();
    const newField = field(en.password.new);
    expect(document.getElementById(newField.getAttribute('aria-describedby')!)?.textContent).toBe(
      AUTH_MSG.passwordTooCommon,
    );
  });
});
