import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { WEEK_DAYS } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { renderWithProviders } from '@/test/render.tsx';
import type { WorkingHours } from '../api.ts';
import { WorkingHoursEditor } from './working-hours-editor.tsx';
import { copyMondayToAll, defaultWorkingHours, normalizeWorkingHours } from './working-hours.ts';

const mondayLate = (): WorkingHours => {
  const hours = defaultWorkingHours();
  hours.timings[0] = { day: 'Monday', from: '07:00', to: '22:00', isClosed: false };
  return hours;
};

function Harness({ onChange }: { onChange: (hours: WorkingHours) => void }) {
  const [hours, setHours] = useState(mondayLate);
  return (
    <WorkingHoursEditor
      value={hours}
      onChange={(next) => {
        onChange(next);
        setHours(next);
      }}
    />
  );
}

describe('working hours', () => {
  it('start with 7 days, Monday first, closed on Sunday', () => {
    const hours = defaultWorkingHours();
    expect(hours.timings.map((timing) => timing.day)).toEqual([...WEEK_DAYS]);
    expect(hours.timings.find((timing) => timing.day === 'Sunday')?.isClosed).toBe(true);
  });

  it('read saved hours in week order and fill a missing day', () => {
    const hours = normalizeWorkingHours({
      isOpen24Hours: false,
      timings: [
        { day: 'Sunday', from: '10:00', to: '14:00', isClosed: false },
        { day: 'Monday', from: '08:00', to: '20:00', isClosed: false },
      ],
    });
    expect(hours.timings).toHaveLength(7);
    expect(hours.timings[0]).toMatchObject({ day: 'Monday', from: '08:00', to: '20:00' });
    expect(hours.timings[6]).toMatchObject({ day: 'Sunday', from: '10:00', to: '14:00' });
  });

  it('copy Monday to all gives every day Monday’s hours and closed state', () => {
    const copied = copyMondayToAll(mondayLate());
    for (const timing of copied.timings) {
      expect(timing).toMatchObject({ from: '07:00', to: '22:00', isClosed: false });
    }
  });

  it('the editor’s Copy Monday to all button copies Monday to every day', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const sundayClosed = screen.getByRole('checkbox', { name: 'Closed on Sunday' });
    expect((sundayClosed as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: en.workingHours.copyMonday }));

    const next = onChange.mock.calls.at(-1)?.[0] as WorkingHours;
    expect(next.timings).toHaveLength(7);
    expect(new Set(next.timings.map((timing) => `${timing.from}-${timing.to}`))).toEqual(
      new Set(['07:00-22:00']),
    );
    expect(next.timings.every((timing) => !timing.isClosed)).toBe(true);
    expect((sundayClosed as HTMLInputElement).checked).toBe(false);
  });

  it('open 24 hours turns the day rows off', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch', { name: en.workingHours.open24Hours }));
    expect(onChange.mock.calls.at(-1)?.[0]).toMatchObject({ isOpen24Hours: true });
    expect(
      (screen.getByRole('checkbox', { name: 'Closed on Monday' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: en.workingHours.copyMonday }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});
