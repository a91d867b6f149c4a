import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RevisionSummary } from '@haat/shared';
import { changeLanguage } from '@/i18n/index.ts';
import { renderWithProviders } from '@/test/render.tsx';
import type { ListingBase } from './api.ts';
import { ListingRow } from './listing-row.tsx';

// An imported price change of a live product waited for approval while the seller's
// list still said "₹229 · Approved" with no sign of the ₹219 submitted.

const product = (revision: RevisionSummary | null) =>
  ({
    _id: '0190a1b2-0000-7000-8000-000000000510',
    name: 'Pending cable',
    images: [],
    fkCategoryId: '0190a1b2-0000-7000-8000-000000000600',
    fkSubCategoriesIds: [],
    pricePerUnit: 299,
    sellingPrice: 229,
    tags: [],
    fkBusinessId: '0190a1b2-0000-7000-8000-000000000410',
    isActive: true,
    isApproved: true,
    rejectionMessage: null,
    leadsCount: 0,
    subCategories: [],
    revision,
  }) as unknown as ListingBase;

const waiting = (status: 'pending' | 'rejected', name = 'Pending cable'): RevisionSummary => ({
  _id: '0190a1b2-0000-7000-8000-000000000700',
  status,
  rejectionMessage: status === 'rejected' ? 'Prices look wrong.' : null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  proposed: { name, pricePerUnit: 299, sellingPrice: 219 },
});

const renderRow = (item: ListingBase) => {
  const row = (
    <ListingRow
      kind="product"
      item={item}
      editTo="/edit"
      leadsTo="/leads"
      onToggle={async () => {}}
      onDelete={() => {}}
    />
  );
  const router = createMemoryRouter([{ path: '/', element: row }]);
  renderWithProviders(<RouterProvider router={router} />);
  return screen.getByTestId('listing-row');
};

afterEach(() => changeLanguage('en'));

describe('a listing row with changes waiting for approval', () => {
  it('shows the live price, the price waiting and a badge saying so', () => {
    const row = renderRow(product(waiting('pending')));
    expect(within(row).getByText('₹229')).toBeTruthy();
    expect(within(row).getByText('→ ₹219')).toBeTruthy();
    expect(within(row).getByText('Approved')).toBeTruthy();
    expect(within(row).getByText('Changes waiting')).toBeTruthy();
  });

  it('a new name waiting, and rejected changes, in Hindi too', async () => {
    const row = renderRow(product(waiting('rejected', 'Braided cable')));
    expect(within(row).getByText('New name: Braided cable')).toBeTruthy();
    expect(within(row).getByText('Changes rejected')).toBeTruthy();
    await changeLanguage('hi');
    expect(await within(row).findByText('बदलाव अस्वीकार')).toBeTruthy();
  });

  it('without changes waiting, only the live price and state', () => {
    const row = renderRow(product(null));
    expect(within(row).queryByText(/→/)).toBeNull();
    expect(within(row).queryByText('Changes waiting')).toBeNull();
  });
});
