import { redirect } from 'react-router';
import { authContract } from '@haat/shared/endpoints';
import { api } from '@/lib/api-client.ts';
import { isApiError, isTransient } from '@/lib/api-errors.ts';
import { getToken, getUserData, setUserData, userDataFromSession } from '@/lib/auth-storage.ts';

/**
 * The console's door: no token → /logIn (and back here after it); the session says whether
 * the user is an administrator (the stored userData may be stale); anyone else goes home. The
 * server refuses every /api/admin call of a non-administrator anyway (403).
 */
export async function adminLoader({ request }: { request: Request }) {
  const here = new URL(request.url);
  const back = `${here.pathname}${here.search}`;
  if (!getToken()) return redirect(`/logIn?redirectTo=${encodeURIComponent(back)}`);
  try {
    const { user } = await api(authContract.fetchUser, undefined, {
      session: true,
      navigate: false,
      askPlan: false,
      signal: request.signal,
    });
    setUserData(userDataFromSession(user, getUserData()));
    return user.role === 'admin' ? { user } : redirect('/home');
  } catch (error) {
    if (!isApiError(error) || isTransient(error)) throw error;
    // A dead token was cleared by the client; a plan problem cannot happen to an administrator.
    return redirect(getToken() ? '/home' : `/logIn?redirectTo=${encodeURIComponent(back)}`);
  }
}
