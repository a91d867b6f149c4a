import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { MSG, PUBLIC_MSG } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { renderRoute } from '@/test/render.tsx';

// Screens load lazily; on a busy test run they can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement | HTMLTextAreaElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: en.contactPage.send }));

async function openPage() {
  renderRoute('/contactUs');
  await screen.findByRole('heading', { level: 1, name: en.pages.contactUs }, { timeout: 5000 });
}

describe('/contactUs', () => {
  it('shows the support phone, e-mail and address', async () => {
    mockApi({});
    await openPage();
    expect(screen.getByRole('link', { name: '+91 99999 99999' }).getAttribute('href')).toBe(
      'tel:+919999999999',
    );
    expect(screen.getByRole('link', { name: 'support@example.com' }).getAttribute('href')).toBe(
      'mailto:support@example.com',
    );
    expect(screen.getByText('Haat, India')).toBeTruthy();
  });

  it('says the placeholders are demo details while the build has not set its own', async () => {
    mockApi({});
    await openPage();
    expect(screen.getByText(en.contactPage.demoNote)).toBeTruthy();
    expect(screen.getAllByText(en.contactPage.demoBadge)).toHaveLength(3);
  });

  it('asks for a name, a message and a way to reply, in the shared schema’s words', async () => {
    const calls = mockApi({});
    await openPage();
    send();
    expect(await screen.findByText(PUBLIC_MSG.contactNameRequired)).toBeTruthy();
    expect(screen.getByText(PUBLIC_MSG.contactMessageRequired)).toBeTruthy();
    expect(screen.getByText(PUBLIC_MSG.contactReplyRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('wants 10 digits in the phone and a well-formed e-mail', async () => {
    const calls = mockApi({});
    await openPage();
    type(en.contactPage.name, 'Ravi Kumar');
    type(en.contactPage.message, 'Where do I find pest control in Pune?');
    type(en.contactPage.phone, '98765');
    type(en.contactPage.email, 'ravi@');
    send();
    expect(await screen.findByText(PUBLIC_MSG.contactPhoneInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.emailInvalid)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('the phone field keeps digits only, at most 10', async () => {
    mockApi({});
    await openPage();
    type(en.contactPage.phone, '98a76-54');
    expect(field(en.contactPage.phone).value).toBe('987654');
    expect(field(en.contactPage.phone).getAttribute('maxLength')).toBe('10');
  });

  it('sends the message, thanks the visitor and clears the form', async () => {
    const calls = mockApi({
      'POST /api/public/contactUs': ok({ _id: 'c1' }, 201),
    });
    await openPage();
    type(en.contactPage.name, '  Ravi Kumar ');
    type(en.contactPage.phone, '9876543210');
    type(en.contactPage.message, 'Please add Nagpur.');
    send();
    expect(await screen.findByText(PUBLIC_MSG.contactSent)).toBeTruthy();
    const post = calls.find((call) => call.path === '/api/public/contactUs');
    expect(post?.method).toBe('POST');
    expect(post?.body).toEqual({
      name: 'Ravi Kumar',
      phoneNo: '9876543210',
      message: 'Please add Nagpur.',
    });
    await waitFor(() => expect(field(en.contactPage.name).value).toBe(''));
  });

  it('an e-mail alone is enough to reply to', async () => {
    const calls = mockApi({ 'POST /api/public/contactUs': ok({ _id: 'c2' }, 201) });
    await openPage();
    type(en.contactPage.name, 'Ravi');
    type(en.contactPage.email, 'ravi@example.in');
    type(en.contactPage.message, 'Hello');
    send();
    expect(await screen.findByText(PUBLIC_MSG.contactSent)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/public/contactUs')?.body).toEqual({
      name: 'Ravi',
      email: 'ravi@example.in',
      message: 'Hello',
    });
  });

  it('a refusal from the server is shown and the form keeps what was typed', async () => {
    mockApi({
      'POST /api/public/contactUs': fail(
        429,
        'Too many requests, please try again later.',
        'RATE_LIMITED',
      ),
    });
    await openPage();
    type(en.contactPage.name, 'Ravi');
    type(en.contactPage.phone, '9876543210');
    type(en.contactPage.message, 'Hello again');
    send();
    expect(await screen.findByText('Too many requests, please try again later.')).toBeTruthy();
    expect(screen.queryByText(PUBLIC_MSG.contactSent)).toBeNull();
    expect(field(en.contactPage.message).value).toBe('Hello again');
  });
});
