/**
 * Where to go after login: the page the user came from (router state `from`, or a `redirectTo`
 * query parameter), when it is a path of this app; otherwise /home. Never another origin.
 */
export function redirectTarget(state: unknown, search: string): string {
  const fromState =
    state && typeof state === 'object' && 'from' in state
      ? (state as { from: unknown }).from
      : null;
  const candidates = [fromState, new URLSearchParams(search).get('redirectTo')];
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
      continue;
    }
    // Back to an auth screen would be a loop.
    if (/^\/(logIn|signUp|forgotPassword)(?:[/?#]|$)/.test(candidate)) continue;
    return candidate;
  }
  return '/home';
}
