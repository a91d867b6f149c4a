import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { en } from '@/i18n/en.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { CardRowCarousel, ROW_LAYOUTS } from './card-row-carousel.tsx';

// happy-dom's window is 1024 px wide: the products layout's tablet grid, 4 columns × 2 rows.
const items = (count: number) => Array.from({ length: count }, (_, i) => `Item ${i + 1}`);

function row(count: number, showMoreTo?: string) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <CardRowCarousel
          title="Washing Machines"
          showMoreTo={showMoreTo}
          items={items(count)}
          getKey={(item) => item}
          renderItem={(item) => <div>{item}</div>}
          layout={ROW_LAYOUTS.products}
        />
      ),
    },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
}

const tile = () =>
  screen
    .queryAllByRole('link')
    .find((link) => link.textContent?.includes(en.cards.moreTileHint)) as HTMLElement | undefined;

describe('CardRowCarousel, a short row', () => {
  it('ends its last line with a Show More tile over the empty cells', () => {
    row(3, '/Pune/washing-machines');
    expect(tile()?.getAttribute('href')).toBe('/Pune/washing-machines');
    expect(tile()?.style.gridColumn).toBe('span 1');
    expect(tile()?.textContent).toContain('Show more: Washing Machines');
  });

  it('spans what the last line leaves: five cards on 4 columns leave three', () => {
    row(5, '/x');
    expect(tile()?.style.gridColumn).toBe('span 3');
  });

  it('no tile when the slide is full', () => {
    row(8, '/x');
    expect(tile()).toBeUndefined();
  });

  it('no tile for a row of several slides', () => {
    row(11, '/x');
    expect(tile()).toBeUndefined();
  });

  it('no tile without Show More', () => {
    row(3);
    expect(tile()).toBeUndefined();
    expect(screen.getByText('Item 3')).toBeTruthy();
  });
});
