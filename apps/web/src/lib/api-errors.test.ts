import { describe, expect, it } from 'vitest';
import { MSG } from '@haat/shared';
import { ApiError, decideOnError } from './api-errors.ts';

describe('decideOnError', () => {
  it('TOKEN_EXPIRED clears storage and goes to /logIn', () => {
    const decision = decideOnError(new ApiError(401, 'Your session has expired', 'TOKEN_EXPIRED'));
    expect(decision).toMatchObject({ clearStorage: true, navigateTo: '/logIn', askPlan: false });
  });

  it('PLAN_REQUIRED asks to buy a plan and goes home, without a toast on top', () => {
    const decision = decideOnError(new ApiError(401, 'No plan', 'PLAN_REQUIRED'));
    expect(decision).toEqual({
      clearStorage: false,
      navigateTo: '/home',
      askPlan: true,
      toast: null,
    });
  });

  it('PLAN_REQUIRED on the session fetch also asks for a plan rather than logging out', () => {
    const decision = decideOnError(new ApiError(401, 'No plan', 'PLAN_REQUIRED'), {
      session: true,
    });
    expect(decision).toMatchObject({ clearStorage: false, navigateTo: '/home', askPlan: true });
  });

  it('any other session failure clears the stored login and goes to /logIn', () => {
    const decision = decideOnError(new ApiError(500, 'Database down', 'INTERNAL'), {
      session: true,
    });
    expect(decision).toMatchObject({ clearStorage: true, navigateTo: '/logIn', askPlan: false });
  });

  it('a session fetch that got no answer, or was asked to come back later, keeps the login', () => {
    const transient = [
      new ApiError(0, '', undefined, { network: true }),
      new ApiError(502, '', undefined, { malformed: true }),
      new ApiError(503, 'The database is not answering.', 'UNAVAILABLE'),
      new ApiError(429, 'Too many requests', 'RATE_LIMITED'),
    ];
    for (const error of transient) {
      expect(decideOnError(error, { session: true })).toMatchObject({
        clearStorage: false,
        navigateTo: null,
      });
    }
  });

  it('other failures stay put and toast the server message', () => {
    const decision = decideOnError(new ApiError(400, MSG.businessNameRequired, 'VALIDATION'));
    expect(decision).toEqual({
      clearStorage: false,
      navigateTo: null,
      askPlan: false,
      toast: { kind: 'server', message: MSG.businessNameRequired },
    });
  });

  it("never toasts the default 'Some Error Occurred!'", () => {
    expect(decideOnError(new ApiError(500, MSG.someErrorOccurred, 'INTERNAL')).toast).toBeNull();
    expect(decideOnError(new ApiError(500, '', 'INTERNAL')).toast).toBeNull();
  });

  it('no response at all gives the generic network toast and stays put', () => {
    const decision = decideOnError(new ApiError(0, '', undefined, { network: true }));
    expect(decision).toEqual({
      clearStorage: false,
      navigateTo: null,
      askPlan: false,
      toast: { kind: 'network' },
    });
  });
});
