import type { z } from 'zod';
import type { MessageKey } from '../message-keys.ts';
import {
  ENQUIRY_ANSWERS,
  enquiriesDownloadQuery,
  enquiriesMarkAllBody,
  enquiriesQuery,
  enquiryFollowUpBody,
  enquiryRefBody,
  enquiryStatusBody,
} from '../schemas/enquiries.ts';
import {
  LEAD_ANSWERS,
  createBusinessLeadBody,
  createProductLeadBody,
  createServiceLeadBody,
  deleteLeadBody,
  deleteLeadQuery,
  downloadLeadsQuery,
  fetchLeadsQuery,
} from '../schemas/leads.ts';
import { endpoint } from './endpoint.ts';

const tags = ['leads'];

/** What a visitor's query can be refused with, beside the limits every public write has. */
const QUERY_FORM_REFUSALS = [
  'msg.contactPersonRequired',
  'msg.contactNoRequired',
  'msg.contactNoInvalid',
  'msg.emailInvalid',
  'publicMsg.invalidId',
  'consentMsg.choiceInvalid',
] as const satisfies readonly MessageKey[];

/** A visitor's query about a public product, service or business. */
const createLead = <const P extends string, const I extends z.ZodType>(path: P, input: I) =>
  endpoint({
    method: 'POST',
    path,
    input,
    answers: { 201: LEAD_ANSWERS.created },
    messages: ['msg.interestSent', ...QUERY_FORM_REFUSALS],
    tags,
  });

/** The seller's page of one listing's leads: GET …Leads/fetchAll {id, perPage 12, pageNo}. */
const fetchLeads = <const P extends string>(path: P) =>
  endpoint({
    method: 'GET',
    path,
    input: fetchLeadsQuery,
    answers: { 200: LEAD_ANSWERS.page },
    messages: ['msg.idRequired'],
    tags,
    signedIn: true,
  });

/** GET …Leads/download {id} → leads_data.csv. */
const downloadLeads = <const P extends string>(path: P) =>
  endpoint({
    method: 'GET',
    path,
    input: downloadLeadsQuery,
    answers: { 200: LEAD_ANSWERS.download },
    messages: ['msg.idRequired'],
    tags,
    signedIn: true,
  });

/** DELETE …Leads/delete {id of the lead}: in the body, or as the query parameter `id`. */
const deleteLead = <const P extends string>(path: P) =>
  endpoint({
    method: 'DELETE',
    path,
    input: deleteLeadBody,
    query: deleteLeadQuery,
    answers: { 200: LEAD_ANSWERS.deleted },
    messages: ['leadMsg.leadDeleted', 'msg.idRequired'],
    tags,
    signedIn: true,
  });

/** What every change of one enquiry can be refused with. */
const REF_REFUSALS = ['leadMsg.sourceInvalid', 'msg.idRequired'] as const;
/** The inbox's filters refused. */
const FILTER_REFUSALS = [
  'leadMsg.sourceInvalid',
  'leadMsg.stateInvalid',
  'leadMsg.statusFilterInvalid',
  'leadMsg.dateInvalid',
  'leadMsg.dateRangeInvalid',
] as const;

/**
 * Spec §7: /public/{kind}Leads/create for visitors, /userAdmin/{kind}Leads for sellers; and the
 * seller's one inbox of every kind, /userAdmin/enquiries (docs/decisions/023), where a
 * lead lives on (docs/decisions/029).
 */
export const leadsContract = {
  createProductLead: createLead('/public/productLeads/create', createProductLeadBody),
  createServiceLead: createLead('/public/serviceLeads/create', createServiceLeadBody),
  createBusinessLead: createLead('/public/businessLeads/create', createBusinessLeadBody),

  fetchProductLeads: fetchLeads('/userAdmin/productLeads/fetchAll'),
  downloadProductLeads: downloadLeads('/userAdmin/productLeads/download'),
  deleteProductLead: deleteLead('/userAdmin/productLeads/delete'),
  fetchServiceLeads: fetchLeads('/userAdmin/serviceLeads/fetchAll'),
  downloadServiceLeads: downloadLeads('/userAdmin/serviceLeads/download'),
  deleteServiceLead: deleteLead('/userAdmin/serviceLeads/delete'),
  fetchBusinessLeads: fetchLeads('/userAdmin/businessLeads/fetchAll'),
  downloadBusinessLeads: downloadLeads('/userAdmin/businessLeads/download'),
  deleteBusinessLead: deleteLead('/userAdmin/businessLeads/delete'),

  fetchEnquiries: endpoint({
    method: 'GET',
    path: '/userAdmin/enquiries/fetchAll',
    input: enquiriesQuery,
    answers: { 200: ENQUIRY_ANSWERS.page },
    messages: [...FILTER_REFUSALS],
    tags,
    signedIn: true,
  }),
  downloadEnquiries: endpoint({
    method: 'GET',
    path: '/userAdmin/enquiries/download',
    input: enquiriesDownloadQuery,
    answers: { 200: LEAD_ANSWERS.download },
    messages: [...FILTER_REFUSALS],
    tags,
    signedIn: true,
  }),
  markEnquiryRead: endpoint({
    method: 'PUT',
    path: '/userAdmin/enquiries/markRead',
    input: enquiryRefBody,
    answers: { 200: ENQUIRY_ANSWERS.done },
    messages: ['leadMsg.markedRead', ...REF_REFUSALS],
    tags,
    signedIn: true,
  }),
  markAllEnquiriesRead: endpoint({
    method: 'PUT',
    path: '/userAdmin/enquiries/markAllRead',
    input: enquiriesMarkAllBody,
    answers: { 200: ENQUIRY_ANSWERS.markedAll },
    messages: ['leadMsg.allMarkedRead'],
    tags,
    signedIn: true,
  }),
  changeEnquiryStatus: endpoint({
    method: 'PUT',
    path: '/userAdmin/enquiries/status',
    input: enquiryStatusBody,
    answers: { 200: ENQUIRY_ANSWERS.life },
    messages: [
      'leadMsg.statusSaved',
      'leadMsg.statusNotBackToNew',
      'leadMsg.statusOnlyForward',
      'leadMsg.requirementNotAccepted',
      'leadMsg.statusInvalid',
      'leadMsg.lostReasonInvalid',
      'leadMsg.lostReasonRequired',
      'leadMsg.lostReasonOnlyLost',
      ...REF_REFUSALS,
    ],
    tags,
    signedIn: true,
  }),
  markEnquiryContacted: endpoint({
    method: 'PUT',
    path: '/userAdmin/enquiries/markContacted',
    input: enquiryRefBody,
    answers: { 200: ENQUIRY_ANSWERS.life },
    messages: ['leadMsg.markedContacted', 'leadMsg.requirementNotAccepted', ...REF_REFUSALS],
    tags,
    signedIn: true,
  }),
  saveEnquiryFollowUp: endpoint({
    method: 'PUT',
    path: '/userAdmin/enquiries/followUp',
    input: enquiryFollowUpBody,
    answers: { 200: ENQUIRY_ANSWERS.life },
    messages: [
      'leadMsg.followUpSaved',
      'leadMsg.followUpPast',
      'leadMsg.noteInvalid',
      'leadMsg.noteTooLong',
      'leadMsg.dateInvalid',
      'leadMsg.requirementNotAccepted',
      ...REF_REFUSALS,
    ],
    tags,
    signedIn: true,
  }),
  deleteEnquiry: endpoint({
    method: 'DELETE',
    path: '/userAdmin/enquiries/delete',
    input: enquiryRefBody,
    answers: { 200: ENQUIRY_ANSWERS.done },
    messages: ['leadMsg.leadDeleted', 'leadMsg.requirementNotAccepted', ...REF_REFUSALS],
    tags,
    signedIn: true,
  }),
};
