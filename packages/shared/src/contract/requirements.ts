import { envelopeSchema } from '../api.ts';
import { enquirySchema } from '../schemas/enquiries.ts';
import {
  REQUIREMENT_ANSWERS,
  adminRequirementCandidatesQuery,
  adminRequirementRemoveBody,
  adminRequirementRouteBody,
  adminRequirementsQuery,
  requirementBuyerBody,
  requirementCreateBody,
  requirementReportBody,
  requirementRespondBody,
  requirementsMineBody,
  requirementSuggestQuery,
} from '../schemas/requirements.ts';
import { endpoint } from './endpoint.ts';

const tags = ['requirements'];

/** The seller's answer to an offer: the lead as the inbox shows it after the answer. */
const ENQUIRY_ANSWER = envelopeSchema(enquirySchema);

/** The buyer's proof refused: none, forged or run out (a day). */
const PROOF_REFUSALS = ['buyerMsg.proofNeeded', 'buyerMsg.proofRequired'] as const;

/**
 * Post a requirement (docs/decisions/033-requirements.md). The buyer's calls are under
 * /requirements (POSTs: the proof never sits in an address, and no shared cache keeps the
 * answers); the suggestion is a public read; the seller's answers are under /userAdmin and the
 * administrator's under /admin, guarded by their prefix.
 */
export const requirementsContract = {
  suggest: endpoint({
    description:
      'The kind, category and sub-category the words of a need name (Hindi names where the catalogue has them); nulls when they name none.',
    method: 'GET',
    path: '/public/requirements/suggest',
    input: requirementSuggestQuery,
    answers: { 200: REQUIREMENT_ANSWERS.suggestion },
    messages: ['requirementMsg.needRequired', 'requirementMsg.needTooShort'],
    tags,
  }),
  create: endpoint({
    description:
      "Posts a need, proved by the phone's proof (My enquiries) or by a session of the account with that phone, and offers it to the best matching businesses. 201 with the requirement and a proof; 200 with the same phone's same need of the last day (duplicate).",
    method: 'POST',
    path: '/requirements/create',
    input: requirementCreateBody,
    answers: { 200: REQUIREMENT_ANSWERS.created, 201: REQUIREMENT_ANSWERS.created },
    messages: [
      'requirementMsg.sentOne',
      'requirementMsg.unmatched',
      'requirementMsg.held',
      'requirementMsg.duplicate',
      'requirementMsg.categoryNotFound',
      'requirementMsg.needRequired',
      'requirementMsg.needTooShort',
      'requirementMsg.kindInvalid',
      'requirementMsg.whenInvalid',
      'requirementMsg.cityRequired',
      'requirementMsg.placeInvalid',
      'requirementMsg.nameRequired',
      'msg.contactNoRequired',
      'msg.contactNoInvalid',
      ...PROOF_REFUSALS,
    ],
    tags,
  }),
  fetch: endpoint({
    description: "One of the proved phone's requirements with the sellers it went to.",
    method: 'POST',
    path: '/requirements/fetch',
    input: requirementBuyerBody,
    answers: { 200: REQUIREMENT_ANSWERS.requirement },
    messages: ['requirementMsg.notFound', ...PROOF_REFUSALS],
    tags,
  }),
  close: endpoint({
    description: '"I found what I needed": sellers can no longer answer its open offers.',
    method: 'POST',
    path: '/requirements/close',
    input: requirementBuyerBody,
    answers: { 200: REQUIREMENT_ANSWERS.requirement },
    messages: [
      'requirementMsg.closed',
      'requirementMsg.notFound',
      'requirementMsg.alreadyClosed',
      ...PROOF_REFUSALS,
    ],
    tags,
  }),
  mine: endpoint({
    description: "The proved phone's requirements, newest first.",
    method: 'POST',
    path: '/requirements/mine',
    input: requirementsMineBody,
    answers: { 200: REQUIREMENT_ANSWERS.mine },
    messages: [...PROOF_REFUSALS],
    tags,
  }),
  respond: endpoint({
    description:
      "A seller's answer to a requirement offered to their business: accept (its phone shows) or decline (the next match gets it). Answers the lead as the inbox shows it.",
    method: 'PUT',
    path: '/userAdmin/requirements/respond',
    input: requirementRespondBody,
    answers: { 200: ENQUIRY_ANSWER },
    messages: [
      'requirementMsg.accepted',
      'requirementMsg.declined',
      'requirementMsg.alreadyAnswered',
      'requirementMsg.offerGone',
      'requirementMsg.answerInvalid',
    ],
    tags,
    signedIn: true,
  }),
  report: endpoint({
    method: 'PUT',
    path: '/userAdmin/requirements/report',
    input: requirementReportBody,
    answers: { 200: REQUIREMENT_ANSWERS.done },
    messages: ['requirementMsg.reported', 'requirementMsg.reportReasonInvalid'],
    tags,
    signedIn: true,
  }),
  adminFetchAll: endpoint({
    method: 'GET',
    path: '/admin/requirements/fetchAll',
    input: adminRequirementsQuery,
    answers: { 200: REQUIREMENT_ANSWERS.adminPage },
    messages: ['requirementMsg.stateInvalid'],
    tags,
    signedIn: true,
  }),
  adminCandidates: endpoint({
    method: 'GET',
    path: '/admin/requirements/candidates',
    input: adminRequirementCandidatesQuery,
    answers: { 200: REQUIREMENT_ANSWERS.candidates },
    messages: ['requirementMsg.notFound'],
    tags,
    signedIn: true,
  }),
  /** Refuses more businesses than a requirement may go to with words of a number (no key). */
  adminRoute: endpoint({
    method: 'PUT',
    path: '/admin/requirements/route',
    input: adminRequirementRouteBody,
    answers: { 200: REQUIREMENT_ANSWERS.adminOne },
    messages: [
      'requirementMsg.routed',
      'requirementMsg.notFound',
      'requirementMsg.offerGone',
      'requirementMsg.routeBusinessInvalid',
      'requirementMsg.routeNeedsBusinesses',
    ],
    tags,
    signedIn: true,
  }),
  adminRemove: endpoint({
    method: 'PUT',
    path: '/admin/requirements/remove',
    input: adminRequirementRemoveBody,
    answers: { 200: REQUIREMENT_ANSWERS.adminOne },
    messages: [
      'requirementMsg.removed',
      'requirementMsg.notFound',
      'requirementMsg.removeReasonRequired',
    ],
    tags,
    signedIn: true,
  }),
};
