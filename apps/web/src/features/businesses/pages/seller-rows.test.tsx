import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { encodeRouteId, MSG, type SessionUser } from '@haat/shared';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';
import type { SellerBusiness } from '../api.ts';

// The seller's rows say at a glance which businesses are rejected (under the spec's
// Pending filter too) and link to the public page of what is public.

configure({ asyncUtilTimeout: 15000 });

const seller: SessionUser = {
  _id: '0190a1b2-0000-7000-8000-000000000001',
  firstName: 'Asha',
  lastName: 'Verma',
  plan: 'Plan B',
  logo: null,
  phoneNo: '9876543210',
  email: null,
  planExpiresAt: '2099-01-01T00:00:00.000Z',
  gender: 'Female',
  address: null,
  city: 'Pune',
  state: 'Maharashtra',
  isApproved: true,
  rejectionMessage: null,
  role: 'user',
};
const business = (n: number, state: Partial<SellerBusiness>) =>
  ({
    _id: `0190a1b2-0000-7000-8000-0000000004${n}0`,
    name: `Shop ${n}`,
    businessType: 'product',
    images: [],
    tags: [],
    description: 'Sweets',
    phoneNo: '9876543210',
    address: 'MG Road',
    state: 'Maharashtra',
    city: 'Pune',
    pinCode: '411001',
    isApproved: false,
    rejectionMessage: null,
    isActive: true,
    productCount: 0,
    serviceCount: 0,
    leadsCount: 0,
    ...state,
  }) as unknown as SellerBusiness;

const live = business(1, { isApproved: true });
const rejected = business(2, { rejectionMessage: 'Add a clear shop photo.' });
const pending = business(3, {});

describe('the seller’s business rows', { timeout: 30_000 }, () => {
  it('mark Rejected apart from Pending, and link a public business to its page', async () => {
    logIn();
    mockApi({
      'GET /api/auth/user/fetch': ok({ user: seller }),
      'GET /api/userAdmin/business/fetchAll': ok({
        businesses: [live, rejected, pending],
        total: 3,
      }),
    });
    renderRoute('/userAdmin/businesses?filter=Pending');
    const cards = await screen.findAllByTestId('business-card');
    expect(cards).toHaveLength(3);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(second).getByText(MSG.approvalRejected)).toBeTruthy();
    expect(within(second).getByText('Add a clear shop photo.')).toBeTruthy();
    expect(within(third).getByText(MSG.approvalPending)).toBeTruthy();
    expect(within(third).queryByText(MSG.approvalRejected)).toBeNull();

    const view = within(first).getByRole('link', { name: 'View Shop 1 on the site' });
    expect(view.getAttribute('href')).toBe(
      `/business/${encodeRouteId({ _id: live._id, businessName: live.name })}`,
    );
    expect(within(second).queryByText(enWorkspace.workspace.viewOnSite)).toBeNull();
    expect(within(third).queryByText(enWorkspace.workspace.viewOnSite)).toBeNull();
  });

  it('say which live businesses have changes waiting for review, or refused', async () => {
    logIn();
    const revision = (status: 'pending' | 'rejected') => ({
      _id: '0190a1b2-0000-7000-8000-000000000700',
      status,
      rejectionMessage: status === 'rejected' ? 'Blurry photo.' : null,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    });
    mockApi({
      'GET /api/auth/user/fetch': ok({ user: seller }),
      'GET /api/userAdmin/business/fetchAll': ok({
        businesses: [
          business(4, { isApproved: true, revision: revision('pending') }),
          business(5, { isApproved: true, revision: revision('rejected') }),
          business(6, { isApproved: true, revision: null }),
        ],
        total: 3,
      }),
    });
    renderRoute('/userAdmin/businesses');
    const cards = await screen.findAllByTestId('business-card');
    const [waiting, refused, plain] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(waiting).getByText(enWorkspace.revision.rowBadge)).toBeTruthy();
    expect(within(refused).getByText(enWorkspace.revision.rowRejectedBadge)).toBeTruthy();
    expect(within(plain).queryByText(enWorkspace.revision.rowBadge)).toBeNull();
    expect(within(plain).queryByText(enWorkspace.revision.rowRejectedBadge)).toBeNull();
  });

  it('link a product to its public page only while it and its business are public', async () => {
    logIn();
    const product = (n: number, isActive: boolean) => ({
      _id: `0190a1b2-0000-7000-8000-0000000005${n}0`,
      name: `Laddoo ${n}`,
      images: [],
      fkCategoryId: '0190a1b2-0000-7000-8000-000000000600',
      fkSubCategoriesIds: [],
      pricePerUnit: 100,
      sellingPrice: 90,
      tags: [],
      fkBusinessId: live._id,
      isActive,
      isApproved: true,
      rejectionMessage: null,
      leadsCount: 0,
      subCategories: [],
    });
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user: seller }),
      'GET /api/userAdmin/business/fetch': ok({ business: live }),
      'GET /api/userAdmin/product/fetchAll': ok({
        products: [product(1, true), product(2, false)],
        total: 2,
      }),
      'GET /api/userAdmin/product/fetchCount': ok({ total: 2, active: 1, inActive: 1, pending: 0 }),
    });
    renderRoute(
      `/userAdmin/businesses/${encodeRouteId({ _id: live._id, businessName: live.name })}/products`,
    );
    const rows = await screen.findAllByTestId('listing-row');
    const view = await within(rows[0]!).findByRole('link', { name: 'View Laddoo 1 on the site' });
    expect(view.getAttribute('href')).toBe(
      `/product/${encodeRouteId({ _id: product(1, true)._id, productName: 'Laddoo 1' })}`,
    );
    expect(within(rows[1]!).queryByText(enWorkspace.workspace.viewOnSite)).toBeNull();
    expect(calls.some((c) => c.path === '/api/userAdmin/business/fetch')).toBe(true);
  });
});
