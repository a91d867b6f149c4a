import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { InsightsAnswer } from '@haat/shared';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { listingActions, TopListings } from './top-listings.tsx';

// The list is ranked by a figure (the five actions added up); each row shows it.

const listing = (
  id: string,
  name: string,
  counts: Partial<Record<'views' | 'calls' | 'whatsapp' | 'shares' | 'enquiries', number>>,
  appearances = 0,
): InsightsAnswer['topListings'][number] => ({
  _id: `0190a1b2-0000-7000-8000-00000000000${id}`,
  kind: 'product',
  name,
  businessName: 'Kumar Sweets',
  views: 0,
  calls: 0,
  whatsapp: 0,
  shares: 0,
  enquiries: 0,
  ...counts,
  appearances,
});

// As the server ranks them: actions first (views 120 + 4 = 124; 30 + 50 + 2 + 3 + 9 = 94; 1000+ shown
// with a separator), appearances hidden from the ranking figure.
const LISTINGS = [
  listing('1', 'Ghee Ladoo', { views: 1200, enquiries: 34 }),
  listing('2', 'Kaju Katli 500 g', { views: 120, whatsapp: 4 }, 9000),
  listing('3', 'Soan Papdi', { views: 30, calls: 50, whatsapp: 2, shares: 3, enquiries: 9 }),
  listing('4', 'Rasgulla', { enquiries: 1 }),
];

describe('TopListings', () => {
  it('shows on each row the figure it is ranked by, and says what it is', () => {
    renderWithProviders(
      <MemoryRouter>
        <TopListings listings={LISTINGS} locale="en-IN" />
      </MemoryRouter>,
    );
    expect(screen.getByText(enWorkspace.insights.topListingsHint)).toBeTruthy();
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    const shown = rows.map((row) => within(row).getByTestId('listing-actions').textContent);
    expect(shown).toEqual(['1,234 actions', '124 actions', '94 actions', '1 action']);
    // The order read off the screen is the order of the list.
    const figures = LISTINGS.map(listingActions);
    expect(figures).toEqual([...figures].sort((a, b) => b - a));
    // The figure is the sum of the five counts shown beside it.
    expect(within(rows[2]!).getByTitle('Call Now taps').textContent).toBe('Call Now taps: 50');
  });
});
