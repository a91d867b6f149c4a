import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { decodeRouteId, MSG, type SearchAlternatives } from '@haat/shared';
import { emptyFilters } from '@/lib/listing-filters.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { NoResults } from './no-results.tsx';

function renderNoResults(alternatives?: SearchAlternatives) {
  const onSearch = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <NoResults
            search="plumber"
            params={{
              kind: 'service',
              searchQuery: 'plumber in pune',
              sort: 'relevance',
              filters: emptyFilters(),
            }}
            alternatives={alternatives}
            onSearch={onSearch}
          />
        ),
      },
    ],
    { initialEntries: ['/Pune?type=services&searchQuery=plumber'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { onSearch, router };
}

describe('NoResults', () => {
  it("says the spec's words and offers the server's alternatives as links", () => {
    const { onSearch } = renderNoResults({
      didYouMean: 'plumbers',
      allIndiaTotal: 14,
      categories: [
        { id: 'sub-1', name: 'Plumbers', nameHi: 'प्लंबर', level: 'subCategory', type: 'service' },
        { id: 'cat-1', name: 'Home Repairs & Maintenance', level: 'category', type: 'service' },
      ],
    });
    expect(screen.getByText(MSG.noResultFound)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Did you mean “plumbers”?' }));
    expect(onSearch).toHaveBeenCalledWith('plumbers');
    const allIndia = screen.getByRole('link', { name: '“plumber” All Over India (14)' });
    expect(allIndia.getAttribute('href')).toBe(
      '/all-over-india?type=services&searchQuery=plumber&sort=relevance',
    );
    const sub = screen.getByRole('link', { name: 'Plumbers' }).getAttribute('href')!;
    expect(sub).toMatch(/^\/service\/subCategory\//);
    expect(decodeRouteId(sub.split('/').pop()!)).toEqual({ _id: 'sub-1', subCategory: 'Plumbers' });
    const category = screen.getByRole('link', { name: 'Home Repairs & Maintenance' });
    expect(category.getAttribute('href')).toMatch(/^\/service\/category\//);
  });

  it('says only No result found when the server offers nothing', () => {
    renderNoResults(undefined);
    expect(screen.getByText(MSG.noResultFound)).toBeTruthy();
    expect(screen.queryByText('Try instead')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
