import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REQUIREMENT_ANSWERS as answers,
  REQUIREMENT_MSG,
  adminRequirementCandidatesQuery,
  adminRequirementRemoveBody,
  adminRequirementRouteBody,
  adminRequirementsQuery,
  enquirySchema,
  envelopeSchema,
  requirementBuyerBody,
  requirementCreateBody,
  requirementReportBody,
  requirementRespondBody,
  requirementsMineBody,
  requirementSuggestQuery,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { created, ok } from '../../lib/envelope.ts';
import { enforceLimit } from '../../lib/rate-limit/index.ts';
import { addressKey } from '../../lib/visitor.ts';
import { currentAuth } from '../auth/service.ts';
import * as requirements from './service.ts';

/** The buyer's reads and close per address and hour, as My enquiries' list (the proof is a day). */
export const REQUIREMENT_READ_LIMIT = { limit: 300, windowSeconds: 3600 } as const;

/** The seller's answer to an offer: the lead as the inbox shows it after the answer. */
const ENQUIRY_ANSWER = envelopeSchema(enquirySchema);

/**
 * Issue 37, post a requirement (docs/decisions/033-requirements.md). The buyer's calls are under
 * /api/requirements (POSTs: the proof never sits in an address, and no shared cache keeps the
 * answers); the suggestion is a public read; the seller's answers are under /api/userAdmin and the
 * administrator's under /api/admin, guarded by their prefix.
 */
export async function requirementRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['requirements'];
  const secured = { tags, security: [{ bearer: [] }] };
  const readLimit = (ip: string) =>
    enforceLimit(
      deps.limiter,
      addressKey('requirement:read', { ip }),
      REQUIREMENT_READ_LIMIT.limit,
      REQUIREMENT_READ_LIMIT.windowSeconds,
    );

  r.get(
    '/api/public/requirements/suggest',
    {
      schema: {
        tags,
        description:
          'The kind, category and sub-category the words of a need name (Hindi names where the catalogue has them); nulls when they name none.',
        querystring: requirementSuggestQuery,
        response: { 200: answers.suggestion },
      },
    },
    async (req) =>
      ok(
        await requirements.suggestFor(
          deps.database.db,
          req.query.q,
          req.query.city,
          deps.clock.now().getTime(),
        ),
      ),
  );

  r.post(
    '/api/requirements/create',
    {
      schema: {
        tags,
        description:
          "Posts a need, proved by the phone's proof (My enquiries) or by a session of the account with that phone, and offers it to the best matching businesses. 201 with the requirement and a proof; 200 with the same phone's same need of the last day (duplicate).",
        body: requirementCreateBody,
        response: { 200: answers.created, 201: answers.created },
      },
    },
    async (req) => {
      const done = await requirements.createRequirement(deps, req.body, {
        ip: req.ip,
        authorization: req.headers.authorization,
      });
      return done.created ? created(done.answer, done.message) : ok(done.answer, done.message);
    },
  );

  r.post(
    '/api/requirements/fetch',
    {
      schema: {
        tags,
        description: "One of the proved phone's requirements with the sellers it went to.",
        body: requirementBuyerBody,
        response: { 200: answers.requirement },
      },
    },
    async (req) => {
      await readLimit(req.ip);
      return ok(await requirements.fetchForBuyer(deps, req.body));
    },
  );
  r.post(
    '/api/requirements/close',
    {
      schema: {
        tags,
        description: '"I found what I needed": sellers can no longer answer its open offers.',
        body: requirementBuyerBody,
        response: { 200: answers.requirement },
      },
    },
    async (req) => {
      await readLimit(req.ip);
      return ok(await requirements.closeForBuyer(deps, req.body), REQUIREMENT_MSG.closed);
    },
  );
  r.post(
    '/api/requirements/mine',
    {
      schema: {
        tags,
        description: "The proved phone's requirements, newest first.",
        body: requirementsMineBody,
        response: { 200: answers.mine },
      },
    },
    async (req) => {
      await readLimit(req.ip);
      return ok({ requirements: await requirements.mineForBuyer(deps, req.body) });
    },
  );

  r.put(
    '/api/userAdmin/requirements/respond',
    {
      schema: {
        ...secured,
        description:
          "A seller's answer to a requirement offered to their business: accept (its phone shows) or decline (the next match gets it). Answers the lead as the inbox shows it.",
        body: requirementRespondBody,
        response: { 200: ENQUIRY_ANSWER },
      },
    },
    async (req) => {
      const { enquiry, message } = await requirements.respondToOffer(
        deps,
        currentAuth(req),
        req.body,
      );
      return ok(enquiry, message);
    },
  );
  r.put(
    '/api/userAdmin/requirements/report',
    {
      schema: { ...secured, body: requirementReportBody, response: { 200: answers.done } },
    },
    async (req) => {
      await requirements.reportOffer(deps, currentAuth(req), req.body);
      return ok(null, REQUIREMENT_MSG.reported);
    },
  );

  const adminOf = (req: Parameters<typeof currentAuth>[0]) => currentAuth(req).user.id;
  r.get(
    '/api/admin/requirements/fetchAll',
    {
      schema: {
        ...secured,
        querystring: adminRequirementsQuery,
        response: { 200: answers.adminPage },
      },
    },
    async (req) => ok(await requirements.adminPage(deps, req.query)),
  );
  r.get(
    '/api/admin/requirements/candidates',
    {
      schema: {
        ...secured,
        querystring: adminRequirementCandidatesQuery,
        response: { 200: answers.candidates },
      },
    },
    async (req) => ok(await requirements.routeCandidates(deps, req.query)),
  );
  r.put(
    '/api/admin/requirements/route',
    {
      schema: { ...secured, body: adminRequirementRouteBody, response: { 200: answers.adminOne } },
    },
    async (req) =>
      ok(await requirements.routeRequirement(deps, adminOf(req), req.body), REQUIREMENT_MSG.routed),
  );
  r.put(
    '/api/admin/requirements/remove',
    {
      schema: { ...secured, body: adminRequirementRemoveBody, response: { 200: answers.adminOne } },
    },
    async (req) =>
      ok(
        await requirements.removeRequirement(deps, adminOf(req), req.body),
        REQUIREMENT_MSG.removed,
      ),
  );
}
