import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEEK_DAYS, type WorkingHours } from '@haat/shared';
import { Providers } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { setDrawnAt } from '@/lib/page-clock.ts';
import { WorkingHoursCard } from './working-hours-card.tsx';

const hours: WorkingHours = {
  isOpen24Hours: false,
  timings: WEEK_DAYS.map((day) => ({ day, from: '09:00', to: '21:00', isClosed: false })),
};

// Saturday 21 November 2026: 20:59:50 and 21:00:10 in India (UTC+5:30).
const drawnOpen = new Date('2026-11-21T15:29:50Z');
const hydratedClosed = new Date('2026-11-21T15:30:10Z');

const card = () => (
  <Providers queryClient={createQueryClient()} env="test">
    <WorkingHoursCard hours={hours} />
  </Providers>
);

afterEach(() => {
  vi.useRealTimers();
});

describe('WorkingHoursCard on a drawn page', () => {
  it('hydrates what the server drew, then shows the browser’s own time', async () => {
    // The server draws at 20:59:50: open. The page reaches the browser after 21:00: closed.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(drawnOpen);
    setDrawnAt(drawnOpen.getTime());
    const container = document.createElement('div');
    container.innerHTML = renderToString(card());
    document.body.append(container);
    expect(container.textContent).toContain('Open now · closes 9 PM');

    vi.setSystemTime(hydratedClosed);
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, card(), { onRecoverableError: recoverable }),
    );
    // No mismatch (React would have thrown the drawn markup away), and the time moved on.
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Closed · opens 9 AM tomorrow');
    // The table reads the hours as the badge does.
    expect(container.textContent).toContain('9 AM – 9 PM');
    act(() => root.unmount());
    container.remove();
  });
});
