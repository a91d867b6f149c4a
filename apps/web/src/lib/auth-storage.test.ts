import { describe, expect, it, vi } from 'vitest';
import { ALL_OVER_INDIA } from '@haat/shared';
import {
  clearStorage,
  getLocation,
  getToken,
  getUserData,
  hasNoPlan,
  saveLogin,
  setLocation,
  subscribe,
  userDataFromSession,
  type SessionUser,
  type StoredUserData,
} from './auth-storage.ts';

const userData: StoredUserData = {
  name: 'Asha Verma',
  plan: 'Plan 0',
  logo: null,
  phoneNo: '9876543210',
  email: null,
  planExpiresAt: null,
  role: 'user',
};

const sessionUser: SessionUser = {
  _id: '0190a1b2-0000-7000-8000-000000000001',
  firstName: 'Asha',
  lastName: 'Rao',
  plan: 'Plan B',
  logo: 'logos/asha.webp',
  phoneNo: '9876543210',
  email: 'asha@example.in',
  planExpiresAt: '2099-01-01T00:00:00.000Z',
  gender: 'Female',
  address: null,
  city: 'Pune',
  state: 'Maharashtra',
  isApproved: true,
  rejectionMessage: null,
  role: 'user',
};

describe('auth storage', () => {
  it('keeps the token and userData, and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    saveLogin('tok', userData);
    expect(getToken()).toBe('tok');
    expect(getUserData()).toEqual(userData);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    clearStorage();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('chosen location defaults to All Over India; clearing storage resets it', () => {
    expect(getLocation()).toBe(ALL_OVER_INDIA);
    setLocation('Pune');
    expect(getLocation()).toBe('Pune');
    saveLogin('tok', userData);
    clearStorage();
    expect(getToken()).toBeNull();
    expect(getUserData()).toBeNull();
    expect(getLocation()).toBe(ALL_OVER_INDIA);
  });

  it('Plan 0, or no userData, is no plan', () => {
    expect(hasNoPlan(null)).toBe(true);
    expect(hasNoPlan(userData)).toBe(true);
    expect(hasNoPlan({ ...userData, plan: 'Plan C' })).toBe(false);
  });

  it('builds userData from the session user, keeping seller-site fields', () => {
    const next = userDataFromSession(sessionUser, {
      ...userData,
      domain: 'asha.example',
      businessName: 'Asha Stores',
    });
    expect(next).toEqual({
      name: 'Asha Rao',
      plan: 'Plan B',
      logo: 'logos/asha.webp',
      phoneNo: '9876543210',
      email: 'asha@example.in',
      planExpiresAt: '2099-01-01T00:00:00.000Z',
      role: 'user',
      domain: 'asha.example',
      businessName: 'Asha Stores',
    });
  });

  it('treats unreadable userData as none', () => {
    window.localStorage.setItem('userData', '{not json');
    expect(getUserData()).toBeNull();
  });
});
