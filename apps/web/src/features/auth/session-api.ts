import { authContract } from '@haat/shared/endpoints';
import { api } from '@/lib/api-client.ts';

// The two account calls every page's router may make (app/guards.ts), apart from the auth
// screens' calls (features/auth/api.ts re-exports them): importing those from the first view
// brought the sign-up, login and OTP calls and the password encoding with them (docs/page-speed.md).

/**
 * The protected-route session fetch. It does not navigate by itself: the seller-area
 * loader turns a failure into a redirect, so the protected screen never renders first.
 */
export const fetchSession = (signal?: AbortSignal) =>
  api(authContract.fetchUser, undefined, {
    session: true,
    navigate: false,
    signal,
  });

/** Sign-out tells the server to revoke the token; whatever it answers, the user is signed out. */
export const logOut = () =>
  api(authContract.logOut, undefined, {
    toast: false,
    navigate: false,
    askPlan: false,
  });
