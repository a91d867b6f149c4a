// Web Push is turned on by the seller's press of a clear button, which alone asks the
// browser's permission; the card and the inbox's prompt show what this browser can do.
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ALERT_MSG, type AlertPreferences, type SessionUser } from '@haat/shared';
import { changeLanguage } from '@/i18n/index.ts';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { hi } from '@/i18n/hi.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderRoute, renderWithProviders } from '@/test/render.tsx';
import { sessionUser } from '@/test/session-user.ts';
import { applicationServerKey } from '@/lib/push-device.ts';
import { installFakePush, removeFakePush, TEST_ENDPOINT, TEST_KEYS } from '@/test/fake-push.ts';
import { PushPrompt } from '@/entities/notification/push-prompt.tsx';

const user: SessionUser = {
  ...sessionUser('user'),
  plan: 'Plan B',
  planExpiresAt: '2099-01-01T00:00:00.000Z',
  phoneNo: '9876543210',
};
const stored: AlertPreferences = {
  sms: false,
  quietFrom: '22:00',
  quietTo: '08:00',
  smsAvailable: true,
  phoneNo: '9876543210',
  push: true,
  pushDevices: 0,
  smsSince: null,
  pushSince: null,
};
const words = enWorkspace.pushAlerts;
const PUBLIC_KEY = 'BM' + 'x'.repeat(85);

const routes = {
  'GET /api/auth/user/fetch': ok({ user }),
  'GET /api/userAdmin/notification/fetchAll': ok({ notifications: [], total: 0 }),
  'GET /api/userAdmin/alerts/preferences': ok({ preferences: stored }),
  'GET /api/userAdmin/alerts/push/key': ok({ publicKey: PUBLIC_KEY }),
  'POST /api/userAdmin/alerts/push/subscriptions': ok({
    preferences: { ...stored, pushDevices: 1 },
  }),
  'POST /api/userAdmin/alerts/push/unsubscribe': ok({ preferences: stored }),
};

const pushSection = () => screen.findByTestId('push-alerts', {}, { timeout: 5000 });

afterEach(async () => {
  removeFakePush();
  await act(() => changeLanguage('en'));
});

describe('alerts on this phone, on the notifications page', () => {
  it('asks nothing on load; the button asks permission, subscribes with the key and tells the server', async () => {
    const push = installFakePush({ permission: 'default', answer: 'granted' });
    logIn();
    const calls = mockApi(routes);
    renderRoute('/userAdmin/notifications');
    const button = await screen.findByRole('button', { name: words.turnOn }, { timeout: 5000 });
    expect(push.requestPermission).not.toHaveBeenCalled();

    fireEvent.click(button);
    expect(await screen.findByText(words.on)).toBeTruthy();
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    const [init] = push.subscribe.mock.calls[0]!;
    expect(init.userVisibleOnly).toBe(true);
    expect(init.applicationServerKey).toEqual(applicationServerKey(PUBLIC_KEY));
    expect(calls.find((c) => c.path.endsWith('/push/subscriptions'))?.body).toEqual({
      endpoint: TEST_ENDPOINT,
      keys: TEST_KEYS,
      language: 'en',
    });
    expect(await screen.findByText(ALERT_MSG.pushSubscribed)).toBeTruthy();
    // The server now counts a browser: the switch for all of them shows.
    expect(
      screen.getByRole('switch', { name: (name) => name.startsWith(words.pushSwitch) }),
    ).toBeTruthy();
    expect(screen.getByText(words.devices_one.replace('{{count}}', '1'))).toBeTruthy();
  });

  it('says so when the seller refuses the permission, and sends the server nothing', async () => {
    installFakePush({ permission: 'default', answer: 'denied' });
    logIn();
    const calls = mockApi(routes);
    renderRoute('/userAdmin/notifications');
    fireEvent.click(await screen.findByRole('button', { name: words.turnOn }, { timeout: 5000 }));
    expect(await screen.findByText(words.blocked)).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.turnOn })).toBeNull();
    expect(calls.some((c) => c.path.includes('/push/subscriptions'))).toBe(false);
  });

  it("shows the server's refusal and leaves this browser unsubscribed", async () => {
    const push = installFakePush({ permission: 'default', answer: 'granted' });
    logIn();
    mockApi({
      ...routes,
      'POST /api/userAdmin/alerts/push/subscriptions': fail(
        400,
        ALERT_MSG.pushEndpointInvalid,
        'VALIDATION',
      ),
    });
    renderRoute('/userAdmin/notifications');
    fireEvent.click(await screen.findByRole('button', { name: words.turnOn }, { timeout: 5000 }));
    expect(await screen.findByText(ALERT_MSG.pushEndpointInvalid)).toBeTruthy();
    expect(push.subscription()).toBeNull();
    expect(screen.getByRole('button', { name: words.turnOn })).toBeTruthy();
  });

  it('turns off on this phone: the browser and the server forget it', async () => {
    const push = installFakePush({
      permission: 'granted',
      subscribedWith: applicationServerKey(PUBLIC_KEY),
    });
    logIn();
    const calls = mockApi({
      ...routes,
      'GET /api/userAdmin/alerts/preferences': ok({ preferences: { ...stored, pushDevices: 1 } }),
    });
    renderRoute('/userAdmin/notifications');
    fireEvent.click(await screen.findByRole('button', { name: words.turnOff }, { timeout: 5000 }));
    expect(await screen.findByRole('button', { name: words.turnOn })).toBeTruthy();
    expect(push.subscription()).toBeNull();
    expect(calls.find((c) => c.path.endsWith('/push/unsubscribe'))?.body).toEqual({
      endpoint: TEST_ENDPOINT,
    });
  });

  it('offers the button again when the server no longer counts this browser', async () => {
    const push = installFakePush({
      permission: 'granted',
      subscribedWith: applicationServerKey(PUBLIC_KEY),
    });
    logIn();
    const calls = mockApi(routes);
    renderRoute('/userAdmin/notifications');
    fireEvent.click(await screen.findByRole('button', { name: words.turnOn }, { timeout: 5000 }));
    expect(await screen.findByText(words.on)).toBeTruthy();
    // The same subscription, sent again: the browser was not asked to subscribe anew.
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(calls.find((c) => c.path.endsWith('/push/subscriptions'))?.body).toEqual({
      endpoint: TEST_ENDPOINT,
      keys: TEST_KEYS,
      language: 'en',
    });
  });

  it('shows a browser that blocked Haat, and one that cannot push, in Hindi too', async () => {
    installFakePush({ permission: 'denied' });
    logIn();
    mockApi(routes);
    await act(() => changeLanguage('hi'));
    renderRoute('/userAdmin/notifications');
    await waitFor(async () => expect((await pushSection()).dataset.state).toBe('blocked'));
    expect(screen.getByText(hi.pushAlerts.blocked)).toBeTruthy();
    expect(screen.queryByRole('button', { name: hi.pushAlerts.turnOn })).toBeNull();
  });

  it('without the Push API says the browser cannot show alerts', async () => {
    logIn();
    mockApi(routes);
    renderRoute('/userAdmin/notifications');
    await waitFor(async () => expect((await pushSection()).dataset.state).toBe('unsupported'));
    expect(screen.getByText(words.unsupported)).toBeTruthy();
  });
});

describe('the prompt above the enquiry inbox', () => {
  const inbox = (total: number) => ({
    ...routes,
    'GET /api/userAdmin/enquiries/fetchAll': ok({ enquiries: [], total }),
  });

  it('offers alerts to a seller with enquiries, asking permission only on the press', async () => {
    const push = installFakePush({ permission: 'default', answer: 'granted' });
    logIn();
    mockApi(inbox(3));
    renderWithProviders(<PushPrompt />);
    const button = await screen.findByRole('button', { name: words.turnOn });
    expect(screen.getByText(words.promptTitle)).toBeTruthy();
    expect(push.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByTestId('push-prompt')).toBeNull());
    expect(push.subscribe).toHaveBeenCalledTimes(1);
  });

  it('stays away with no enquiries, where alerts are on, and after "Not now"', async () => {
    installFakePush({ permission: 'default' });
    logIn();
    const calls = mockApi(inbox(0));
    const empty = renderWithProviders(<PushPrompt />);
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/fetchAll'))).toBe(true));
    expect(screen.queryByTestId('push-prompt')).toBeNull();
    empty.unmount();

    mockApi(inbox(2));
    const first = renderWithProviders(<PushPrompt />);
    fireEvent.click(await screen.findByRole('button', { name: words.notNow }));
    expect(screen.queryByTestId('push-prompt')).toBeNull();
    first.unmount();
    renderWithProviders(<PushPrompt />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('push-prompt')).toBeNull();

    removeFakePush();
    window.localStorage.clear();
    installFakePush({ permission: 'granted', subscribedWith: applicationServerKey(PUBLIC_KEY) });
    const calls2 = mockApi(inbox(2));
    renderWithProviders(<PushPrompt />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('push-prompt')).toBeNull();
    expect(calls2.some((c) => c.path.endsWith('/fetchAll'))).toBe(false);
  });
});
