import { useMemo, useSyncExternalStore } from 'react';
import {
  ALL_OVER_INDIA,
  PLAN_NONE,
  planStatus,
  type SessionUser,
  type UserData as LoginUserData,
} from '@haat/shared';

// What the browser keeps between visits: the authorization token, userData and the
// chosen location. One module reads and writes them; screens subscribe through the hooks below.

export const STORAGE_KEYS = {
  token: 'token',
  userData: 'userData',
  location: 'location',
} as const;

/** userData as login answers it, plus the fields a seller's own site keeps. */
export type StoredUserData = LoginUserData & { domain?: string; businessName?: string };

export type { SessionUser };

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policy): behave as logged out
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the session lasts as long as the page
  }
  notify();
}

function notify() {
  for (const listener of listeners) listener();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes this tab's header too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(STORAGE_KEYS).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const getToken = () => read(STORAGE_KEYS.token);
export const isLoggedIn = () => Boolean(getToken());

function parseUserData(raw: string | null): StoredUserData | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as StoredUserData) : null;
  } catch {
    return null;
  }
}

export const getUserData = () => parseUserData(read(STORAGE_KEYS.userData));

export function setUserData(userData: StoredUserData) {
  write(STORAGE_KEYS.userData, JSON.stringify(userData));
}

/** Stores what `POST /auth/user/logIn` answers. */
export function saveLogin(authorization: string, userData: StoredUserData) {
  try {
    window.localStorage.setItem(STORAGE_KEYS.token, authorization);
    window.localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(userData));
  } catch {
    // see write()
  }
  notify();
}

/** Keeps the stored userData in step with the session user the server answers. */
export function userDataFromSession(
  user: SessionUser,
  previous: StoredUserData | null,
): StoredUserData {
  return {
    ...previous,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    plan: user.plan,
    logo: user.logo,
    phoneNo: user.phoneNo,
    email: user.email,
    planExpiresAt: user.planExpiresAt,
    role: user.role,
  };
}

export const getLocation = () => read(STORAGE_KEYS.location) || ALL_OVER_INDIA;
export const setLocation = (location: string) => write(STORAGE_KEYS.location, location);

/** Token expiry and sign-out clear local storage: login and chosen location alike. */
export function clearStorage() {
  try {
    for (const key of Object.values(STORAGE_KEYS)) window.localStorage.removeItem(key);
  } catch {
    // see write()
  }
  notify();
}

/** Plan 0 is no plan (DESIGN.md §4); a user without stored userData has none either. */
type PlanFields = Pick<StoredUserData, 'plan' | 'planExpiresAt'>;

export const hasNoPlan = (userData: PlanFields | null) =>
  !userData?.plan || userData.plan === PLAN_NONE;

/** A paid plan that has not run out (plan status Active or Expiring, not Expired). */
export const hasPaidPlan = (userData: PlanFields | null, now = new Date()) =>
  !hasNoPlan(userData) && planStatus(userData?.planExpiresAt ?? null, now) !== 'Expired';

/**
 * Whether the server lets this user into /api/userAdmin (DESIGN.md §3: an unexpired plan, or an
 * administrator): screens that call it in the background (the header's bell and its live
 * stream) wait for this rather than collect 401 PLAN_REQUIRED answers.
 */
export const canUseSellerArea = (userData: StoredUserData | null, now = new Date()) =>
  userData?.role === 'admin' || hasPaidPlan(userData, now);

const serverSnapshot = () => null;

export function useAuth() {
  const token = useSyncExternalStore(subscribe, getToken, serverSnapshot);
  const rawUserData = useSyncExternalStore(
    subscribe,
    () => read(STORAGE_KEYS.userData),
    serverSnapshot,
  );
  const userData = useMemo(() => parseUserData(rawUserData), [rawUserData]);
  return { token, userData, isLoggedIn: Boolean(token) };
}

export function useChosenLocation() {
  return useSyncExternalStore(subscribe, getLocation, () => ALL_OVER_INDIA);
}
