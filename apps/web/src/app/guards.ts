import { redirect } from 'react-router';
import { fetchSession, logOut } from '@/features/auth/session-api.ts';
import { decideOnError, isApiError, isTransient } from '@/lib/api-errors.ts';
import {
  clearStorage,
  getToken,
  getUserData,
  setUserData,
  userDataFromSession,
} from '@/lib/auth-storage.ts';

/** A logged-in user visiting /logIn goes to /home. */
export function guestOnlyLoader() {
  return getToken() ? redirect('/home') : null;
}

/**
 * The seller area: no token → /logIn; otherwise the session fetch runs once on entering.
 * No plan → the 'buy a plan' confirm and /home; any other failure → stored login cleared and
 * /logIn. The stored userData follows the answer so the header stays current.
 */
export async function sellerLoader({ request }: { request: Request }) {
  if (!getToken()) {
    // After logging in, the user comes back to the page they asked for.
    const { pathname, search } = new URL(request.url);
    return redirect(`/logIn?redirectTo=${encodeURIComponent(pathname + search)}`);
  }
  try {
    const { user } = await fetchSession(request.signal);
    setUserData(userDataFromSession(user, getUserData()));
    return { user };
  } catch (error) {
    // A transient failure keeps the login: the route's error page offers to try again.
    if (!isApiError(error) || isTransient(error)) throw error;
    // The client already cleared storage, toasted and asked about the plan as needed.
    return redirect(decideOnError(error, { session: true }).navigateTo ?? '/logIn');
  }
}

/** /userAdmin/signOut: revoke on the server (failure ignored), clear storage, go to /logIn. */
export async function signOutLoader() {
  if (getToken()) await logOut().catch(() => undefined);
  clearStorage();
  return redirect('/logIn');
}
