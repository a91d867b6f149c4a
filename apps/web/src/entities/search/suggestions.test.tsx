import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { decodeRouteId, type Suggestion } from '@haat/shared';
import { setLocation } from '@/lib/auth-storage.ts';
import { mockApi, ok, type RecordedCall } from '@/test/api-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { SearchBar } from './search-bar.tsx';

const SUGGESTIONS: Suggestion[] = [
  { type: 'subCategory', label: 'Plumbers', labelHi: 'प्लंबर', id: 'sub-1', kind: 'service' },
  { type: 'category', label: 'Home Repairs & Maintenance', id: 'cat-1', kind: 'service' },
  { type: 'query', label: 'Tap and Leakage Repair', kind: 'service', count: 4 },
  { type: 'query', label: 'Tapasya Steel Taps', kind: 'product', count: 2 },
  { type: 'business', label: 'Sharma Plumbing Works', id: 'biz-1', kind: 'service', city: 'Pune' },
];

let calls: RecordedCall[] = [];
function renderBar(answer: Suggestion[] = SUGGESTIONS) {
  calls = mockApi({ 'GET /api/public/search/suggestions': ok({ suggestions: answer }) });
  const router = createMemoryRouter(
    [
      { path: '/home', element: <SearchBar /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/home'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}
const box = () => screen.getByRole('combobox', { name: 'Search products and services' });
const suggestionCalls = () => calls.filter((call) => call.path.endsWith('/suggestions'));

async function typeInto(text: string) {
  fireEvent.focus(box());
  fireEvent.change(box(), { target: { value: text } });
  return screen.findByRole('listbox', { name: 'Suggestions' }, { timeout: 3000 });
}

afterEach(() => setLocation('All Over India'));

describe('search box suggestions', () => {
  it('asks nothing until the box is used, then once for the typed text and city, of both kinds', async () => {
    setLocation('Pune');
    renderBar();
    expect(suggestionCalls()).toHaveLength(0);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    await typeInto('plu');
    expect(suggestionCalls()).toHaveLength(1);
    expect(Object.fromEntries(suggestionCalls()[0]!.url.searchParams)).toEqual({
      q: 'plu',
      city: 'Pune',
    });
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'PlumbersSub-category · Services',
      'Home Repairs & MaintenanceCategory · Services',
      'Tap and Leakage RepairSearch · Services',
      'Tapasya Steel TapsSearch · Products',
      'Sharma Plumbing WorksBusiness · Pune',
    ]);
  });

  it('moves with the arrow keys, wraps through the box, and Enter opens the highlighted one', async () => {
    const router = renderBar();
    await typeInto('plu');
    const options = screen.getAllByRole('option');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box().getAttribute('aria-activedescendant')).toBe(options[4]!.id);
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/service\/category\//));
    const id = router.state.location.pathname.split('/').pop()!;
    expect(decodeRouteId(id)).toEqual({ _id: 'cat-1', category: 'Home Repairs & Maintenance' });
  });

  it('runs the search in its kind with a query suggestion picked by touch or click', async () => {
    const router = renderBar();
    await typeInto('tap');
    fireEvent.click(screen.getByRole('option', { name: /Tap and Leakage Repair/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-over-india'));
    expect(router.state.location.search).toBe('?type=services&searchQuery=Tap+and+Leakage+Repair');
  });

  it('opens products for a product suggestion', async () => {
    const router = renderBar();
    await typeInto('tap');
    fireEvent.click(screen.getByRole('option', { name: /Tapasya Steel Taps/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-over-india'));
    expect(router.state.location.search).toBe('?type=products&searchQuery=Tapasya+Steel+Taps');
  });

  it("opens a business's profile with where the visitor came from", async () => {
    const router = renderBar();
    await typeInto('sharma');
    fireEvent.click(screen.getByRole('option', { name: /Sharma Plumbing Works/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/business\//));
    expect(router.state.location.state).toEqual({ from: 'service' });
  });

  it('closes on Escape and on leaving the box; Enter without a highlight searches the text', async () => {
    const router = renderBar();
    await typeInto('plu');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    // Down opens it again, nothing highlighted until the next Down.
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    await screen.findByRole('listbox');
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    fireEvent.keyDown(box(), { key: 'Escape' });
    fireEvent.change(box(), { target: { value: 'plum' } });
    await screen.findByRole('listbox', {}, { timeout: 3000 });
    fireEvent.blur(box());
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.submit(box().closest('form')!);
    await waitFor(() => expect(router.state.location.search).toContain('searchQuery=plum'));
  });

  it('shows no list when nothing matches, and asks nothing for blank text', async () => {
    renderBar([]);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.change(box(), { target: { value: 'zzzz' } });
    await waitFor(() => expect(suggestionCalls()).toHaveLength(1));
    expect(suggestionCalls()[0]!.url.searchParams.get('q')).toBe('zzzz');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });
});
