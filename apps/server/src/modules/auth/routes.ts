import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_ANSWERS as answers,
  AUTH_MSG,
  createUserBody,
  forgotPasswordBody,
  logInBody,
  preRegistrationQuery,
  requestOtpQuery,
  verifyOtpBody,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { created, ok } from '../../lib/envelope.ts';
import * as otp from './otp.ts';
import { currentAuth } from './plugin.ts';
import * as accounts from './service.ts';
import { toSessionUser } from './session.ts';

/**
 * The reviews module's check on a review's code (issue 35): app.ts passes it in, since most
 * modules import auth and auth imports none of them (lint/module-cycles.js).
 */
export type ReviewCodeCheck = (db: Database, businessId: string, phoneNo: string) => Promise<void>;

/** Spec §7 Auth and /public/user, with the reviews' check on a review's code. */
export const authRoutes = (mayReview: ReviewCodeCheck) => (app: FastifyInstance, deps: AppDeps) =>
  routes(app, deps, mayReview);

async function routes(app: FastifyInstance, deps: AppDeps, mayReview: ReviewCodeCheck) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post(
    '/api/auth/user/logIn',
    { schema: { tags, body: logInBody, response: { 200: answers.logIn } } },
    async (req) =>
      ok(
        await accounts.logIn(deps, req.body, {
          ip: req.ip,
          userAgent: req.headers['user-agent'],
          log: req.log,
        }),
        AUTH_MSG.loggedIn,
      ),
  );
  r.get(
    '/api/auth/user/fetch',
    { schema: { tags, security: [{ bearer: [] }], response: { 200: answers.user } } },
    async (req) => ok({ user: toSessionUser(currentAuth(req).user) }),
  );
  r.get(
    '/api/auth/user/requestOTP',
    { schema: { tags, querystring: requestOtpQuery, response: { 200: answers.done } } },
    async (req) => {
      // A review's code: its business's owner is refused before anything is sent (issue 35).
      await otp.requestOtp(deps, req.query, req.ip, (businessId, phoneNo) =>
        mayReview(deps.database.db, businessId, phoneNo),
      );
      return ok(null, AUTH_MSG.otpSent);
    },
  );
  r.post(
    '/api/auth/user/verifyOTP',
    { schema: { tags, body: verifyOtpBody, response: { 200: answers.done } } },
    async (req) => {
      await otp.verifyOtp(deps, req.body);
      return ok(null, AUTH_MSG.otpVerified);
    },
  );
  r.put(
    '/api/auth/user/logOut',
    { schema: { tags, security: [{ bearer: [] }], response: { 200: answers.done } } },
    async (req) => {
      await accounts.logOut(deps, currentAuth(req));
      return ok(null, AUTH_MSG.loggedOut);
    },
  );

  r.get(
    '/api/public/user/preRegistration',
    { schema: { tags, querystring: preRegistrationQuery, response: { 200: answers.done } } },
    async (req) => {
      await accounts.preRegistration(deps, req.query.phoneNo, req.ip);
      return ok(null, AUTH_MSG.phoneAvailable);
    },
  );
  r.post(
    '/api/public/user/create',
    { schema: { tags, body: createUserBody, response: { 201: answers.created } } },
    async (req) => created(await accounts.createUser(deps, req.body), AUTH_MSG.userCreated),
  );
  r.post(
    '/api/public/user/forgotPassword',
    { schema: { tags, body: forgotPasswordBody, response: { 200: answers.done } } },
    async (req) => {
      await accounts.forgotPassword(deps, req.body);
      return ok(null, AUTH_MSG.passwordReset);
    },
  );

  // The console SMS driver's outbox, for development and the browser journeys; never in production.
  const outbox = deps.smsOutbox;
  if (outbox) {
    r.get(
      '/api/dev/outbox',
      {
        schema: {
          tags: ['dev'],
          querystring: preRegistrationQuery,
          response: { 200: answers.outbox },
        },
      },
      async (req) => ok({ messages: outbox(req.query.phoneNo) ?? [] }),
    );
  }
}
