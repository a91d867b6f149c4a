// Spec §3 Query payload and Lead, §5 Query form, §7 leads calls. Pure zod: the query form uses
// these schemas as they are, so it shows exactly what the server would answer.
import { z } from 'zod';
import { PAGE_SIZES } from '../constants.ts';
import { MSG } from '../messages.ts';
import { CONSENT_MSG } from '../consent-messages.ts';
import { envelopeSchema, pageQuery } from '../api.ts';
import { decodeRouteId } from '../route-ids.ts';
import { idParam, optionalText, requiredText } from './businesses.ts';
import { emailField } from './auth.ts';
import { phoneField } from './common.ts';
import { publicIdField } from './public.ts';

/** Length caps of the query form (the form rules left them open; docs/decisions/006). */
export const LEAD_LIMITS = {
  contactPerson: 100,
  email: 254,
  businessName: 150,
  query: 2000,
} as const;

const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

/**
 * The fields a visitor fills in, in form order (the first broken rule is the message shown):
 * contact person and a 10-digit contact no. are required; email, business name and query are
 * optional.
 */
export const queryFormShape = {
  contactPerson: requiredText(MSG.contactPersonRequired, LEAD_LIMITS.contactPerson),
  phoneNo: phoneField(MSG.contactNoRequired, MSG.contactNoInvalid),
  email: z.preprocess(nullToUndefined, emailField),
  businessName: optionalText(LEAD_LIMITS.businessName),
  query: optionalText(LEAD_LIMITS.query),
};

/** The query form on its own (the web form validates with it). */
export const queryFormSchema = z.object(queryFormShape);
export type QueryFormInput = z.input<typeof queryFormSchema>;

/**
 * The honeypot: a field people never see (the form hides it), so only robots fill it. A filled
 * one is answered like a success and nothing is stored (docs/decisions/006).
 */
export const LEAD_HONEYPOT_FIELD = 'website';
const honeypotField = z.preprocess(nullToUndefined, z.string().max(2000).optional());

/**
 * The form's separate, unticked box: the buyer agrees to one SMS after the seller replies, asking
 * how it went (consent reviewInviteSms). Absent or false: no consent is recorded.
 */
const reviewInviteSmsField = z.boolean({ error: CONSENT_MSG.choiceInvalid }).default(false);

const queryPayload = {
  ...queryFormShape,
  website: honeypotField,
  reviewInviteSms: reviewInviteSmsField,
} satisfies Record<
  typeof LEAD_HONEYPOT_FIELD | keyof typeof queryFormShape | 'reviewInviteSms',
  z.ZodType
>;

/** POST /public/productLeads/create. */
export const createProductLeadBody = z.object({ ...queryPayload, fkProductId: publicIdField });
/** POST /public/serviceLeads/create. */
export const createServiceLeadBody = z.object({ ...queryPayload, fkServiceId: publicIdField });
/** POST /public/businessLeads/create. */
export const createBusinessLeadBody = z.object({ ...queryPayload, fkBusinessId: publicIdField });
export type CreateLeadFields = z.output<typeof queryFormSchema> & {
  website?: string | undefined;
  reviewInviteSms?: boolean | undefined;
};

export const LEAD_KINDS = ['product', 'service', 'business'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * An id a seller page passes on: a UUID, or the route identifier in its path (base64 JSON with
 * `_id`). Its format is checked by the server, which answers 404 for a bad one.
 */
export const sellerIdParam = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return /^[0-9a-f-]{36}$/i.test(text) ? text.toLowerCase() : (decodeRouteId(text)?._id ?? text);
}, idParam);

/** GET …Leads/fetchAll {id, perPage 12, pageNo}: id of the business, product or service. */
export const fetchLeadsQuery = pageQuery(PAGE_SIZES.leads, 50).extend({ id: sellerIdParam });
/** GET …Leads/download {id}. */
export const downloadLeadsQuery = z.object({ id: sellerIdParam });
/** DELETE …Leads/delete {id of the lead}: as a query parameter or in the body. */
export const deleteLeadQuery = z.object({ id: idParam.optional() });
export const deleteLeadBody = z.object({ id: idParam.optional() }).nullish();

/** A lead as the seller's lists read it; product leads carry their product. */
export const leadSchema = z.object({
  _id: z.string(),
  contactPerson: z.string(),
  phoneNo: z.string(),
  email: z.string().nullable(),
  businessName: z.string().nullable(),
  query: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The buyer had their phone erased: contactPerson, phoneNo and email are empty, and screens
   * show ERASED_CONTACT_WORDS instead (no call or WhatsApp).
   */
  erased: z.boolean(),
  products: z.array(z.object({ _id: z.string(), name: z.string() })).optional(),
});
export type Lead = z.infer<typeof leadSchema>;

/** What fetchAll answers: a page of leads, the total, and the listing they belong to. */
export const leadsPageSchema = z.object({
  leads: z.array(leadSchema),
  total: z.number().int(),
  listing: z.object({
    _id: z.string(),
    name: z.string(),
    kind: z.enum(LEAD_KINDS),
    isDeleted: z.boolean(),
    /** The business it belongs to (itself for a business): the page's way back. */
    businessId: z.string(),
  }),
});
export type LeadsPage = z.infer<typeof leadsPageSchema>;

/** Leads downloads are CSV files (leads_data.csv). */
export const csvAnswer = { content: { 'text/csv': { schema: z.string() } } } as const;

/** Envelopes of the lead calls' answers, for the routes' response schemas. */
export const LEAD_ANSWERS = {
  /** A visitor's query: the message is the news ('Your interest has been sent!'). */
  created: envelopeSchema(z.null()),
  page: envelopeSchema(leadsPageSchema),
  download: csvAnswer,
  deleted: envelopeSchema(z.null()),
} as const;

/** The file name of every lead download. */
export const LEADS_CSV_FILE_NAME = 'leads_data.csv';
