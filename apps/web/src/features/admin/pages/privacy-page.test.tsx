import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PRIVACY_MSG, type AdminDashboard, type PrivacyAnswers } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';
import { sessionUser } from '@/test/session-user.ts';

configure({ asyncUtilTimeout: 15000 });
// happy-dom has no document.fonts, which the autosizing text boxes listen to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const P = enWorkspace.admin.privacy;
const admin = sessionUser();
const dashboard: AdminDashboard = {
  pending: { business: 0, product: 0, service: 0, profile: 0 },
  openSubscriptionRequests: 0,
  newContactMessages: 0,
  reviewsWaiting: 0,
  users: { total: 2, active: 2, withPlan: 1, admins: 1 },
  listings: { businesses: 0, products: 0, services: 0, publicProducts: 0, publicServices: 0 },
};

const text = (word: string) =>
  `## ${word}\n\n${'We keep your name and phone to pass your enquiry to the seller. '.repeat(4)}`;
const first: PrivacyAnswers['versions']['versions'][number] = {
  _id: '0190a1b2-0000-7000-8000-000000000901',
  version: 1,
  body: text('First'),
  bodyHi: null,
  publishedAt: '2026-03-05T06:30:00.000Z',
  publishedBy: 'Asha Admin',
};
const current: PrivacyAnswers['current'] = {
  notice: { version: 1, body: first.body, bodyHi: null, publishedAt: first.publishedAt },
  grievance: { name: 'Meera Iyer', email: 'privacy@example.in', phone: '9876543210', demo: false },
};

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

describe('/admin/privacy', { timeout: 30_000 }, () => {
  it('lists the versions, checks the text, and publishes the next version', async () => {
    logIn({ role: 'admin' });
    let versions = [first];
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user: admin }),
      'GET /api/admin/dashboard': ok(dashboard),
      'GET /api/public/privacyPolicy': ok(current),
      'GET /api/admin/privacyPolicy': () => ok({ versions }),
      'POST /api/admin/privacyPolicy': ({ body }) => {
        const published = {
          ...first,
          _id: '0190a1b2-0000-7000-8000-000000000902',
          version: 2,
          ...(body as { body: string; bodyHi?: string }),
          bodyHi: (body as { bodyHi?: string }).bodyHi ?? null,
        };
        versions = [published, first];
        return ok({ version: published }, 201);
      },
    });
    renderRoute('/admin/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: P.title })).toBeTruthy();
    // The console's navigation leads here.
    expect(
      (
        await screen.findAllByRole('link', { name: enWorkspace.admin.nav.privacy })
      )[0]!.getAttribute('href'),
    ).toBe('/admin/privacy');
    expect(await screen.findByText('Version 1')).toBeTruthy();
    expect(screen.getByText(P.current)).toBeTruthy();
    expect(screen.getByText(P.englishOnly)).toBeTruthy();

    // Too short: refused in the shared rule's words before anything is sent.
    type(P.body, 'Too short.');
    fireEvent.click(screen.getByRole('button', { name: 'Publish version 2' }));
    expect(await screen.findByText(PRIVACY_MSG.bodyTooShort)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Starting from the current notice, then publishing after the confirmation.
    fireEvent.click(screen.getByRole('button', { name: P.startFromCurrent }));
    expect((field(P.body) as HTMLTextAreaElement).value).toBe(first.body);
    type(P.body, text('Second'));
    fireEvent.click(screen.getByRole('button', { name: 'Publish version 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(P.confirmText)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: en.common.proceed }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ body: text('Second') });
    expect(await screen.findByText(PRIVACY_MSG.published)).toBeTruthy();
    expect(await screen.findByText('Version 2')).toBeTruthy();
    expect((field(P.body) as HTMLTextAreaElement).value).toBe('');
  });

  it('shows a refusal of the server in its words and keeps the text', async () => {
    logIn({ role: 'admin' });
    mockApi({
      'GET /api/auth/user/fetch': ok({ user: admin }),
      'GET /api/admin/dashboard': ok(dashboard),
      'GET /api/public/privacyPolicy': ok(current),
      'GET /api/admin/privacyPolicy': ok({ versions: [] }),
      'POST /api/admin/privacyPolicy': fail(409, PRIVACY_MSG.publishedMeanwhile, 'CONFLICT'),
    });
    renderRoute('/admin/privacy');
    expect(await screen.findByText(P.none)).toBeTruthy();
    type(P.body, text('Mine'));
    fireEvent.click(screen.getByRole('button', { name: 'Publish version 1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: en.common.proceed }));
    expect(await screen.findByText(PRIVACY_MSG.publishedMeanwhile)).toBeTruthy();
    expect((field(P.body) as HTMLTextAreaElement).value).toBe(text('Mine'));
  });
});
