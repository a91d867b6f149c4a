import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_MSG, formatDate } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { hi } from '@/i18n/hi.ts';
import { changeLanguage } from '@/i18n/index.ts';
import { mockApi, ok } from '@/test/api-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ConsentsPanel } from './consents-panel.tsx';

// What the proved phone agreed to on My enquiries, and Stop beside each.

const GIVEN = '2026-11-20T05:30:00.000Z';
const words = en.consent;

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('ConsentsPanel', () => {
  it('lists the consent in words with its date and notice version; Stop withdraws it with the proof', async () => {
    const calls = mockApi({
      'POST /api/myEnquiries/consents': ok({
        consents: [{ purpose: 'reviewInviteSms', givenAt: GIVEN, noticeVersion: 2 }],
      }),
      'POST /api/myEnquiries/consents/withdraw': ok({ consents: [] }, 200),
    });
    renderWithProviders(<ConsentsPanel proof="signed-proof" />);
    expect(await screen.findByText(words.purposes.reviewInviteSms)).toBeTruthy();
    expect(
      screen.getByText(
        words.given.replace('{{date}}', formatDate(GIVEN)).replace('{{version}}', '2'),
      ),
    ).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', {
        name: words.stopLabel.replace('{{purpose}}', words.purposes.reviewInviteSms),
      }),
    );
    expect(await screen.findByText(words.none)).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/withdraw'))?.body).toEqual({
      proof: 'signed-proof',
      purpose: 'reviewInviteSms',
    });
    expect(await screen.findByText(CONSENT_MSG.withdrawn)).toBeTruthy();
  });

  it('says so in Hindi when nothing is agreed to', async () => {
    await act(() => changeLanguage('hi'));
    mockApi({ 'POST /api/myEnquiries/consents': ok({ consents: [] }) });
    renderWithProviders(<ConsentsPanel proof="signed-proof" />);
    await waitFor(() => expect(screen.getByText(hi.consent.none)).toBeTruthy());
    expect(screen.getByRole('heading', { name: hi.consent.panelTitle })).toBeTruthy();
  });
});
