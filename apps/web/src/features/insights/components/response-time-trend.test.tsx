import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { ResponseTimeTally } from '@haat/shared';
import { changeLanguage, loadWorkspaceStrings } from '@/i18n/index.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ResponseTimeTrend } from './response-time-trend.tsx';

// The seller sees their response time of the last 90 days beside the 90 before.

const tally = (
  enquiries: number,
  acted: number,
  medianMinutes: number | null,
): ResponseTimeTally => ({
  enquiries,
  acted,
  actedShare: enquiries ? Math.floor((acted * 100) / enquiries) : null,
  medianMinutes,
});
const entry = (current: ResponseTimeTally, previous: ResponseTimeTally, name = 'Kumar Sweets') => ({
  _id: `0190a1b2-0000-7000-8000-${name.length.toString().padStart(12, '0')}`,
  name,
  current,
  previous,
});

beforeAll(() => loadWorkspaceStrings());

describe('response time in insights', () => {
  it('what buyers see, the enquiries acted on, and the 90 days before with the trend', () => {
    renderWithProviders(
      <ResponseTimeTrend entries={[entry(tally(25, 23, 95), tally(10, 8, 400))]} />,
    );
    const box = screen.getByTestId('response-time');
    expect(
      within(box).getByText('Usually responds within 2 hours · 92% of enquiries'),
    ).toBeTruthy();
    expect(within(box).getByText('23 of 25 enquiries acted on in the last 90 days')).toBeTruthy();
    expect(box.textContent).toContain(
      'The 90 days before: Usually responds within 7 hours · 80% of enquiries (10 enquiries) · faster now',
    );
    // One business: its name is the page's choice already.
    expect(screen.queryByText('Kumar Sweets')).toBeNull();
  });

  it('"not enough enquiries yet" under 5, and the 90 days before too few or none', () => {
    renderWithProviders(
      <ResponseTimeTrend
        entries={[
          entry(tally(4, 4, 30), tally(3, 1, 60), 'Kumar Sweets'),
          entry(tally(0, 0, null), tally(0, 0, null), 'Kumar Salon'),
        ]}
      />,
    );
    const [sweets, salon] = screen.getAllByTestId('response-time');
    expect(within(sweets!).getByText('Kumar Sweets')).toBeTruthy();
    expect(sweets!.textContent).toContain(
      'Not enough enquiries yet: 4 in the last 90 days. Buyers see it from 5.',
    );
    expect(sweets!.textContent).toContain('The 90 days before: 3 enquiries, too few to show');
    expect(sweets!.textContent).not.toContain('Usually responds');
    expect(salon!.textContent).toContain('Not enough enquiries yet: 0 in the last 90 days.');
    expect(salon!.textContent).toContain('The 90 days before: no enquiries');
  });

  it('enough enquiries but none acted on: nothing is shown to buyers, and the seller is told why', () => {
    renderWithProviders(
      <ResponseTimeTrend entries={[entry(tally(6, 0, null), tally(5, 5, 50))]} />,
    );
    const box = screen.getByTestId('response-time');
    expect(box.textContent).toContain(
      'None of your 6 enquiries of the last 90 days was acted on: mark one Contacted when you reply.',
    );
    expect(box.textContent).toContain(
      'The 90 days before: Usually responds within an hour · 100% of enquiries (5 enquiries)',
    );
    expect(box.textContent).not.toContain('now');
  });

  it('in Hindi', async () => {
    await act(() => changeLanguage('hi'));
    try {
      renderWithProviders(
        <ResponseTimeTrend entries={[entry(tally(25, 23, 95), tally(3, 1, 60))]} />,
      );
      const box = screen.getByTestId('response-time');
      expect(box.textContent).toContain('आम तौर पर 2 घंटे के अंदर जवाब देते हैं · 92% पूछताछ पर');
      expect(box.textContent).toContain('पिछले 90 दिनों की 25 पूछताछ में से 23 पर कदम उठाया');
      expect(box.textContent).toContain('उससे पहले के 90 दिन: 3 पूछताछ, दिखाने के लिए बहुत कम');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
