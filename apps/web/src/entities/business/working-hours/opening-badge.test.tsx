import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WEEK_DAYS, type WorkingHours } from '@haat/shared';
import { Providers } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { changeLanguage, i18n } from '@/i18n/index.ts';
import { OpeningBadge } from './opening-badge.tsx';
import { clockLabel } from './opening-label.ts';

const week = (from: string, to: string, closed: string[] = []): WorkingHours => ({
  isOpen24Hours: false,
  timings: WEEK_DAYS.map((day) => ({ day, from, to, isClosed: closed.includes(day) })),
});
const ist = (local: string) => new Date(`${local}+05:30`);
const badge = (hours: WorkingHours | null, now: Date) =>
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <OpeningBadge hours={hours} now={now} />
    </Providers>,
  );
const originalTz = process.env.TZ;

afterEach(async () => {
  process.env.TZ = originalTz;
  await act(() => changeLanguage('en'));
});

describe('OpeningBadge', () => {
  it('says when an open shop closes, past midnight too', () => {
    badge(week('18:00', '02:00'), ist('2026-11-21T23:30:00'));
    expect(screen.getByText('Open now · closes 2 AM')).toBeTruthy();
  });

  it('says when a closed shop opens: tomorrow after a closed day, or a later day', () => {
    badge(week('10:00', '21:00', ['Sunday']), ist('2026-11-22T12:00:00'));
    expect(screen.getByText('Closed · opens 10 AM tomorrow')).toBeTruthy();
  });

  it('names the day when it opens later in the week', () => {
    badge(week('10:00', '21:00', ['Saturday', 'Sunday']), ist('2026-11-21T12:00:00'));
    expect(screen.getByText('Closed · opens 10 AM Monday')).toBeTruthy();
  });

  it('reads Open 24 hours, and nothing without hours', () => {
    badge(null, new Date());
    expect(screen.queryByText(/Open|Closed/)).toBeNull();
    badge({ ...week('09:00', '21:00'), isOpen24Hours: true }, new Date());
    expect(screen.getByText('Open 24 hours')).toBeTruthy();
  });

  it('is right whatever the device time zone', () => {
    process.env.TZ = 'America/New_York';
    // 23:30 in India is 13:00 in New York: the shop's own clock decides.
    badge(week('18:00', '02:00'), ist('2026-11-21T23:30:00'));
    expect(screen.getByText('Open now · closes 2 AM')).toBeTruthy();
  });

  it(
    'speaks Hindi with Hindi times, never AM / PM (issue 35, decision 011)',
    { timeout: 30_000 },
    async () => {
      await act(() => changeLanguage('hi'));
      badge(week('10:00', '21:00', ['Sunday']), ist('2026-11-22T12:00:00'));
      expect(screen.getByText('बंद · कल सुबह 10 बजे खुलेगा')).toBeTruthy();
      badge(week('18:00', '02:00'), ist('2026-11-21T23:30:00'));
      expect(screen.getByText('अभी खुला · रात 2 बजे तक')).toBeTruthy();
      badge(week('10:00', '21:30', ['Saturday', 'Sunday']), ist('2026-11-21T12:00:00'));
      expect(screen.getByText('बंद · सोमवार सुबह 10 बजे खुलेगा')).toBeTruthy();
      expect(document.body.textContent).not.toMatch(/AM|PM/);
    },
  );
});

describe('clockLabel', () => {
  it('writes a time of day by the part of the day in each language', async () => {
    const times = [
      0,
      3 * 60 + 59,
      4 * 60,
      9 * 60 + 30,
      12 * 60,
      15 * 60,
      16 * 60,
      19 * 60 + 45,
      21 * 60,
    ];
    expect(times.map((m) => clockLabel(m, i18n.t))).toEqual([
      '12 AM',
      '3:59 AM',
      '4 AM',
      '9:30 AM',
      '12 PM',
      '3 PM',
      '4 PM',
      '7:45 PM',
      '9 PM',
    ]);
    await act(() => changeLanguage('hi'));
    expect(times.map((m) => clockLabel(m, i18n.t))).toEqual([
      'रात 12 बजे',
      'रात 3:59 बजे',
      'सुबह 4 बजे',
      'सुबह 9:30 बजे',
      'दोपहर 12 बजे',
      'दोपहर 3 बजे',
      'शाम 4 बजे',
      'शाम 7:45 बजे',
      'रात 9 बजे',
    ]);
  });
});
