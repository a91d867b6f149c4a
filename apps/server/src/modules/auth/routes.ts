import { ACCOUNT_MSG, AUTH_MSG, authContract, devContract } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { created, ok } from '../../lib/envelope.ts';
import { contractRoutes } from '../../lib/routes.ts';
import * as otp from './otp.ts';
import { currentAuth } from './plugin.ts';
import * as accounts from './service.ts';
import { toSessionUser } from './session.ts';

/**
 * The reviews module's check on a review's code: app.ts passes it in, since most modules import
 * auth and auth imports none of them (lint/module-cycles.js).
 */
export type ReviewCodeCheck = (db: Database, businessId: string, phoneNo: string) => Promise<void>;

/** Accounts and one-time passwords, with the reviews' check on a review's code. */
export const authRoutes = (mayReview: ReviewCodeCheck) =>
  contractRoutes(authContract, (deps) => ({
    logIn: {
      handler: async (req) => {
        const answer = await accounts.logIn(deps, req.body, {
          ip: req.ip,
          userAgent: req.headers['user-agent'],
          log: req.log,
        });
        return ok(
          answer,
          answer.deletionCancelled ? ACCOUNT_MSG.deletionCancelled : AUTH_MSG.loggedIn,
        );
      },
    },
    fetchUser: { handler: async (req) => ok({ user: toSessionUser(currentAuth(req).user) }) },
    requestOtp: {
      handler: async (req) => {
        // A review's code: its business's owner is refused before anything is sent.
        await otp.requestOtp(deps, req.query, req.ip, (businessId, phoneNo) =>
          mayReview(deps.database.db, businessId, phoneNo),
        );
        return ok(null, AUTH_MSG.otpSent);
      },
    },
    verifyOtp: {
      handler: async (req) => {
        await otp.verifyOtp(deps, req.body);
        return ok(null, AUTH_MSG.otpVerified);
      },
    },
    logOut: {
      handler: async (req) => {
        await accounts.logOut(deps, currentAuth(req));
        return ok(null, AUTH_MSG.loggedOut);
      },
    },
    preRegistration: {
      handler: async (req) => {
        await accounts.preRegistration(deps, req.query.phoneNo, req.ip);
        return ok(null, AUTH_MSG.phoneAvailable);
      },
    },
    createUser: {
      handler: async (req) =>
        created(await accounts.createUser(deps, req.body), AUTH_MSG.userCreated),
    },
    forgotPassword: {
      handler: async (req) => {
        await accounts.forgotPassword(deps, req.body);
        return ok(null, AUTH_MSG.passwordReset);
      },
    },
  }));

/** The console SMS driver's outbox (app.ts registers it only where that driver runs). */
export const devOutboxRoutes = contractRoutes(devContract, (deps) => ({
  outbox: { handler: async (req) => ok({ messages: deps.smsOutbox?.(req.query.phoneNo) ?? [] }) },
}));
