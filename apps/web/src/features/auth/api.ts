import { api } from '../../lib/api-client.ts';
import type { SessionUser } from '../../lib/auth-storage.ts';

/**
 * The protected-route session fetch (spec §4). It does not navigate by itself: the seller-area
 * loader turns a failure into a redirect, so the protected screen never renders first.
 */
export const fetchSession = (signal?: AbortSignal) =>
  api.get<{ user: SessionUser }>('/auth/user/fetch', undefined, {
    session: true,
    navigate: false,
    signal,
  });

/** Sign-out tells the server to revoke the token; whatever it answers, the user is signed out. */
export const logOut = () =>
  api.put<unknown>('/auth/user/logOut', undefined, {
    toast: false,
    navigate: false,
    askPlan: false,
  });
