import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ALERT_MSG, formatDate, type AlertPreferences, type SessionUser } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { changeLanguage } from '@/i18n/index.ts';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { hi } from '@/i18n/hi.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';
import { sessionUser } from '@/test/session-user.ts';

// A seller with a plan: the notifications screen is theirs.
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
const words = enWorkspace.alertPreferences;
const SINCE = '2026-11-29T10:00:00.000Z';

const routes = (preferences: AlertPreferences) => ({
  'GET /api/auth/user/fetch': ok({ user }),
  'GET /api/userAdmin/notification/fetchAll': ok({ notifications: [], total: 0 }),
  'GET /api/userAdmin/alerts/preferences': ok({ preferences }),
});

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('alerts on the notifications page (issue 36)', () => {
  it('shows the stored choice and saves SMS on with new quiet hours', async () => {
    logIn();
    const calls = mockApi({
      ...routes(stored),
      // The server records the consent the switch gave, and answers since when.
      'PUT /api/userAdmin/alerts/preferences': ({ body }) =>
        ok({ preferences: { ...stored, ...(body as object), smsSince: SINCE } }),
    });
    renderRoute('/userAdmin/notifications');
    const sms = await screen.findByRole(
      'switch',
      { name: (name) => name.startsWith(words.sms.replace('{{phoneNo}}', '9876543210')) },
      { timeout: 5000 },
    );
    expect((sms as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText(words.quietFrom) as HTMLInputElement).value).toBe('22:00');

    fireEvent.click(sms);
    fireEvent.change(screen.getByLabelText(words.quietFrom), { target: { value: '23:30' } });
    fireEvent.click(screen.getByRole('button', { name: words.save }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        sms: true,
        quietFrom: '23:30',
        quietTo: '08:00',
        push: true,
      }),
    );
    expect(await screen.findByText(ALERT_MSG.saved)).toBeTruthy();
    expect(
      await screen.findByText(en.consent.alertSince.replace('{{date}}', formatDate(SINCE))),
    ).toBeTruthy();
  });

  it("shows the server's refusal in the reader's language and cannot turn SMS on where none is sent", async () => {
    logIn();
    mockApi({
      ...routes({ ...stored, smsAvailable: false }),
      'PUT /api/userAdmin/alerts/preferences': fail(400, ALERT_MSG.quietTimeInvalid, 'VALIDATION'),
    });
    await act(() => changeLanguage('hi'));
    renderRoute('/userAdmin/notifications');
    const sms = await screen.findByRole(
      'switch',
      {
        name: (name) =>
          name.startsWith(hi.alertPreferences.sms.replace('{{phoneNo}}', '9876543210')),
      },
      { timeout: 5000 },
    );
    expect((sms as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(hi.alertPreferences.smsUnavailable)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: hi.alertPreferences.save }));
    expect(await screen.findByText(hi.alertMsg.quietTimeInvalid)).toBeTruthy();
  });
});
