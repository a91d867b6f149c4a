import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_MSG, MSG, rejectedTitle, type SessionUser } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { getUserData } from '@/lib/auth-storage.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';

const user: SessionUser = {
  _id: '0190a1b2-0000-7000-8000-000000000001',
  firstName: 'Asha',
  lastName: 'Verma',
  plan: 'Plan B',
  logo: null,
  phoneNo: '9876543210',
  email: 'asha@example.in',
  planExpiresAt: '2099-01-01T00:00:00.000Z',
  gender: 'Female',
  address: '12, MG Road, Kothrud',
  city: 'Pune',
  state: 'Maharashtra',
  isApproved: true,
  rejectionMessage: null,
  role: 'user',
};

const states = [
  { _id: '0190a1b2-0000-7000-8000-0000000000a1', state: 'Maharashtra', code: 'MH' },
  { _id: '0190a1b2-0000-7000-8000-0000000000a2', state: 'Karnataka', code: 'KA' },
];
const city = (name: string) => ({
  _id: `id-${name}`,
  city: name,
  state: 'Maharashtra',
  fkStateId: states[0]!._id,
  latitude: null,
  longitude: null,
  isServed: true,
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (text: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${escape(text)}`) });
const save = () => fireEvent.click(screen.getByRole('button', { name: enWorkspace.profile.save }));

async function openProfile(
  profile: Partial<SessionUser> = {},
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  logIn();
  const current = { ...user, ...profile };
  const calls = mockApi({
    'GET /api/auth/user/fetch': ok({ user: current }),
    'GET /api/userAdmin/user/fetch': ok({ user: current }),
    'GET /api/public/locations/fetchAllStates': ok({ states }),
    'GET /api/public/locations/fetchStateAllCities': ok({ cities: [city('Pune')] }),
    ...handlers,
  });
  const view = renderRoute('/userAdmin/editProfile');
  await screen.findByRole('heading', { level: 1, name: en.pages.editProfile });
  await screen.findByDisplayValue(current.firstName);
  return { calls, ...view };
}

// happy-dom has no document.fonts, which the autosizing address box listens to.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

describe('/userAdmin/editProfile', () => {
  it('fills every field from the profile and links Change Password and Become a Seller', async () => {
    await openProfile();
    expect((field(en.auth.lastName) as HTMLInputElement).value).toBe('Verma');
    expect((field(enWorkspace.profile.contactNo) as HTMLInputElement).value).toBe('9876543210');
    expect((field(enWorkspace.profile.address) as HTMLTextAreaElement).value).toBe(user.address);
    expect((field(en.auth.email) as HTMLInputElement).value).toBe(user.email);
    expect(
      (screen.getByRole('radio', { name: en.gender.Female }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByRole('combobox', { name: en.location.state }) as HTMLInputElement).value,
    ).toBe('Maharashtra');
    expect(
      (screen.getByRole('combobox', { name: en.location.city }) as HTMLInputElement).value,
    ).toBe('Pune');
    expect(
      screen.getByRole('link', { name: enWorkspace.profile.changePassword }).getAttribute('href'),
    ).toBe('/userAdmin/editProfile/changePassword');
    expect(
      screen.getByRole('link', { name: new RegExp(enWorkspace.profile.becomeSeller) }),
    ).toBeTruthy();
    expect(screen.queryByTestId('approval-banner')).toBeNull();
  });

  it('shows the rejection of the profile with its message', async () => {
    await openProfile({ isApproved: false, rejectionMessage: 'Add your full address.' });
    expect(screen.getByText(MSG.approvalRejected)).toBeTruthy();
    expect(screen.getByText(rejectedTitle('Profile'))).toBeTruthy();
    expect(screen.getByText('Add your full address.')).toBeTruthy();
  });

  it('shows the spec messages for a missing or wrong contact number and empty fields', async () => {
    const { calls } = await openProfile();
    fireEvent.change(field(enWorkspace.profile.contactNo), { target: { value: '' } });
    fireEvent.change(field(enWorkspace.profile.address), { target: { value: ' ' } });
    fireEvent.change(field(en.auth.firstName), { target: { value: '' } });
    save();
    expect(await screen.findByText(MSG.contactNoRequiredProfile)).toBeTruthy();
    expect(screen.getByText(MSG.addressRequired)).toBeTruthy();
    expect(screen.getByText(MSG.firstNameRequired)).toBeTruthy();
    fireEvent.change(field(enWorkspace.profile.contactNo), { target: { value: '12345' } });
    save();
    expect(await screen.findByText(MSG.contactNoInvalidProfile)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves the profile, then shows Approval Pending and updates the stored name', async () => {
    const { calls } = await openProfile(
      {},
      {
        'PUT /api/userAdmin/user/update': ({ body }) =>
          ok({ user: { ...user, ...(body as object), isApproved: false } }),
      },
    );
    fireEvent.change(field(en.auth.firstName), { target: { value: 'Ashaa' } });
    fireEvent.change(field(en.auth.email), { target: { value: '' } });
    save();
    expect(await screen.findByText(AUTH_MSG.profileUpdated)).toBeTruthy();
    expect(await screen.findByText(MSG.approvalPending)).toBeTruthy();
    const update = calls.find((call) => call.path === '/api/userAdmin/user/update');
    expect(update?.body).toEqual({
      firstName: 'Ashaa',
      lastName: 'Verma',
      gender: 'Female',
      address: user.address,
      phoneNo: user.phoneNo,
      state: 'Maharashtra',
      city: 'Pune',
    });
    expect(getUserData()?.name).toBe('Ashaa Verma');
  });

  it('a new contact number is verified by OTP before the save', async () => {
    const { calls } = await openProfile(
      {},
      {
        'GET /api/public/user/preRegistration': ok(null),
        'GET /api/auth/user/requestOTP': ok(null),
        'POST /api/auth/user/verifyOTP': ok(null),
        'PUT /api/userAdmin/user/update': ({ body }) =>
          ok({ user: { ...user, ...(body as object), isApproved: false } }),
      },
    );
    fireEvent.change(field(enWorkspace.profile.contactNo), { target: { value: '9123456780' } });
    save();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('+91 91234 56780');
    expect(calls.some((call) => call.path === '/api/userAdmin/user/update')).toBe(false);
    const otp = calls.find((call) => call.path === '/api/auth/user/requestOTP');
    expect(otp?.url.searchParams.get('phoneNo')).toBe('9123456780');
    expect(otp?.url.searchParams.get('type')).toBe('RegisterUser');

    const pins = screen.getAllByLabelText(en.otp.label);
    '2468'.split('').forEach((digit, index) => {
      fireEvent.change(pins[index]!, { target: { value: digit } });
    });
    fireEvent.click(screen.getByRole('button', { name: en.otp.verify }));
    expect(await screen.findByText(AUTH_MSG.profileUpdated)).toBeTruthy();
    const update = calls.find((call) => call.path === '/api/userAdmin/user/update');
    expect(update?.body).toMatchObject({ phoneNo: '9123456780' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a number registered to someone else is refused under the field, with no OTP', async () => {
    const { calls } = await openProfile(
      {},
      { 'GET /api/public/user/preRegistration': fail(409, AUTH_MSG.phoneRegistered, 'CONFLICT') },
    );
    fireEvent.change(field(enWorkspace.profile.contactNo), { target: { value: '9123456780' } });
    save();
    expect(await screen.findByText(AUTH_MSG.phoneRegistered)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/auth/user/requestOTP')).toBe(false);
  });

  it('sends a chosen logo’s name and uploads the file to the answered URL with progress', async () => {
    const sent: { method: string; url: string; type: string | null; body: unknown }[] = [];
    class FakeXhr {
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      status = 0;
      private method = '';
      private url = '';
      private type: string | null = null;
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        if (name.toLowerCase() === 'content-type') this.type = value;
      }
      send(body: unknown) {
        sent.push({ method: this.method, url: this.url, type: this.type, body });
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: 50,
          total: 100,
        } as ProgressEvent);
        setTimeout(() => {
          this.status = 200;
          this.onload?.();
        }, 300);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { calls } = await openProfile(
      {},
      {
        'PUT /api/userAdmin/user/update': ({ body }) =>
          ok({
            user: { ...user, isApproved: false },
            logoPreSignedUrl: (body as { logo?: string }).logo ? '/api/upload/abc?sig=1' : null,
          }),
      },
    );
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['png-bytes'], 'shop.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await screen.findByText(/shop\.(png|webp)/);
    save();
    expect(
      await screen.findByText(enWorkspace.profile.uploading.replace('{{percent}}', '50')),
    ).toBeTruthy();
    expect(await screen.findByText(enWorkspace.profile.logoUploaded)).toBeTruthy();
    const update = calls.find((call) => call.path === '/api/userAdmin/user/update');
    expect((update?.body as { logo: string }).logo).toMatch(/^shop\.(png|webp)$/);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/upload/abc?sig=1' });
    expect(sent[0]?.type).toMatch(/^image\//);
  });
});
