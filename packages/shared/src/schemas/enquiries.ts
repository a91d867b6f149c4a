import { z } from 'zod';
import { envelopeSchema, pageQuery } from '../api.ts';
import { PAGE_SIZES } from '../constants.ts';
import { LEAD_MSG } from '../workspace-messages.ts';
import { idParam } from './businesses.ts';
import { csvAnswer, LEAD_KINDS, sellerIdParam } from './leads.ts';
import { inboxRequirementSchema } from './requirements.ts';

// One enquiry inbox for a seller, per business or across all of them, listing the
// business, product and service leads together (docs/decisions/023). The existing
// lead calls (/userAdmin/{business,product,service}Leads) stay as they are.

/**
 * Where an enquiry was sent from: the business's page, a product's or a service's, or a posted
 * requirement Haat offered the business.
 */
export const ENQUIRY_SOURCES = [...LEAD_KINDS, 'requirement'] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];
export const ENQUIRY_SOURCE_FILTERS = ['all', ...ENQUIRY_SOURCES] as const;
export type EnquirySourceFilter = (typeof ENQUIRY_SOURCE_FILTERS)[number];
export const ENQUIRY_STATES = ['all', 'new', 'read'] as const;
export type EnquiryState = (typeof ENQUIRY_STATES)[number];

/** A lead's life: new → contacted → quoted → won or lost. */
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
/** The inbox's status filter: every status, or one. */
export const LEAD_STATUS_FILTERS = ['all', ...LEAD_STATUSES] as const;
export type LeadStatusFilter = (typeof LEAD_STATUS_FILTERS)[number];
/** The longest private note a seller can keep on a lead. */
export const LEAD_NOTE_MAX = 1000;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A calendar day in India, 'YYYY-MM-DD' (the date picker's value). */
const indiaDay = z
  .string({ error: LEAD_MSG.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, LEAD_MSG.dateInvalid)
  .refine((day) => {
    // 2026-02-30 parses (it rolls over); a real day reads back as itself.
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, LEAD_MSG.dateInvalid);
const indiaDayField = z.preprocess(blankToUndefined, indiaDay.optional());

/** The inbox's filters: a business (none: every one of the seller's), source, days, state. */
export const enquiryFilterShape = {
  /** One of the seller's businesses (UUID or route identifier); absent: all of them. */
  businessId: z.preprocess(blankToUndefined, sellerIdParam.optional()),
  source: z.enum(ENQUIRY_SOURCE_FILTERS, { error: LEAD_MSG.sourceInvalid }).default('all'),
  /** First and last day, both included, in Asia/Kolkata. */
  from: indiaDayField,
  to: indiaDayField,
  state: z.enum(ENQUIRY_STATES, { error: LEAD_MSG.stateInvalid }).default('all'),
  /** Where the seller has got with the lead. */
  status: z.enum(LEAD_STATUS_FILTERS, { error: LEAD_MSG.statusFilterInvalid }).default('all'),
  /** One lead only (a follow-up reminder's link opens it); with its `source`. */
  lead: z.preprocess(blankToUndefined, idParam.optional()),
};

const withDayOrder = <T extends { from?: string | undefined; to?: string | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.from && value.to && value.from > value.to) {
    ctx.addIssue({ code: 'custom', message: LEAD_MSG.dateRangeInvalid, path: ['to'] });
  }
};

/** GET /userAdmin/enquiries/fetchAll: a page of 12 (PAGE_SIZES.leads), newest first. */
export const enquiriesQuery = pageQuery(PAGE_SIZES.leads, 50)
  .extend(enquiryFilterShape)
  .superRefine(withDayOrder);
export type EnquiriesQuery = z.input<typeof enquiriesQuery>;

/** GET /userAdmin/enquiries/download: every enquiry the same filters list, as leads_data.csv. */
export const enquiriesDownloadQuery = z.object(enquiryFilterShape).superRefine(withDayOrder);

/** One enquiry, named by its source and id (the three sources keep their own tables). */
export const enquiryRefBody = z.object({
  source: z.enum(ENQUIRY_SOURCES, { error: LEAD_MSG.sourceInvalid }),
  id: idParam,
});
/**
 * PUT /userAdmin/enquiries/status {source, id, status, lostReason?}: moves a lead along its life
 * (docs/decisions/029). A reason is given exactly when the status is lost.
 */
export const enquiryStatusBody = enquiryRefBody
  .extend({
    status: z.enum(LEAD_STATUSES, { error: LEAD_MSG.statusInvalid }),
    lostReason: z.preprocess(
      (value) => (value === null ? undefined : blankToUndefined(value)),
      z.enum(LEAD_LOST_REASONS, { error: LEAD_MSG.lostReasonInvalid }).optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'lost' && !value.lostReason) {
      ctx.addIssue({ code: 'custom', message: LEAD_MSG.lostReasonRequired, path: ['lostReason'] });
    }
    if (value.status !== 'lost' && value.lostReason) {
      ctx.addIssue({ code: 'custom', message: LEAD_MSG.lostReasonOnlyLost, path: ['lostReason'] });
    }
  });
export type EnquiryStatusBody = z.input<typeof enquiryStatusBody>;

/**
 * PUT /userAdmin/enquiries/followUp {source, id, note?, followUpOn?}: the seller's private note
 * and the day of a reminder. A field left out stays as it is; '' or null clears it. Whether the
 * day is past is the server's to say (India's today is its clock's).
 */
export const enquiryFollowUpBody = enquiryRefBody.extend({
  note: z
    .string({ error: LEAD_MSG.noteInvalid })
    .trim()
    .max(LEAD_NOTE_MAX, LEAD_MSG.noteTooLong)
    .nullable()
    .optional()
    .transform((note) => (note === '' ? null : note)),
  followUpOn: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    indiaDay.nullable().optional(),
  ),
});
export type EnquiryFollowUpBody = z.input<typeof enquiryFollowUpBody>;

/** PUT /userAdmin/enquiries/markRead: every new one of a business, or of all of them. */
export const enquiriesMarkAllBody = z.object({
  businessId: z.preprocess(blankToUndefined, sellerIdParam.optional()),
});

/** An enquiry as the inbox lists it. */
export const enquirySchema = z.object({
  _id: z.string(),
  source: z.enum(ENQUIRY_SOURCES),
  contactPerson: z.string(),
  /**
   * Null on a requirement offered and not yet accepted (the buyer's phone is not shown yet), and
   * on an erased lead.
   */
  phoneNo: z.string().nullable(),
  /**
   * The buyer had their phone erased: contactPerson and email are empty, phoneNo null, and
   * screens show ERASED_CONTACT_WORDS instead. Its words, status and dates stay.
   */
  erased: z.boolean(),
  /** The requirement's own fields, on source `requirement`; null on the other sources. */
  requirement: inboxRequirementSchema.nullable(),
  email: z.string().nullable(),
  businessName: z.string().nullable(),
  query: z.string().nullable(),
  createdAt: z.string(),
  isRead: z.boolean(),
  status: z.enum(LEAD_STATUSES),
  /** Why it was lost; null unless the status is lost. */
  lostReason: z.enum(LEAD_LOST_REASONS).nullable(),
  /** The seller's private note (never shown to the buyer). */
  note: z.string().nullable(),
  /** The day of the seller's reminder, 'YYYY-MM-DD' in India; null when none. */
  followUpOn: z.string().nullable(),
  business: z.object({ _id: z.string(), name: z.string() }),
  /** The product or service asked about; null for an enquiry sent to the business itself. */
  listing: z.object({ _id: z.string(), name: z.string(), isDeleted: z.boolean() }).nullable(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** What the status, mark-contacted and follow-up calls answer: the lead's life now. */
export const enquiryLifeSchema = enquirySchema.pick({
  _id: true,
  source: true,
  isRead: true,
  status: true,
  lostReason: true,
  note: true,
  followUpOn: true,
});
export type EnquiryLife = z.infer<typeof enquiryLifeSchema>;

/**
 * How many enquiries each source, state and status holds under the chosen business and days: the
 * source counts apply the state and status chosen, `new` the source and status, `statuses` the
 * source and state (so each row of numbers adds up to its All).
 */
export const enquiryCountsSchema = z.object({
  all: z.number().int(),
  business: z.number().int(),
  product: z.number().int(),
  service: z.number().int(),
  /** Posted requirements offered or accepted; declined ones are not in the inbox. */
  requirement: z.number().int(),
  new: z.number().int(),
  statuses: z.object({
    all: z.number().int(),
    new: z.number().int(),
    contacted: z.number().int(),
    quoted: z.number().int(),
    won: z.number().int(),
    lost: z.number().int(),
  }),
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
  /** A status, note or follow-up change: the lead's life as it now stands. */
  life: envelopeSchema(enquiryLifeSchema),
} as const;
