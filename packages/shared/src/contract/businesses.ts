import { z } from 'zod';
import { envelopeSchema } from '../api.ts';
import type { MessageKey } from '../message-keys.ts';
import {
  BUSINESS_ANSWERS,
  createBusinessBody,
  fetchBusinessesQuery,
  idQuery,
  optionalIdBody,
  optionalIdQuery,
  updateBusinessBody,
} from '../schemas/businesses.ts';
import { endpoint } from './endpoint.ts';

/** Delete and discard answer only their message. */
const DONE = envelopeSchema(z.null());

/** A workspace's answers by endpoint (each its own parameter, so each keeps its own type). */
type Answers<AC, AU, AO, AP> = { created: AC; updated: AU; one: AO; page: AP };

type WorkspaceSpec<B extends string, C, U, Q, AC, AU, AO, AP> = {
  /** e.g. '/userAdmin/product' */
  base: B;
  /** The OpenAPI tag. */
  tag: string;
  schemas: { create: C; update: U; fetchAll: Q };
  answers: Answers<AC, AU, AO, AP>;
  /** What create, update and delete can answer beyond their input's own refusals. */
  messages: {
    create: readonly MessageKey[];
    update: readonly MessageKey[];
    discardRevision: readonly MessageKey[];
    delete: readonly MessageKey[];
  };
};

/**
 * The routes every seller workspace (/userAdmin/business, /product, /service) answers:
 * create, update, revision (drop the changes waiting for approval: docs/decisions/022), fetch,
 * fetchAll and delete. A DELETE reads its id from the query or the body, as clients send either.
 */
export const workspaceEndpoints = <
  const B extends string,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends z.ZodType,
  AC extends z.ZodType,
  AU extends z.ZodType,
  AO extends z.ZodType,
  AP extends z.ZodType,
>(
  spec: WorkspaceSpec<B, C, U, Q, AC, AU, AO, AP>,
) => {
  const common = { tags: [spec.tag], signedIn: true } as const;
  return {
    create: endpoint({
      method: 'POST',
      path: `${spec.base}/create`,
      input: spec.schemas.create,
      answers: { 201: spec.answers.created },
      messages: spec.messages.create,
      ...common,
    }),
    update: endpoint({
      method: 'PUT',
      path: `${spec.base}/update`,
      input: spec.schemas.update,
      answers: { 200: spec.answers.updated },
      messages: spec.messages.update,
      ...common,
    }),
    discardRevision: endpoint({
      method: 'DELETE',
      path: `${spec.base}/revision`,
      input: optionalIdBody,
      query: optionalIdQuery,
      answers: { 200: DONE },
      messages: ['sellerMsg.revisionDiscarded', 'msg.idRequired', ...spec.messages.discardRevision],
      ...common,
    }),
    fetch: endpoint({
      method: 'GET',
      path: `${spec.base}/fetch`,
      input: idQuery,
      answers: { 200: spec.answers.one },
      messages: ['msg.idRequired'],
      ...common,
    }),
    fetchAll: endpoint({
      method: 'GET',
      path: `${spec.base}/fetchAll`,
      input: spec.schemas.fetchAll,
      answers: { 200: spec.answers.page },
      messages: [],
      ...common,
    }),
    delete: endpoint({
      method: 'DELETE',
      path: `${spec.base}/delete`,
      input: optionalIdBody,
      query: optionalIdQuery,
      answers: { 200: DONE },
      messages: ['msg.idRequired', ...spec.messages.delete],
      ...common,
    }),
  };
};

/** What a business form's fields can be refused with. */
const BUSINESS_FORM_MESSAGES = [
  'msg.businessNameRequired',
  'msg.businessTypeRequired',
  'msg.onlyImages',
  'msg.tagsLimit',
  'msg.tagsDuplicate',
  'msg.descriptionRequired',
  'msg.maxWords',
  'msg.linkInvalid',
  'msg.businessPhoneRequired',
  'msg.businessPhoneInvalid',
  'msg.gstInvalid',
  'msg.doeInvalid',
  'msg.addressRequired',
  'msg.stateRequired',
  'msg.cityRequired',
  'msg.pinCodeRequired',
  'msg.pinCodeInvalid',
  'msg.workingHoursInvalid',
  'nearbyMsg.latitudeInvalid',
  'nearbyMsg.longitudeInvalid',
  'nearbyMsg.positionIncomplete',
] as const satisfies readonly MessageKey[];

/** Spec §7 /userAdmin/business: the seller's businesses (at most 5). */
export const businessesContract = {
  ...workspaceEndpoints({
    base: '/userAdmin/business',
    tag: 'businesses',
    answers: BUSINESS_ANSWERS,
    schemas: {
      create: createBusinessBody,
      update: updateBusinessBody,
      fetchAll: fetchBusinessesQuery,
    },
    messages: {
      create: ['sellerMsg.businessCreated', 'msg.businessLimit', ...BUSINESS_FORM_MESSAGES],
      update: [
        'sellerMsg.businessUpdated',
        'sellerMsg.businessRevised',
        'sellerMsg.businessTypeLocked',
        'msg.idRequired',
        ...BUSINESS_FORM_MESSAGES,
      ],
      discardRevision: ['nearbyMsg.positionIncomplete'],
      delete: ['sellerMsg.businessDeleted'],
    },
  }),
  /** The seller's phone number for a new business. */
  fetchPreFilledData: endpoint({
    method: 'GET',
    path: '/userAdmin/business/fetchPreFilledData',
    answers: { 200: BUSINESS_ANSWERS.preFilled },
    messages: [],
    tags: ['businesses'],
    signedIn: true,
  }),
};
