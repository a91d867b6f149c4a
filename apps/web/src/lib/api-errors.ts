import { MSG, type ApiErrorCode } from '@haat/shared';

/** A failed call: the envelope's `code`, `message` and machine-readable `error` (DESIGN.md §3). */
export class ApiError extends Error {
  /** HTTP status / envelope code; 0 when no response arrived. */
  readonly code: number;
  readonly error: ApiErrorCode | undefined;
  /** No response at all (offline, DNS, refused): the "empty object" case. */
  readonly network: boolean;
  /** A response arrived but it was not an envelope (a proxy's HTML page, say). */
  readonly malformed: boolean;
  /** The key of the message's words (packages/shared message-keys.ts), to show it translated. */
  readonly messageKey: string | undefined;

  constructor(
    code: number,
    message: string,
    error?: ApiErrorCode,
    flags: { network?: boolean; malformed?: boolean; messageKey?: string } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.error = error;
    this.network = flags.network ?? false;
    this.malformed = flags.malformed ?? false;
    this.messageKey = flags.messageKey;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/**
 * A failure that says nothing about the session: no response (offline, a request cut off when
 * the page navigated away), a body that is not ours (a proxy's page), or the server asking to
 * come back later (503 overloaded or database down, 429). Logging the user out for one of these
 * would punish a flaky mobile network (docs/decisions/012-transient-session-failures.md).
 */
export const isTransient = (error: ApiError) =>
  error.network || error.malformed || error.code === 503 || error.code === 429;

export type ErrorToast =
  | { kind: 'server'; message: string; messageKey?: string }
  | { kind: 'network' }
  | { kind: 'unexpected' }
  | null;

export type ErrorDecision = {
  /** Remove token, userData and chosen location. */
  clearStorage: boolean;
  /** Where the app goes next, or null to stay. */
  navigateTo: '/logIn' | '/home' | null;
  /** Open the 'You need to buy a plan to use this feature' confirm. */
  askPlan: boolean;
  toast: ErrorToast;
};

export type ErrorContext = {
  /** The protected-route session fetch: any failure other than no-plan logs out. */
  session?: boolean;
};

/**
 * What the app does when a call fails (the session's rules among them: docs/decisions/012). Pure:
 * the API client applies it.
 *
 * - TOKEN_EXPIRED: clear storage, go to /logIn.
 * - PLAN_REQUIRED: ask to buy a plan (which leads to /subscriptionPlans), go home.
 * - Session fetch, any other answer of the server: clear stored login, go to /logIn. A transient
 *   failure (isTransient) keeps the login: the route shows its error page, which offers a retry.
 * - Otherwise stay, and toast the server message unless it is the default 'Some Error Occurred!'.
 */
export function decideOnError(error: ApiError, context: ErrorContext = {}): ErrorDecision {
  const toast = toastFor(error);
  if (error.error === 'TOKEN_EXPIRED') {
    return { clearStorage: true, navigateTo: '/logIn', askPlan: false, toast };
  }
  if (error.error === 'PLAN_REQUIRED') {
    // The confirm says it all; a toast on top would repeat it.
    return { clearStorage: false, navigateTo: '/home', askPlan: true, toast: null };
  }
  if (context.session && !isTransient(error)) {
    return { clearStorage: true, navigateTo: '/logIn', askPlan: false, toast };
  }
  return { clearStorage: false, navigateTo: null, askPlan: false, toast };
}

function toastFor(error: ApiError): ErrorToast {
  if (error.network) return { kind: 'network' };
  if (error.malformed) return { kind: 'unexpected' };
  const message = error.message.trim();
  if (!message || message === MSG.someErrorOccurred) return null;
  return { kind: 'server', message, messageKey: error.messageKey };
}
