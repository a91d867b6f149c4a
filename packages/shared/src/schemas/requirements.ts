// Post a requirement: a buyer says once what they need, where and when; Haat hands it
// to a few suitable sellers (docs/decisions/033-requirements.md). The buyer proves the phone with
// the code of My enquiries (buyer-enquiries.ts) and reads the requirement with that proof.
import { z } from 'zod';
import { envelopeSchema, pageQuery, type PayloadsOf } from '../api.ts';
import { CATEGORY_TYPES } from '../constants.ts';
import { REQUIREMENT_MSG } from '../requirement-messages.ts';
import { buyerProofField, buyerProofPayload } from './buyer-enquiries.ts';
import { optionalText, requiredText } from './businesses.ts';
import { phoneField } from './common.ts';
import { MSG } from '../messages.ts';
import { publicIdField } from './public.ts';
import { responseTimeSchema } from './response-time.ts';

/** When the buyer needs it. */
export const REQUIREMENT_WHEN = ['today', 'this-week', 'flexible'] as const;
export type RequirementWhen = (typeof REQUIREMENT_WHEN)[number];

/**
 * Where a requirement stands: matched (offered to at least one seller), unmatched (no seller
 * matched: it waits for the administrator to route it), held (its words are on the profanity
 * lists: the administrator reads it before any seller does), closed by the buyer ("I found what
 * I needed"), removed by the administrator (audited).
 */
export const REQUIREMENT_STATES = ['matched', 'unmatched', 'held', 'closed', 'removed'] as const;
export type RequirementState = (typeof REQUIREMENT_STATES)[number];

/**
 * A seller's side of one requirement: offered (the seller sees the need, never the phone),
 * accepted (it is theirs: the phone shows and it lives as any lead), declined (Not interested:
 * the next match gets it while the requirement is under a day old).
 */
export const REQUIREMENT_OFFERS = ['offered', 'accepted', 'declined'] as const;
export type RequirementOffer = (typeof REQUIREMENT_OFFERS)[number];
/**
 * How long a requirement stays open to the sellers it is offered to: after a day an offer can no
 * longer be answered, a decline no longer passes it on, and an unanswered offer counts as not
 * acted on in response time (docs/decisions/033-requirements.md).
 */
export const REQUIREMENT_OPEN_HOURS = 24;

/** Whether an offer can still be answered: offered, the requirement matched and under a day old. */
export const requirementOfferIsOpen = (
  offer: RequirementOffer,
  requirementStatus: RequirementState,
  requirementCreatedAt: Date | string,
  now: Date,
) =>
  offer === 'offered' &&
  requirementStatus === 'matched' &&
  now.getTime() - new Date(requirementCreatedAt).getTime() < REQUIREMENT_OPEN_HOURS * 3600_000;

/** How an offer came: the matching, or the administrator routing it by hand. */
export const REQUIREMENT_ROUTES = ['match', 'admin'] as const;

/** Why a seller reports a requirement. */
export const REQUIREMENT_REPORT_REASONS = ['spam', 'abusive', 'fake', 'other'] as const;
export type RequirementReportReason = (typeof REQUIREMENT_REPORT_REASONS)[number];

/** The administrator's filters: live ones (open), by state, or the ones sellers reported. */
export const ADMIN_REQUIREMENT_FILTERS = ['open', 'reported', ...REQUIREMENT_STATES] as const;
export type AdminRequirementFilter = (typeof ADMIN_REQUIREMENT_FILTERS)[number];

export const REQUIREMENT_LIMITS = {
  needMin: 3,
  needMax: 500,
  quantityMax: 100,
  localityMax: 80,
  contactPersonMax: 100,
  removeReasonMax: 500,
} as const;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

const needField = z
  .string({ error: REQUIREMENT_MSG.needRequired })
  .trim()
  .min(1, REQUIREMENT_MSG.needRequired)
  .min(REQUIREMENT_LIMITS.needMin, REQUIREMENT_MSG.needTooShort)
  .max(REQUIREMENT_LIMITS.needMax, `Please use at most ${REQUIREMENT_LIMITS.needMax} characters.`);

const coordinate = (min: number, max: number) =>
  z.preprocess(
    nullToUndefined,
    z.coerce
      .number({ error: REQUIREMENT_MSG.placeInvalid })
      .min(min, REQUIREMENT_MSG.placeInvalid)
      .max(max, REQUIREMENT_MSG.placeInvalid)
      .optional(),
  );

/**
 * POST /api/requirements/create. `subCategoryId` (or only `categoryId`) as the buyer left the
 * suggestion; `latitude`/`longitude` when the buyer chose Near me (both or neither); `locality`
 * a locality of the city. `proof` is the phone's proof from /api/myEnquiries/prove; a seller
 * signed in with the same phone needs none. `website` is the honeypot of every public form.
 */
export const requirementCreateBody = z
  .object({
    need: needField,
    kind: z.enum(CATEGORY_TYPES, { error: REQUIREMENT_MSG.kindInvalid }),
    categoryId: z.preprocess(blankToUndefined, publicIdField.optional()),
    subCategoryId: z.preprocess(blankToUndefined, publicIdField.optional()),
    quantity: optionalText(REQUIREMENT_LIMITS.quantityMax),
    when: z.enum(REQUIREMENT_WHEN, { error: REQUIREMENT_MSG.whenInvalid }),
    city: requiredText(REQUIREMENT_MSG.cityRequired, 100),
    locality: optionalText(REQUIREMENT_LIMITS.localityMax),
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
    contactPerson: requiredText(REQUIREMENT_MSG.nameRequired, REQUIREMENT_LIMITS.contactPersonMax),
    phoneNo: phoneField(MSG.contactNoRequired, MSG.contactNoInvalid),
    proof: z.preprocess(blankToUndefined, buyerProofField.optional()),
    website: z.preprocess(nullToUndefined, z.string().max(500).optional()),
  })
  .superRefine((value, ctx) => {
    if ((value.latitude === undefined) !== (value.longitude === undefined)) {
      ctx.addIssue({ code: 'custom', message: REQUIREMENT_MSG.placeInvalid, path: ['latitude'] });
    }
  });
export type RequirementCreateInput = z.input<typeof requirementCreateBody>;
export type RequirementCreateFields = z.output<typeof requirementCreateBody>;

/** GET /api/public/requirements/suggest?q=&city=: the kind and sub-category the words name. */
export const requirementSuggestQuery = z.object({
  q: needField,
  city: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});

const namedRef = z.object({ _id: z.string(), name: z.string(), nameHi: z.string().nullable() });

export const requirementSuggestionSchema = z.object({
  kind: z.enum(CATEGORY_TYPES),
  category: namedRef.nullable(),
  subCategory: namedRef.nullable(),
});
export type RequirementSuggestion = z.infer<typeof requirementSuggestionSchema>;

/** POST /api/requirements/fetch and /close: the buyer's proof and the requirement. */
export const requirementBuyerBody = z.object({ proof: buyerProofField, id: publicIdField });
/** POST /api/requirements/mine: the proved phone's requirements, newest first (My enquiries). */
export const requirementsMineBody = z.object({ proof: buyerProofField });

/** A seller a requirement went to, as the buyer sees them. */
export const requirementSellerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string().nullable(),
  /** The business's public number (Call, WhatsApp). */
  phoneNo: z.string().nullable(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  /** Kilometres from the buyer's place (Near me or the locality); null when unknown. */
  distanceKm: z.number().nullable(),
  responseTime: responseTimeSchema,
  /** Offered (not answered yet) or accepted (responded); declined sellers are not listed. */
  offer: z.enum(['offered', 'accepted']),
  respondedAt: z.string().nullable(),
});
export type RequirementSeller = z.infer<typeof requirementSellerSchema>;

/** A requirement as its buyer sees it (its page and My enquiries). */
export const buyerRequirementSchema = z.object({
  _id: z.string(),
  need: z.string(),
  kind: z.enum(CATEGORY_TYPES),
  category: namedRef.nullable(),
  subCategory: namedRef.nullable(),
  quantity: z.string().nullable(),
  when: z.enum(REQUIREMENT_WHEN),
  city: z.string(),
  locality: z.string().nullable(),
  nearMe: z.boolean(),
  status: z.enum(REQUIREMENT_STATES),
  createdAt: z.string(),
  sellers: z.array(requirementSellerSchema),
});
export type BuyerRequirement = z.infer<typeof buyerRequirementSchema>;

export const requirementCreatedSchema = z.object({
  requirement: buyerRequirementSchema,
  /** The phone's proof (a fresh one for a signed-in seller): opens the page and My enquiries. */
  proof: buyerProofPayload,
  /** True when the same phone's same need of the last day was answered instead. */
  duplicate: z.boolean(),
});
export type RequirementCreated = z.infer<typeof requirementCreatedSchema>;

/** PUT /api/userAdmin/requirements/respond: a seller's answer to an offered requirement. */
export const requirementRespondBody = z.object({
  id: publicIdField,
  answer: z.enum(['accept', 'decline'], { error: REQUIREMENT_MSG.answerInvalid }),
});
/** PUT /api/userAdmin/requirements/report: the lead's id and why. */
export const requirementReportBody = z.object({
  id: publicIdField,
  reason: z.enum(REQUIREMENT_REPORT_REASONS, { error: REQUIREMENT_MSG.reportReasonInvalid }),
});

/** What an inbox lead of source `requirement` carries beside the usual enquiry fields. */
export const inboxRequirementSchema = z.object({
  _id: z.string(),
  offer: z.enum(REQUIREMENT_OFFERS),
  when: z.enum(REQUIREMENT_WHEN),
  quantity: z.string().nullable(),
  city: z.string(),
  locality: z.string().nullable(),
  subCategory: z.string().nullable(),
  /** Offered while the requirement is under a day old and still matched. */
  open: z.boolean(),
});
export type InboxRequirement = z.infer<typeof inboxRequirementSchema>;

/** GET /api/admin/requirements/fetchAll. */
export const adminRequirementsQuery = pageQuery(20, 100).extend({
  state: z.enum(ADMIN_REQUIREMENT_FILTERS, { error: REQUIREMENT_MSG.stateInvalid }).default('open'),
});

export const adminRequirementOfferSchema = z.object({
  businessId: z.string(),
  businessName: z.string(),
  offer: z.enum(REQUIREMENT_OFFERS),
  routedBy: z.enum(REQUIREMENT_ROUTES),
  offeredAt: z.string(),
  respondedAt: z.string().nullable(),
});

export const adminRequirementSchema = z.object({
  _id: z.string(),
  need: z.string(),
  kind: z.enum(CATEGORY_TYPES),
  subCategory: z.string().nullable(),
  category: z.string().nullable(),
  quantity: z.string().nullable(),
  when: z.enum(REQUIREMENT_WHEN),
  city: z.string(),
  locality: z.string().nullable(),
  contactPerson: z.string(),
  phoneNo: z.string(),
  /** The buyer had their phone erased: no name or number, the placeholder words instead. */
  erased: z.boolean(),
  status: z.enum(REQUIREMENT_STATES),
  reportedAt: z.string().nullable(),
  reportReason: z.enum(REQUIREMENT_REPORT_REASONS).nullable(),
  createdAt: z.string(),
  offers: z.array(adminRequirementOfferSchema),
});
export type AdminRequirement = z.infer<typeof adminRequirementSchema>;

export const adminRequirementsPageSchema = z.object({
  requirements: z.array(adminRequirementSchema),
  total: z.number().int(),
  /** How many of every filter, for the tabs. */
  counts: z.record(z.enum(ADMIN_REQUIREMENT_FILTERS), z.number().int()),
  /** Of all requirements ever matched, how many at least one seller accepted. */
  answered: z.number().int(),
  matchedEver: z.number().int(),
});

/** GET /api/admin/requirements/candidates?id=&q=: businesses the administrator may route to. */
export const adminRequirementCandidatesQuery = z.object({
  id: publicIdField,
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});
export const requirementCandidateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  city: z.string(),
  businessType: z.enum(CATEGORY_TYPES),
  distanceKm: z.number().nullable(),
  /** Requirements it received in the last day, against the daily cap. */
  todayCount: z.number().int(),
  alreadyOffered: z.boolean(),
});

/** PUT /api/admin/requirements/route: offers it to the chosen public businesses. */
export const adminRequirementRouteBody = z.object({
  id: publicIdField,
  businessIds: z.array(publicIdField).min(1, REQUIREMENT_MSG.routeNeedsBusinesses),
});
/** PUT /api/admin/requirements/remove: takes it off every seller's inbox (audited). */
export const adminRequirementRemoveBody = z.object({
  id: publicIdField,
  reason: requiredText(REQUIREMENT_MSG.removeReasonRequired, REQUIREMENT_LIMITS.removeReasonMax),
});

export const REQUIREMENT_ANSWERS = {
  suggestion: envelopeSchema(requirementSuggestionSchema),
  created: envelopeSchema(requirementCreatedSchema),
  requirement: envelopeSchema(buyerRequirementSchema),
  mine: envelopeSchema(z.object({ requirements: z.array(buyerRequirementSchema) })),
  done: envelopeSchema(z.null()),
  adminPage: envelopeSchema(adminRequirementsPageSchema),
  adminOne: envelopeSchema(adminRequirementSchema),
  candidates: envelopeSchema(z.object({ businesses: z.array(requirementCandidateSchema) })),
};
export type RequirementAnswers = PayloadsOf<typeof REQUIREMENT_ANSWERS>;
