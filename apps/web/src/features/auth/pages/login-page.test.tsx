import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { encodePassword, MSG } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { getToken, getUserData } from '@/lib/auth-storage.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { renderRoute, sellerUser } from '@/test/render.tsx';

const byLabel = (text: string) =>
  screen.getByLabelText(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

async function openLogin(path = '/logIn') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: en.pages.logIn });
  return view;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: en.auth.logInSubmit }));

describe('/logIn', () => {
  it('shows the spec messages for empty fields and calls nothing', async () => {
    const calls = mockApi({});
    await openLogin();
    submit();
    expect(await screen.findByText(MSG.phoneRequired)).toBeTruthy();
    expect(screen.getByText(MSG.passwordRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('asks for exactly 10 digits and keeps digits only, at most 10', async () => {
    mockApi({});
    await openLogin();
    const phone = byLabel(en.auth.phone) as HTMLInputElement;
    expect(phone.maxLength).toBe(10);
    fireEvent.change(phone, { target: { value: '98a76-5' } });
    expect(phone.value).toBe('98765');
    fireEvent.change(byLabel(en.auth.password), { target: { value: 'secret' } });
    submit();
    expect(await screen.findByText(MSG.phoneInvalid)).toBeTruthy();
  });

  it('sends the trimmed password encoded, stores the login and goes home', async () => {
    const calls = mockApi({
      'POST /api/auth/user/logIn': ok({ authorization: 'jwt-1', userData: sellerUser }),
      'GET /api/userAdmin/notification/count': ok({ total: 0 }),
    });
    const { router } = await openLogin();
    fireEvent.change(byLabel(en.auth.phone), { target: { value: '9876543210' } });
    fireEvent.change(byLabel(en.auth.password), { target: { value: '  pass word 1  ' } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const login = calls.find((call) => call.path === '/api/auth/user/logIn');
    expect(login?.body).toEqual({
      phoneNo: '9876543210',
      password: encodePassword('pass word 1'),
    });
    expect(getToken()).toBe('jwt-1');
    expect(getUserData()).toMatchObject({ name: sellerUser.name });
  });

  it('returns to the page the user came from', async () => {
    mockApi({
      'POST /api/auth/user/logIn': ok({ authorization: 'jwt-1', userData: sellerUser }),
      'GET /api/auth/user/fetch': fail(401, 'No plan', 'PLAN_REQUIRED'),
      'GET /api/userAdmin/notification/count': ok({ total: 0 }),
    });
    const { router } = await openLogin('/logIn?redirectTo=%2FcontactUs');
    fireEvent.change(byLabel(en.auth.phone), { target: { value: '9876543210' } });
    fireEvent.change(byLabel(en.auth.password), { target: { value: 'demo1234' } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/contactUs'));
  });

  it('ignores a second submit while the first is running', async () => {
    let answer: (() => void) | undefined;
    const calls = mockApi({
      'POST /api/auth/user/logIn': () => ok({ authorization: 'jwt-1', userData: sellerUser }),
      'GET /api/userAdmin/notification/count': ok({ total: 0 }),
    });
    // Hold the answer until both submits happened.
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((...args: Parameters<typeof fetch>) =>
      new Promise<Response>((resolve) => {
        answer = () => resolve(realFetch(...args));
      })) as typeof fetch;
    const { router } = await openLogin();
    fireEvent.change(byLabel(en.auth.phone), { target: { value: '9876543210' } });
    fireEvent.change(byLabel(en.auth.password), { target: { value: 'demo1234' } });
    const form = byLabel(en.auth.password).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(calls.filter((call) => call.path === '/api/auth/user/logIn')).toHaveLength(1);
  });

  it('shows the server message when the password is wrong and stays', async () => {
    mockApi({
      'POST /api/auth/user/logIn': fail(400, 'Invalid phone number or password.', 'VALIDATION'),
    });
    const { router } = await openLogin();
    fireEvent.change(byLabel(en.auth.phone), { target: { value: '9876543210' } });
    fireEvent.change(byLabel(en.auth.password), { target: { value: 'wrong-pass' } });
    submit();
    expect(await screen.findByText('Invalid phone number or password.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/logIn');
    expect(getToken()).toBeNull();
  });
});
