import { z } from 'zod';
import {
  BUSINESS_FILTERS,
  CATEGORY_TYPES,
  HOUR_SLOTS,
  LIMITS,
  PAGE_SIZES,
  WEEK_DAYS,
} from '../constants.ts';
import { maxCharsMessage, MSG } from '../messages.ts';
import { imagesLimitMessage } from '../workspace-messages.ts';
import { envelopeSchema, pageQuery, timestampAnswer, type PayloadsOf } from '../api.ts';
import type { WorkingHours } from '../opening-hours.ts';
import { phoneField, wordCount } from './common.ts';
import { latitudeField, longitudeField } from './nearby.ts';
import { openRevisionSchema } from './revisions.ts';

// Spec §5 Business, plus the fields every listing form shares (images, keywords, description).
// Pure zod: the web forms use these schemas as they are.

/** Blank form values ('' or null) mean "not given". */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : value;

/** A required, trimmed text with the spec's "required" message and a length cap. */
export const requiredText = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, maxCharsMessage(max));

/** An optional, trimmed text; blank becomes undefined. */
export const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, maxCharsMessage(max)).optional());

/** Characters a 1000-word description may take; words are the rule, this only bounds the body. */
const DESCRIPTION_MAX_CHARS = 15_000;

export const requiredDescription = requiredText(
  MSG.descriptionRequired,
  DESCRIPTION_MAX_CHARS,
).refine((text) => wordCount(text) <= LIMITS.descriptionWords, MSG.maxWords);
export const optionalDescription = optionalText(DESCRIPTION_MAX_CHARS).refine(
  (text) => text === undefined || wordCount(text) <= LIMITS.descriptionWords,
  MSG.maxWords,
);

/** Image types an upload may declare, by file name extension. */
export const IMAGE_CONTENT_TYPES = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[keyof typeof IMAGE_CONTENT_TYPES];

/** The content type an image's file name declares, or null when it is not an image name. */
export function imageContentType(fileName: string): ImageContentType | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension && extension in IMAGE_CONTENT_TYPES
    ? IMAGE_CONTENT_TYPES[extension as keyof typeof IMAGE_CONTENT_TYPES]
    : null;
}

/**
 * Images of a business, product or service (at most 6). Each entry is either a stored image key
 * the record already has (kept) or the file name of a new image ("shop.webp"), for which the
 * answer carries a pre-signed upload URL. The extension names the content type to upload with.
 */
export const imagesField = z
  .array(
    z
      .string()
      .trim()
      .min(1, MSG.onlyImages)
      .max(300, maxCharsMessage(300))
      .refine((name) => imageContentType(name) !== null, MSG.onlyImages),
  )
  .max(LIMITS.imagesPerListing, imagesLimitMessage(LIMITS.imagesPerListing))
  .default([]);

/** Keywords: at most 6, lowercased, no duplicates; blank entries are dropped. */
export const tagsField = z
  .array(z.string().trim().toLowerCase().max(50, maxCharsMessage(50)))
  .default([])
  .transform((tags) => tags.filter(Boolean))
  .pipe(
    z
      .array(z.string())
      .max(LIMITS.tags, MSG.tagsLimit)
      .refine((tags) => new Set(tags).size === tags.length, MSG.tagsDuplicate),
  );

/** A list of short texts (specifications, disclaimers) with its own limit; blank lines are dropped. */
export const textListField = (max: number, message: string) =>
  z
    .array(z.string().trim().max(500, maxCharsMessage(500)))
    .default([])
    .transform((items) => items.filter(Boolean))
    .pipe(z.array(z.string()).max(max, message));

const hourSlot = z
  .string({ error: MSG.workingHoursInvalid })
  .refine((slot) => HOUR_SLOTS.includes(slot), MSG.workingHoursInvalid);

export const workingDaySchema = z.object({
  day: z.enum(WEEK_DAYS, { error: MSG.workingHoursInvalid }),
  from: hourSlot,
  to: hourSlot,
  isClosed: z.boolean().default(false),
});

/**
 * Working hours: one entry per day of the week (7), from/to from the hourly slots 00:00 to 23:00,
 * isClosed per day, isOpen24Hours for the whole week. Answered in week order.
 */
export const workingHoursSchema = z.object({
  isOpen24Hours: z.boolean().default(false),
  timings: z
    .array(workingDaySchema, { error: MSG.workingHoursInvalid })
    .length(WEEK_DAYS.length, MSG.workingHoursInvalid)
    .refine(
      (days) => new Set(days.map((d) => d.day)).size === WEEK_DAYS.length,
      MSG.workingHoursInvalid,
    )
    .transform((days) =>
      [...days].sort((a, b) => WEEK_DAYS.indexOf(a.day) - WEEK_DAYS.indexOf(b.day)),
    ),
});
export type WorkingHoursInput = z.input<typeof workingHoursSchema>;

/**
 * Working hours as answered: the stored form, already checked and ordered by workingHoursSchema
 * when written. A plain object (no transform), so a response schema can encode it.
 */
export const workingHoursAnswer = z.object({
  isOpen24Hours: z.boolean(),
  timings: z.array(
    z.object({ day: z.enum(WEEK_DAYS), from: z.string(), to: z.string(), isClosed: z.boolean() }),
  ),
}) satisfies z.ZodType<WorkingHours>;

/** http(s) links; "www.x.com" is read as "https://www.x.com". */
const linkField = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(500, maxCharsMessage(500))
    .transform((link) => (/^[a-z][a-z0-9+.-]*:/i.test(link) ? link : `https://${link}`))
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: MSG.linkInvalid }))
    .optional(),
);

/** GSTIN: 15 letters and digits (upper-cased). */
const gstField = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .toUpperCase()
    .length(15, MSG.gstInvalid)
    .regex(/^[0-9A-Z]{15}$/, MSG.gstInvalid)
    .optional(),
);

/** Month of establishment 'YYYY-MM'; a full date ('2019-04-01…') is cut to its month. */
const doeField = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])($|[-T])/, MSG.doeInvalid)
    .transform((value) => value.slice(0, 7))
    .optional(),
);

const pinCodeField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ error: MSG.pinCodeRequired })
    .trim()
    .min(1, MSG.pinCodeRequired)
    .regex(new RegExp(`^\\d{${LIMITS.pinCodeDigits}}$`), MSG.pinCodeInvalid),
);

/** An id sent by a form or a query: required, its format checked by the server (404 if wrong). */
export const idParam = z.string({ error: MSG.idRequired }).trim().min(1, MSG.idRequired).max(100);
/** An optional id (a form's cleared select sends '' or null). */
export const optionalIdField = z.preprocess(
  blankToUndefined,
  z.string().trim().max(100).optional(),
);

/**
 * Rupees with at most two decimals; blank means "not given". Form inputs may send numeric strings.
 */
export const priceField = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    return typeof blank === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(blank) ? Number(blank) : blank;
  },
  z
    .number({ error: MSG.priceInvalid })
    .min(0, MSG.priceInvalid)
    .max(999_999_999, MSG.priceInvalid)
    .refine((price) => Math.abs(Math.round(price * 100) - price * 100) < 1e-6, MSG.priceInvalid)
    .optional(),
);

/** A selling price never above the M.R.P. (DESIGN.md §4), for products and services alike. */
export function checkSellingNotAboveMrp(
  value: { pricePerUnit?: number | undefined; sellingPrice?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if (
    value.pricePerUnit !== undefined &&
    value.sellingPrice !== undefined &&
    value.sellingPrice > value.pricePerUnit
  ) {
    ctx.addIssue({ code: 'custom', path: ['sellingPrice'], message: MSG.sellingAboveMrp });
  }
}

/** Chosen ids, each once. */
export const idListField = (required?: string) => {
  const list = z.array(
    z.string().trim().min(1).max(100),
    required ? { error: required } : undefined,
  );
  return (required ? list.min(1, required) : list.default([])).transform((ids) => [
    ...new Set(ids),
  ]);
};

// The fields in form order: the first broken rule is the message the caller sees.
const businessShape = {
  name: requiredText(MSG.businessNameRequired, 120),
  businessType: z.enum(CATEGORY_TYPES, { error: MSG.businessTypeRequired }),
  images: imagesField,
  tags: tagsField,
  description: requiredDescription,
  website: linkField,
  phoneNo: phoneField(MSG.businessPhoneRequired, MSG.businessPhoneInvalid),
  gst: gstField,
  doe: doeField,
  fb: linkField,
  insta: linkField,
  address: requiredText(MSG.addressRequired, 500),
  state: requiredText(MSG.stateRequired, 100),
  city: requiredText(MSG.cityRequired, 100),
  pinCode: pinCodeField,
  workingHours: workingHoursSchema.nullish(),
  /**
   * Where the business is: the seller's pin or "Use my current location"; when both are
   * missing the server places it at its pin code's or city's centre (docs/decisions/018-near-me.md).
   */
  latitude: latitudeField.nullish(),
  longitude: longitudeField.nullish(),
};

/** POST /userAdmin/business/create. */
export const createBusinessBody = z.object(businessShape);
/** PUT /userAdmin/business/update: the whole form again plus its id. */
export const updateBusinessBody = z.object({ id: idParam, ...businessShape });
export type CreateBusinessInput = z.input<typeof createBusinessBody>;
export type CreateBusinessBody = z.output<typeof createBusinessBody>;
export type UpdateBusinessBody = z.output<typeof updateBusinessBody>;

/** `{ id }` of fetch, delete and toggleStatus calls. */
export const idQuery = z.object({ id: idParam });
/** DELETE … {id}: clients send the id as a query parameter or in the body; either is read. */
export const optionalIdQuery = z.object({ id: idParam.optional() });
export const optionalIdBody = z.object({ id: idParam.optional() }).nullish();

/** GET /userAdmin/business/fetchAll: 10 per page, filter All | Active | Pending. */
export const fetchBusinessesQuery = pageQuery(PAGE_SIZES.sellerBusinesses, 50).extend({
  filter: z.enum(BUSINESS_FILTERS).default('All'),
});

/** One pre-signed upload in a create or update answer. */
export const preSignedUploadSchema = z.object({
  /** The file name the caller sent. */
  image: z.string(),
  /** The stored image key (what `images` now holds in its place). */
  key: z.string(),
  /** PUT the file here, with `contentType` as its Content-Type. */
  url: z.string(),
  contentType: z.enum(
    Object.values(IMAGE_CONTENT_TYPES) as [ImageContentType, ...ImageContentType[]],
  ),
});
export type PreSignedUpload = z.infer<typeof preSignedUploadSchema>;
/** PUT /api/uploads/{key} (local storage's pre-signed URL): the key the image is stored under. */
export const UPLOAD_ANSWERS = { stored: envelopeSchema(z.object({ key: z.string() })) } as const;

/**
 * A business's profile as every reader gets it: the seller area (below) and the public business
 * and shop pages (publicBusinessSchema in schemas/public.ts) add what only they read.
 */
export const businessProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  businessType: z.enum(CATEGORY_TYPES),
  images: z.array(z.string()),
  tags: z.array(z.string()),
  description: z.string(),
  website: z.string().nullable(),
  phoneNo: z.string(),
  gst: z.string().nullable(),
  /** Month of establishment, 'YYYY-MM'. */
  doe: z.string().nullable(),
  fb: z.string().nullable(),
  insta: z.string().nullable(),
  address: z.string(),
  state: z.string(),
  city: z.string(),
  pinCode: z.string(),
  workingHours: workingHoursAnswer.nullable(),
  /** Where it is: the city's centre until the seller sets it; null without one. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Its shop address: the page /shop/{slug}, public once the business is. */
  slug: z.string().nullable(),
  productCount: z.number().int(),
  serviceCount: z.number().int(),
});

/** A business as the seller area reads it: its whole form and its state. */
export const sellerBusinessSchema = businessProfileSchema.extend({
  /** The owner's account: the seller's own answer (and the administrator's) only, never a public one. */
  fkUserId: z.string(),
  locationSource: z.enum(['seller', 'admin', 'city']).nullable(),
  isApproved: z.boolean(),
  rejectionMessage: z.string().nullable(),
  isActive: z.boolean(),
  views: z.number().int(),
  createdAt: timestampAnswer,
  updatedAt: timestampAnswer,
  leadsCount: z.number().int(),
  /** Changes waiting for approval, or rejected, while the approved version stays. */
  revision: openRevisionSchema,
});
export type SellerBusiness = z.infer<typeof sellerBusinessSchema>;

/** Envelopes of /userAdmin/business answers (201 for a create), for the routes' response schemas. */
export const BUSINESS_ANSWERS = {
  created: envelopeSchema(
    z.object({
      business: sellerBusinessSchema,
      businessImagesPreSignedUrls: z.array(preSignedUploadSchema),
    }),
  ),
  updated: envelopeSchema(
    z.object({
      business: sellerBusinessSchema,
      newBusinessImagesPreSignedUrls: z.array(preSignedUploadSchema),
      /** True when the edit waits as a revision and the approved version stays public. */
      savedAsRevision: z.boolean(),
    }),
  ),
  one: envelopeSchema(z.object({ business: sellerBusinessSchema })),
  page: envelopeSchema(
    z.object({ businesses: z.array(sellerBusinessSchema), total: z.number().int() }),
  ),
  /** What the register form starts with. */
  preFilled: envelopeSchema(z.object({ preFilledData: z.object({ phoneNo: z.string() }) })),
  /** Delete and discard answer only their message. */
  done: envelopeSchema(z.null()),
} as const;
/** What each of those answers carries (its payload), by the same name. */
export type BusinessAnswers = PayloadsOf<typeof BUSINESS_ANSWERS>;
