import type { SellerReview, SessionUser } from '@haat/shared';

// What the seller's review screens' tests answer for the session and the reviews.

export const seller: SessionUser = {
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

export const SHOP = { _id: '0190a1b2-0000-7000-8000-0000000000b1', name: 'Sharma Electronics' };
export const SALON = { _id: '0190a1b2-0000-7000-8000-0000000000b2', name: 'Glow Salon' };

export const review = (n: number, overrides: Partial<SellerReview> = {}): SellerReview => ({
  _id: `0190a1b2-0000-7000-8000-0000000001${String(n).padStart(2, '0')}`,
  fkBusinessId: SHOP._id,
  business: SHOP,
  name: `Buyer ${n}`,
  erased: false,
  rating: 5,
  text: `Good service ${n}.`,
  helpfulCount: 0,
  isEdited: false,
  verifiedEnquiry: false,
  reply: null,
  status: 'published',
  createdAt: '2024-01-15T20:00:00.000Z',
  updatedAt: '2024-01-15T20:00:00.000Z',
  ...overrides,
});
