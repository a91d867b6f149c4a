import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen } from '@testing-library/react';
import { defaultPrivacyNotice, type PrivacyAnswers } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { changeLanguage } from '@/i18n/index.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { renderRoute } from '@/test/render.tsx';

// Screens load lazily; on a busy test run they can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const grievance = {
  name: 'Meera Iyer',
  email: 'privacy@haat.example.in',
  phone: '9876543210',
  demo: false,
};
const builtIn = defaultPrivacyNotice({
  otpDays: 7,
  sessionsDays: 30,
  leadsMonths: 24,
  viewsDays: 90,
  auditDays: 400,
  notificationsMonths: 12,
  contactMonths: 24,
  accountDeletionGraceDays: 14,
  grievanceAnswerDays: 90,
});
const standard: PrivacyAnswers['current'] = {
  notice: { version: 0, ...builtIn, publishedAt: null },
  grievance,
};
const published: PrivacyAnswers['current'] = {
  notice: {
    version: 3,
    body: '## What we keep\n\nYour name and phone.\n\n- For enquiries\n- For reviews',
    bodyHi: null,
    publishedAt: '2026-03-05T06:30:00.000Z',
  },
  grievance,
};

const open = async (answer: PrivacyAnswers['current']) => {
  mockApi({ 'GET /api/public/privacyPolicy': ok(answer) });
  renderRoute('/privacyPolicy');
  await screen.findByRole('heading', { level: 1, name: en.pages.privacyPolicy }, { timeout: 5000 });
};

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('/privacyPolicy', () => {
  it('shows the standard notice with its headings and lists, and the grievance contact', async () => {
    await open(standard);
    expect(await screen.findByText(en.privacyPage.standard)).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'When you send an enquiry' }),
    ).toBeTruthy();
    expect(
      screen.getByText(/Enquiries of every kind and posted requirements: 24 months/),
    ).toBeTruthy();
    expect(screen.getAllByRole('list').length).toBeGreaterThan(3);
    const officer = screen.getByRole('region', { name: en.privacyPage.grievanceTitle });
    expect(officer.textContent).toContain('Meera Iyer');
    expect(screen.getByRole('link', { name: 'privacy@haat.example.in' }).getAttribute('href')).toBe(
      'mailto:privacy@haat.example.in',
    );
    expect(screen.getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(screen.queryByText(en.privacyPage.demoNote)).toBeNull();
  });

  it('a published version shows its number and date, and a demo contact says so', async () => {
    await open({ ...published, grievance: { ...grievance, demo: true } });
    expect(await screen.findByText('Version 3, published 05 Mar 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What we keep' })).toBeTruthy();
    expect(screen.getByText('For reviews')).toBeTruthy();
    expect(screen.getByText(en.privacyPage.demoNote)).toBeTruthy();
    expect(screen.getByText(en.privacyPage.demoBadge)).toBeTruthy();
  });

  it('in Hindi: the Hindi text where the version has one, else the English with a note', async () => {
    await act(() => changeLanguage('hi'));
    mockApi({ 'GET /api/public/privacyPolicy': ok(standard) });
    renderRoute('/privacyPolicy');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'जब आप पूछताछ भेजते हैं' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'When you send an enquiry' })).toBeNull();
  });

  it('in Hindi, a version without Hindi shows the English and says why', async () => {
    await act(() => changeLanguage('hi'));
    mockApi({ 'GET /api/public/privacyPolicy': ok(published) });
    renderRoute('/privacyPolicy');
    expect(await screen.findByRole('heading', { level: 2, name: 'What we keep' })).toBeTruthy();
    expect(
      screen.getByText('यह सूचना अभी हिंदी में नहीं लिखी गई है, इसलिए अंग्रेज़ी में दिखाई गई है।'),
    ).toBeTruthy();
  });

  it('offers to try again when the notice could not be loaded', async () => {
    mockApi({ 'GET /api/public/privacyPolicy': fail(503, 'Service unavailable', 'UNAVAILABLE') });
    renderRoute('/privacyPolicy');
    expect(await screen.findByText(en.privacyPage.failed)).toBeTruthy();
  });
});
