import { z } from 'zod';
import { envelopeSchema, pageQuery } from '../api.ts';
import { PAGE_SIZES } from '../constants.ts';
import { LEAD_MSG } from '../workspace-messages.ts';
import { idParam } from './businesses.ts';
import { csvAnswer, LEAD_KINDS, sellerIdParam, type LeadKind } from './leads.ts';

// Issue 26: one enquiry inbox for a seller, per business or across all of them, listing the
// business, product and service leads of spec §7 together (docs/decisions/023). The spec's own
// lead calls (/userAdmin/{business,product,service}Leads) stay as they are.

/** Where an enquiry was sent from: the business's page, a product's or a service's. */
export type EnquirySource = LeadKind;
export const ENQUIRY_SOURCES = LEAD_KINDS;
export const ENQUIRY_SOURCE_FILTERS = ['all', ...LEAD_KINDS] as const;
export type EnquirySourceFilter = (typeof ENQUIRY_SOURCE_FILTERS)[number];
export const ENQUIRY_STATES = ['all', 'new', 'read'] as const;
export type EnquiryState = (typeof ENQUIRY_STATES)[number];

/** A lead's life (issue 36 §2): new → contacted → quoted → won or lost. */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** Why a lead was lost: a short list, so that sellers' reasons can be counted. */
export const LEAD_LOST_REASONS = [
  'price',
  'bought-elsewhere',
  'no-reply',
  'not-available',
  'not-genuine',
  'other',
] as const;
export type LeadLostReason = (typeof LEAD_LOST_REASONS)[number];

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A calendar day in India, 'YYYY-MM-DD' (the date picker's value). */
const indiaDayField = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, LEAD_MSG.dateInvalid)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), LEAD_MSG.dateInvalid)
    .optional(),
);

/** The inbox's filters: a business (none: every one of the seller's), source, days, state. */
export const enquiryFilterShape = {
  /** One of the seller's businesses (UUID or route identifier); absent: all of them. */
  businessId: z.preprocess(blankToUndefined, sellerIdParam.optional()),
  source: z.enum(ENQUIRY_SOURCE_FILTERS, { error: LEAD_MSG.sourceInvalid }).default('all'),
  /** First and last day, both included, in Asia/Kolkata. */
  from: indiaDayField,
  to: indiaDayField,
  state: z.enum(ENQUIRY_STATES, { error: LEAD_MSG.stateInvalid }).default('all'),
};

const withDayOrder = <T extends { from?: string | undefined; to?: string | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.from && value.to && value.from > value.to) {
    ctx.addIssue({ code: 'custom', message: LEAD_MSG.dateRangeInvalid, path: ['to'] });
  }
};

/** GET /userAdmin/enquiries/fetchAll: a page of 12 (spec §9 leads), newest first. */
export const enquiriesQuery = pageQuery(PAGE_SIZES.leads, 50)
  .extend(enquiryFilterShape)
  .superRefine(withDayOrder);
export type EnquiriesQuery = z.input<typeof enquiriesQuery>;

/** GET /userAdmin/enquiries/download: every enquiry the same filters list, as leads_data.csv. */
export const enquiriesDownloadQuery = z.object(enquiryFilterShape).superRefine(withDayOrder);

/** One enquiry, named by its source and id (the three sources keep their own tables). */
export const enquiryRefBody = z.object({
  source: z.enum(LEAD_KINDS, { error: LEAD_MSG.sourceInvalid }),
  id: idParam,
});
/** PUT /userAdmin/enquiries/markAllRead: every new one of a business, or of all of them. */
export const enquiriesMarkAllBody = z.object({
  businessId: z.preprocess(blankToUndefined, sellerIdParam.optional()),
});

/** An enquiry as the inbox lists it. */
export const enquirySchema = z.object({
  _id: z.string(),
  source: z.enum(LEAD_KINDS),
  contactPerson: z.string(),
  phoneNo: z.string(),
  email: z.string().nullable(),
  businessName: z.string().nullable(),
  query: z.string().nullable(),
  createdAt: z.string(),
  isRead: z.boolean(),
  business: z.object({ _id: z.string(), name: z.string() }),
  /** The product or service asked about; null for an enquiry sent to the business itself. */
  listing: z.object({ _id: z.string(), name: z.string(), isDeleted: z.boolean() }).nullable(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** How many enquiries each source and state holds under the chosen business and days. */
export const enquiryCountsSchema = z.object({
  all: z.number().int(),
  business: z.number().int(),
  product: z.number().int(),
  service: z.number().int(),
  new: z.number().int(),
});
export type EnquiryCounts = z.infer<typeof enquiryCountsSchema>;

export const enquiriesPageSchema = z.object({
  enquiries: z.array(enquirySchema),
  total: z.number().int(),
  counts: enquiryCountsSchema,
  /** The business the inbox is for; null across all of the seller's businesses. */
  business: z.object({ _id: z.string(), name: z.string(), isDeleted: z.boolean() }).nullable(),
});
export type EnquiriesPage = z.infer<typeof enquiriesPageSchema>;

/** Envelopes of the inbox calls' answers, for the routes' response schemas. */
export const ENQUIRY_ANSWERS = {
  page: envelopeSchema(enquiriesPageSchema),
  download: csvAnswer,
  done: envelopeSchema(z.null()),
  markedAll: envelopeSchema(z.object({ marked: z.number().int() })),
} as const;
