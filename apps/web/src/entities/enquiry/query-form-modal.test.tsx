import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MSG, encodeRouteId } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { hi } from '@/i18n/hi.ts';
import { changeLanguage } from '@/i18n/index.ts';
import { callLink, whatsAppEnquiryLink } from '@/lib/contact-links.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { atPhoneWidth, expectPrivacyNotice } from '@/test/privacy-notice.ts';
import { logIn, renderWithProviders } from '@/test/render.tsx';
import { ContactActions } from './contact-actions.tsx';
import { QueryFormModal, resetGuestChoice, type QueryTarget } from './query-form-modal.tsx';

const target: QueryTarget = {
  kind: 'product',
  id: '0190a5e6-0000-7000-8000-000000000001',
  name: 'Redmi Note 13',
};

function renderModal(onClose = vi.fn()) {
  const router = createMemoryRouter(
    [{ path: '/product/:id', element: <QueryFormModal target={target} onClose={onClose} /> }],
    { initialEntries: ['/product/abc'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { onClose, router };
}

const field = (label: string | RegExp) =>
  screen.getByLabelText(
    typeof label === 'string' ? new RegExp(`^${label}`) : label,
  ) as HTMLInputElement;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: en.queryForm.send }));

afterEach(() => resetGuestChoice());

describe('QueryFormModal', () => {
  it('offers a logged-out visitor login or registration first, and lets them go on as a guest', async () => {
    mockApi({});
    const { onClose } = renderModal();
    const prompt = await screen.findByRole('dialog', { name: MSG.registerOrLogin });
    expect(
      within(prompt).getByRole('link', { name: en.queryForm.login }).getAttribute('href'),
    ).toBe('/logIn?redirectTo=%2Fproduct%2Fabc');
    expect(
      within(prompt).getByRole('link', { name: en.queryForm.registerNow }).getAttribute('href'),
    ).toBe('/signUp');
    fireEvent.click(within(prompt).getByRole('button', { name: en.queryForm.continueAsGuest }));
    expect(await screen.findByRole('dialog', { name: /Send Query/ })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('goes straight to the form for a signed-in user, filled in from the profile', async () => {
    mockApi({});
    logIn({ name: 'Asha Verma', phoneNo: '9876543210', email: 'asha@example.in' });
    renderModal();
    await screen.findByRole('dialog', { name: /Send Query/ });
    expect(screen.queryByText(MSG.registerOrLogin)).toBeNull();
    expect(field(en.queryForm.contactPerson).value).toBe('Asha Verma');
    expect(field(en.queryForm.contactNo).value).toBe('9876543210');
  });

  it('asks for a contact person and a 10-digit contact no. in the spec words, and sends nothing', async () => {
    const calls = mockApi({});
    logIn({ name: '', phoneNo: '', email: null });
    renderModal();
    await screen.findByRole('dialog', { name: /Send Query/ });
    send();
    expect(await screen.findByText(MSG.contactPersonRequired)).toBeTruthy();
    expect(screen.getByText(MSG.contactNoRequired)).toBeTruthy();

    type(en.queryForm.contactPerson, 'Anita');
    type(en.queryForm.contactNo, '98765');
    send();
    expect(await screen.findByText(MSG.contactNoInvalid)).toBeTruthy();
    expect(screen.queryByText(MSG.contactPersonRequired)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('keeps the contact no. to 10 digits', async () => {
    mockApi({});
    logIn({ name: '', phoneNo: '', email: null });
    renderModal();
    await screen.findByRole('dialog', { name: /Send Query/ });
    const phone = field(en.queryForm.contactNo);
    expect(phone.maxLength).toBe(10);
    type(en.queryForm.contactNo, '98-765 432a10');
    expect(phone.value).toBe('9876543210');
  });

  it('sends the query once, however often Send is pressed, then says so in the receipt', async () => {
    let answer: (value: unknown) => void = () => {};
    const calls = mockApi({
      'POST /api/public/productLeads/create': () => ok(null, 201),
    });
    // Hold the answer so the second click lands while the first is running.
    const realFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (...args: Parameters<typeof fetch>) =>
          new Promise((resolve) => {
            answer = () => resolve(realFetch(...args));
          }),
      ),
    );
    logIn({ name: '', phoneNo: '', email: null });
    const { onClose } = renderModal();
    await screen.findByRole('dialog', { name: /Send Query/ });
    type(en.queryForm.contactPerson, '  Anita Desai ');
    type(en.queryForm.contactNo, '9812345678');
    type(en.queryForm.query, 'Is it available in blue?');
    send();
    send();
    await vi.waitFor(() => expect(globalThis.fetch).toHaveBeenCalledTimes(1));
    answer(null);
    expect(await screen.findByText(MSG.interestSent)).toBeTruthy();
    // The form gave way to the receipt, which stays until the buyer is done with it.
    expect(screen.getByRole('dialog', { name: /Enquiry sent/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.queryForm.send })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      contactPerson: 'Anita Desai',
      phoneNo: '9812345678',
      query: 'Is it available in blue?',
      // The separate box was left as it starts, unticked: no consent rides with the enquiry.
      reviewInviteSms: false,
      fkProductId: target.id,
    });
  });

  it('asks for the follow-up SMS with its own unticked box, and sends the tick when given', async () => {
    const calls = mockApi({ 'POST /api/public/productLeads/create': () => ok(null, 201) });
    logIn({ name: '', phoneNo: '', email: null });
    renderModal();
    await screen.findByRole('dialog', { name: /Send Query/ });
    const box = screen.getByRole('checkbox', { name: en.consent.inviteBox });
    expect((box as HTMLInputElement).checked).toBe(false);
    type(en.queryForm.contactPerson, 'Anita Desai');
    type(en.queryForm.contactNo, '9812345678');
    fireEvent.click(box);
    send();
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ phoneNo: '9812345678', reviewInviteSms: true });
  });

  it('shows the receipt: who received it, how soon they reply, Call, WhatsApp and My enquiries', async () => {
    const businessId = '0190a5e6-0000-7000-8000-0000000000b1';
    mockApi({
      'POST /api/public/productLeads/create': () => ok(null, 201),
      'GET /api/public/enquiryReceipt': () =>
        ok({
          business: {
            _id: businessId,
            name: 'Sharma Electronics',
            phoneNo: '9876501234',
            slug: null,
          },
          responseTime: { medianMinutes: 150, actedShare: 90, enquiries: 12 },
        }),
    });
    logIn({ name: 'Anita', phoneNo: '9812345678', email: null });
    const { onClose } = renderModal();
    await screen.findByRole('dialog', { name: /Send Query/ });
    send();
    const receipt = await screen.findByRole('dialog', { name: /Enquiry sent/ });
    expect(await within(receipt).findByText('Sent to Sharma Electronics')).toBeTruthy();
    expect(await within(receipt).findByText('Usually replies within 3 hours')).toBeTruthy();
    const call = within(receipt).getByRole('link', { name: 'Call' });
    expect(call.getAttribute('href')).toBe(callLink('9876501234'));
    const whatsApp = within(receipt).getByRole('link', { name: 'WhatsApp' });
    expect(whatsApp.getAttribute('href')).toBe(
      whatsAppEnquiryLink('9876501234', {
        name: target.name,
        path: `/product/${encodeRouteId({ _id: target.id, productName: target.name })}`,
      }),
    );
    expect(
      within(receipt)
        .getByRole('link', { name: 'See replies in My enquiries' })
        .getAttribute('href'),
    ).toBe('/myEnquiries');
    fireEvent.click(within(receipt).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows no reply time under 5 enquiries, and no Call or WhatsApp without a public number', async () => {
    mockApi({
      'POST /api/public/productLeads/create': () => ok(null, 201),
      'GET /api/public/enquiryReceipt': () =>
        ok({
          business: { _id: target.id, name: 'Glow Salon', phoneNo: null, slug: null },
          responseTime: null,
        }),
    });
    logIn({ name: 'Anita', phoneNo: '9812345678', email: null });
    renderModal();
    await screen.findByRole('dialog', { name: /Send Query/ });
    send();
    const receipt = await screen.findByRole('dialog', { name: /Enquiry sent/ });
    expect(await within(receipt).findByText('Sent to Glow Salon')).toBeTruthy();
    expect(within(receipt).queryByText(/Usually replies/)).toBeNull();
    expect(within(receipt).queryByRole('link', { name: 'Call' })).toBeNull();
    expect(within(receipt).queryByRole('link', { name: 'WhatsApp' })).toBeNull();
  });

  it("shows the server's message when the query is refused", async () => {
    mockApi({
      'POST /api/public/productLeads/create': fail(
        404,
        'This product is no longer available.',
        'NOT_FOUND',
      ),
    });
    logIn({ name: 'Anita', phoneNo: '9812345678', email: null });
    const { onClose } = renderModal();
    await screen.findByRole('dialog', { name: /Send Query/ });
    send();
    expect(await screen.findByText('This product is no longer available.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says before Send who sees the name and phone, and opens the full notice in a new tab, on a phone in English and Hindi', async () => {
    atPhoneWidth();
    mockApi({});
    logIn();
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: /Send Query/ });
    // Full screen on the phone, as the journeys draw it.
    expect(dialog.hasAttribute('data-full-screen')).toBe(true);
    expect(en.queryForm.privacyNote).toBe(
      'This seller will see your name and phone number, to answer your enquiry.',
    );
    expectPrivacyNotice(en.queryForm.privacyNote, {
      before: within(dialog).getByRole('button', { name: en.queryForm.send }),
      newTab: true,
    });

    await act(() => changeLanguage('hi'));
    try {
      expectPrivacyNotice(hi.queryForm.privacyNote, {
        before: within(dialog).getByRole('button', { name: hi.queryForm.send }),
        newTab: true,
        lang: 'hi',
      });
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});

describe('ContactActions and contact links', () => {
  it('links Call Now to +91 and Whatsapp to 91 with a message naming the listing and its link', () => {
    expect(callLink('9876543210')).toBe('tel:+919876543210');
    const link = whatsAppEnquiryLink(
      '9876543210',
      { name: 'AC Repair', path: '/service/abc' },
      'https://haat.example',
    );
    expect(link.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(decodeURIComponent(link.split('?text=')[1]!)).toBe(
      'Hello, I am interested in "AC Repair" that I saw on Haat: https://haat.example/service/abc',
    );
  });

  it('opens the enquiry form from its button', async () => {
    mockApi({});
    logIn();
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <ContactActions
              target={{ kind: 'service', id: target.id, name: 'AC Repair', path: '/service/x' }}
              phoneNo="9876543210"
              variant="enquiry"
              withCall
            />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: /Call Now/ }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(screen.getByRole('link', { name: /Whatsapp/ }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/919876543210\?text=/,
    );
    fireEvent.click(screen.getByRole('button', { name: /Send Enquiry/ }));
    expect(await screen.findByRole('dialog', { name: /Send Enquiry/ })).toBeTruthy();
  });
});
