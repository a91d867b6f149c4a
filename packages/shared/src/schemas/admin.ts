import { z } from 'zod';
import { envelopeSchema, pageQuery, type PayloadsOf } from '../api.ts';
import { CATEGORY_TYPES } from '../constants.ts';
import { maxCharsMessage, MSG } from '../messages.ts';
import type { LocationSource } from '../nearby.ts';
import { ADMIN_MSG } from '../workspace-messages.ts';
import {
  idParam,
  imageContentType,
  preSignedUploadSchema,
  sellerBusinessSchema,
} from './businesses.ts';
import { revisionDetailSchema } from './revisions.ts';
import { PLAN_IDS, planIdField, SUBSCRIPTION_REQUEST_STATUSES } from './subscriptions.ts';

// The administrator console: requests under /api/admin/* and the shapes they answer.
// GET arguments are query parameters (numbers coerced); other methods take a JSON body.

export const APPROVAL_TYPES = ['business', 'product', 'service', 'profile'] as const;
export type ApprovalType = (typeof APPROVAL_TYPES)[number];
export const approvalTypeField = z.enum(APPROVAL_TYPES, { error: ADMIN_MSG.approvalTypeInvalid });

/** Admin lists: 20 a page unless asked otherwise. */
export const ADMIN_PAGE_SIZE = 20;
/** The console's 'Recently expired' list looks this many days back unless asked otherwise. */
export const EXPIRED_PLANS_DAYS = 30;
const adminPage = (perPage = ADMIN_PAGE_SIZE) => pageQuery(perPage, 100);

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const searchField = z.preprocess(blankToUndefined, z.string().trim().max(100).optional());
const requiredName = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxCharsMessage(max));
/**
 * A catalogue name in Hindi, as long as the English one may be. Optional: Hindi pages
 * show the English name when there is none. Blank or null removes it; absent from an update
 * keeps the stored one, so a client that does not know the field changes nothing.
 */
export const hindiNameField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.string().trim().max(100, maxCharsMessage(100)).nullish(),
);
/** An optional id: blank or null is "none". */
const optionalId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  idParam.optional(),
);
const flagField = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean(),
);

// Approvals
export const adminApprovalsQuery = adminPage().extend({
  type: approvalTypeField,
  /** Part of the item's, its business's or its owner's name, or of the owner's phone. */
  search: searchField,
});
/**
 * The version of an item the administrator was shown: a fingerprint of its preview
 * (`version` of each queue item). A decision names it; an item changed since answers 409.
 */
export const approvalVersionField = z
  .string({ error: ADMIN_MSG.versionRequired })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, ADMIN_MSG.versionRequired);
export const adminApproveBody = z.object({
  type: approvalTypeField,
  id: idParam,
  version: approvalVersionField,
});
export type AdminApproveInput = z.input<typeof adminApproveBody>;
export const adminRejectBody = z.object({
  type: approvalTypeField,
  id: idParam,
  version: approvalVersionField,
  rejectionMessage: requiredName(ADMIN_MSG.rejectionMessageRequired, 1000),
});
export type AdminRejectInput = z.input<typeof adminRejectBody>;
export const adminBulkApproveBody = z.object({
  type: approvalTypeField,
  /** Each chosen item with the version the administrator was shown. */
  items: z
    .array(z.object({ id: idParam, version: approvalVersionField }), {
      error: ADMIN_MSG.idsRequired,
    })
    .min(1, ADMIN_MSG.idsRequired)
    .max(100),
});
export type AdminBulkApproveInput = z.input<typeof adminBulkApproveBody>;

// Plans
export const adminActivatePlanBody = z.object({
  /** The user's id. */
  id: idParam,
  plan: planIdField,
  /** The subscription request this activation answers, when it came from one. */
  requestId: optionalId,
});
export type AdminActivatePlanInput = z.input<typeof adminActivatePlanBody>;
export const adminSubscriptionRequestsQuery = adminPage().extend({
  status: z.enum(['open', 'done', 'all']).default('open'),
});
/** Users whose paid plan ran out within the last `days` days: who may renew. */
export const adminExpiredPlansQuery = adminPage().extend({
  days: z.coerce.number().int().min(1).max(365).default(EXPIRED_PLANS_DAYS),
});
export const adminIdBody = z.object({ id: idParam });
export const adminIdQuery = z.object({ id: idParam });

// Users
export const adminUsersQuery = adminPage().extend({
  /** Phone digits or part of a name. */
  search: searchField,
  role: z.enum(['all', 'user', 'admin']).default('all'),
  status: z.enum(['all', 'active', 'inactive']).default('all'),
});
export const adminSetRoleBody = z.object({ id: idParam, role: z.enum(['user', 'admin']) });

// Contact messages
export const adminContactMessagesQuery = adminPage().extend({
  status: z.enum(['new', 'handled', 'all']).default('new'),
});
export const adminMarkHandledBody = z.object({ id: idParam, handled: z.boolean().default(true) });

// Audit log
export const adminAuditQuery = adminPage(25).extend({
  entityType: searchField,
  entityId: searchField,
});

// Catalogue. `image`: absent keeps the current image, null removes it, the current reference
// keeps it, any other value is a new file's name and the answer carries its upload URL.
export const adminImageField = z
  .string()
  .trim()
  .min(1, MSG.onlyImages)
  .max(300, maxCharsMessage(300))
  .refine((name) => imageContentType(name) !== null, MSG.onlyImages)
  .nullish();

export const adminCategoriesQuery = z.object({
  categoryType: z.enum(CATEGORY_TYPES).optional(),
});
export const adminCategoryCreateBody = z.object({
  type: z.enum(CATEGORY_TYPES, { error: 'Type must be product or service.' }),
  category: requiredName(ADMIN_MSG.categoryRequired),
  categoryHi: hindiNameField,
  image: adminImageField,
});
export type AdminCategoryInput = z.input<typeof adminCategoryCreateBody>;
export const adminCategoryUpdateBody = z.object({
  id: idParam,
  category: requiredName(ADMIN_MSG.categoryRequired),
  categoryHi: hindiNameField,
  image: adminImageField,
});

export const adminSubCategoriesQuery = z.object({ fkCategoryId: idParam });
const brandIdsField = z.array(idParam).max(500).default([]);
export const adminSubCategoryCreateBody = z.object({
  fkCategoryId: idParam,
  subCategory: requiredName(ADMIN_MSG.subCategoryRequired),
  subCategoryHi: hindiNameField,
  image: adminImageField,
  fkBrandsIds: brandIdsField,
});
export type AdminSubCategoryInput = z.input<typeof adminSubCategoryCreateBody>;
export const adminSubCategoryUpdateBody = z.object({
  id: idParam,
  subCategory: requiredName(ADMIN_MSG.subCategoryRequired),
  subCategoryHi: hindiNameField,
  image: adminImageField,
  fkBrandsIds: brandIdsField,
});

/** Up to 1000 a page: the sub-category form picks from every brand. */
export const adminBrandsQuery = pageQuery(50, 1000).extend({ search: searchField });
export const adminBrandCreateBody = z.object({
  brand: requiredName(ADMIN_MSG.brandRequired),
  image: adminImageField,
});
export type AdminBrandInput = z.input<typeof adminBrandCreateBody>;
export const adminBrandUpdateBody = adminBrandCreateBody.extend({ id: idParam });

const colorField = z
  .string({ error: ADMIN_MSG.colorRequired })
  .trim()
  .min(1, ADMIN_MSG.colorRequired)
  .regex(/^#[0-9A-Fa-f]{6}$/, ADMIN_MSG.colorInvalid)
  .transform((value) => value.toUpperCase());
export const adminColorCreateBody = z.object({
  color: colorField,
  colorName: requiredName(ADMIN_MSG.colorNameRequired, 60),
});
export type AdminColorInput = z.input<typeof adminColorCreateBody>;
export const adminColorUpdateBody = adminColorCreateBody.extend({ id: idParam });

/** Banner images: kept references and new files' names, 1 to 10 of them. */
export const BANNER_MAX_IMAGES = 10;
const bannerImageName = z
  .string()
  .trim()
  .min(1, MSG.onlyImages)
  .max(300, maxCharsMessage(300))
  .refine((name) => imageContentType(name) !== null, MSG.onlyImages);
export const adminBannerImagesField = z
  .array(bannerImageName, { error: ADMIN_MSG.bannerImagesRequired })
  .min(1, ADMIN_MSG.bannerImagesRequired)
  .max(BANNER_MAX_IMAGES, `Upto ${BANNER_MAX_IMAGES} images allowed`);
/**
 * The banner's images with their words in Hindi, shown on Hindi pages instead of
 * `images`. Optional: none (or an empty list, or null) shows `images`; absent from an update
 * keeps the stored ones.
 */
export const adminBannerImagesHiField = z.preprocess(
  (value) => (Array.isArray(value) && value.length === 0 ? null : value),
  z
    .array(bannerImageName)
    .max(BANNER_MAX_IMAGES, `Upto ${BANNER_MAX_IMAGES} images allowed`)
    .nullish(),
);
export const adminBannersQuery = adminPage(50).extend({
  fkCityId: optionalId,
  fkCategoryId: optionalId,
});
const bannerShape = {
  images: adminBannerImagesField,
  imagesHi: adminBannerImagesHiField,
  /** None: the home page. */
  fkCategoryId: optionalId,
  /** Narrows a category banner to one of its sub-categories. */
  fkSubCategoryId: optionalId,
  /** None: All Over India. */
  fkCityId: optionalId,
};
export const adminBannerCreateBody = z.object(bannerShape);
export type AdminBannerInput = z.input<typeof adminBannerCreateBody>;
export const adminBannerUpdateBody = z.object({ id: idParam, ...bannerShape });

export const adminCitiesQuery = adminPage(25).extend({
  search: searchField,
  served: z.enum(['all', 'served', 'unserved']).default('all'),
});
export const adminSetServedBody = z.object({ id: idParam, isServed: flagField });

// Answers

export const adminDashboardSchema = z.object({
  pending: z.object(
    Object.fromEntries(APPROVAL_TYPES.map((type) => [type, z.number().int()])) as Record<
      ApprovalType,
      z.ZodNumber
    >,
  ),
  openSubscriptionRequests: z.number().int(),
  newContactMessages: z.number().int(),
  /** Published reviews waiting for a moderation decision (reported or matched the word list). */
  reviewsWaiting: z.number().int(),
  users: z.object({
    total: z.number().int(),
    active: z.number().int(),
    withPlan: z.number().int(),
    admins: z.number().int(),
  }),
  listings: z.object({
    businesses: z.number().int(),
    products: z.number().int(),
    services: z.number().int(),
    publicProducts: z.number().int(),
    publicServices: z.number().int(),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const adminOwnerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phoneNo: z.string(),
  isActive: z.boolean(),
});
export type AdminOwner = z.infer<typeof adminOwnerSchema>;

const reviewShape = {
  _id: z.string(),
  /** The fingerprint of what this preview shows: approve and reject name it. */
  version: z.string(),
  isApproved: z.boolean(),
  rejectionMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A business waiting for review: the seller's form (sellerBusinessSchema's fields) and its owner. */
export const businessPreviewSchema = sellerBusinessSchema
  .pick({
    name: true,
    businessType: true,
    images: true,
    tags: true,
    description: true,
    website: true,
    phoneNo: true,
    gst: true,
    doe: true,
    fb: true,
    insta: true,
    address: true,
    city: true,
    state: true,
    pinCode: true,
    workingHours: true,
    isActive: true,
  })
  .extend({
    ...reviewShape,
    type: z.literal('business'),
    owner: adminOwnerSchema,
    /** An edit of this approved business waiting for review; null for a new one. */
    revision: revisionDetailSchema.nullable(),
  });
export type BusinessPreview = z.infer<typeof businessPreviewSchema>;

const listingPreviewShape = {
  ...reviewShape,
  name: z.string(),
  images: z.array(z.string()),
  pricePerUnit: z.number().nullable(),
  sellingPrice: z.number().nullable(),
  tags: z.array(z.string()),
  description: z.string().nullable(),
  isActive: z.boolean(),
  category: z.string().nullable(),
  subCategories: z.array(z.string()),
  business: z.object({
    _id: z.string(),
    name: z.string(),
    city: z.string(),
    isApproved: z.boolean(),
  }),
  owner: adminOwnerSchema,
  /** An edit of this approved listing waiting for review; null for a new one. */
  revision: revisionDetailSchema.nullable(),
};
export const productPreviewSchema = z.object({
  ...listingPreviewShape,
  type: z.literal('product'),
  sku: z.string().nullable(),
  brand: z.string().nullable(),
  colors: z.array(z.object({ color: z.string(), colorName: z.string() })),
  specifications: z.array(z.string()),
  disclaimer: z.array(z.string()),
});
export type ProductPreview = z.infer<typeof productPreviewSchema>;
export const servicePreviewSchema = z.object({
  ...listingPreviewShape,
  type: z.literal('service'),
});
export type ServicePreview = z.infer<typeof servicePreviewSchema>;

export const profilePreviewSchema = z.object({
  ...reviewShape,
  type: z.literal('profile'),
  firstName: z.string(),
  lastName: z.string(),
  phoneNo: z.string(),
  email: z.string().nullable(),
  gender: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  logo: z.string().nullable(),
  plan: z.string(),
  planExpiresAt: z.string().nullable(),
  isActive: z.boolean(),
});
export type ProfilePreview = z.infer<typeof profilePreviewSchema>;

export const approvalItemSchema = z.discriminatedUnion('type', [
  businessPreviewSchema,
  productPreviewSchema,
  servicePreviewSchema,
  profilePreviewSchema,
]);
export type ApprovalItem = z.infer<typeof approvalItemSchema>;
export const approvalsPageSchema = z.object({
  items: z.array(approvalItemSchema),
  total: z.number().int(),
});
export type ApprovalsPage = z.infer<typeof approvalsPageSchema>;
export const bulkApproveAnswerSchema = z.object({
  approved: z.array(z.string()),
  skipped: z.array(z.string()),
  /** The skipped items changed since the administrator was shown them (they stay in the queue). */
  changed: z.array(z.string()),
});
export type BulkApproveAnswer = z.infer<typeof bulkApproveAnswerSchema>;

export const adminSubscriptionRequestSchema = z.object({
  _id: z.string(),
  plan: z.enum(PLAN_IDS),
  status: z.enum(SUBSCRIPTION_REQUEST_STATUSES),
  createdAt: z.string(),
  user: z.object({
    _id: z.string(),
    name: z.string(),
    phoneNo: z.string(),
    plan: z.string(),
    planExpiresAt: z.string().nullable(),
    isActive: z.boolean(),
  }),
});
export type AdminSubscriptionRequest = z.infer<typeof adminSubscriptionRequestSchema>;

/** A user whose plan expired recently, newest expiry first. */
export const adminExpiredPlanSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phoneNo: z.string(),
  plan: z.string(),
  planExpiresAt: z.string(),
  isActive: z.boolean(),
});
export type AdminExpiredPlan = z.infer<typeof adminExpiredPlanSchema>;

export const activatePlanAnswerSchema = z.object({
  user: z.object({ _id: z.string(), plan: z.string(), planExpiresAt: z.string() }),
  closedRequests: z.number().int(),
});
export type ActivatePlanAnswer = z.infer<typeof activatePlanAnswerSchema>;

export const adminUserRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNo: z.string(),
  email: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  plan: z.string(),
  planExpiresAt: z.string().nullable(),
  isActive: z.boolean(),
  isApproved: z.boolean(),
  city: z.string().nullable(),
  createdAt: z.string(),
  businessCount: z.number().int(),
  /** When its owner had the account erased: its name and phone are blank placeholders. */
  erasedAt: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminListingRowSchema = z.object({
  _id: z.string(),
  type: z.enum(['product', 'service']),
  name: z.string(),
  image: z.string().nullable(),
  isApproved: z.boolean(),
  rejectionMessage: z.string().nullable(),
  isActive: z.boolean(),
  sellingPrice: z.number().nullable(),
});
export type AdminListingRow = z.infer<typeof adminListingRowSchema>;

export const adminUserBusinessSchema = z.object({
  _id: z.string(),
  name: z.string(),
  businessType: z.enum(CATEGORY_TYPES),
  image: z.string().nullable(),
  city: z.string(),
  isApproved: z.boolean(),
  rejectionMessage: z.string().nullable(),
  isActive: z.boolean(),
  /** Where it is, and who put it there; null until it has a place. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  locationSource: z.enum(['seller', 'admin', 'city'] satisfies LocationSource[]).nullable(),
  /** The seller's own domain an administrator verified, or null. */
  domain: z.string().nullable(),
  listings: z.array(adminListingRowSchema),
  listingCount: z.number().int(),
});
export type AdminUserBusiness = z.infer<typeof adminUserBusinessSchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserRowSchema.extend({
    gender: z.string(),
    address: z.string().nullable(),
    state: z.string().nullable(),
    logo: z.string().nullable(),
    rejectionMessage: z.string().nullable(),
  }),
  businesses: z.array(adminUserBusinessSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminCategorySchema = z.object({
  _id: z.string(),
  type: z.enum(CATEGORY_TYPES),
  category: z.string(),
  categoryHi: z.string().nullable(),
  image: z.string().nullable(),
  subCategoryCount: z.number().int(),
  listingCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminSubCategorySchema = z.object({
  _id: z.string(),
  fkCategoryId: z.string(),
  subCategory: z.string(),
  subCategoryHi: z.string().nullable(),
  image: z.string().nullable(),
  fkBrandsIds: z.array(z.string()),
  listingCount: z.number().int(),
});
export type AdminSubCategory = z.infer<typeof adminSubCategorySchema>;
export const adminBrandSchema = z.object({
  _id: z.string(),
  brand: z.string(),
  image: z.string().nullable(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;
export const adminColorSchema = z.object({
  _id: z.string(),
  color: z.string(),
  colorName: z.string(),
  productCount: z.number().int(),
});
export type AdminColor = z.infer<typeof adminColorSchema>;
export const adminBannerSchema = z.object({
  _id: z.string(),
  images: z.array(z.string()),
  imagesHi: z.array(z.string()).nullable(),
  fkCategoryId: z.string().nullable(),
  category: z.string().nullable(),
  fkSubCategoryId: z.string().nullable(),
  subCategory: z.string().nullable(),
  fkCityId: z.string().nullable(),
  city: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminCitySchema = z.object({
  _id: z.string(),
  city: z.string(),
  state: z.string(),
  isServed: z.boolean(),
});
export type AdminCity = z.infer<typeof adminCitySchema>;
export const adminContactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phoneNo: z.string().nullable(),
  email: z.string().nullable(),
  message: z.string(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;
export const adminAuditEntrySchema = z.object({
  _id: z.string(),
  admin: z.object({ _id: z.string(), name: z.string(), phoneNo: z.string() }),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** Saves with an image answer the upload it needs (null when no new file was named). */
export const adminImageUploadSchema = preSignedUploadSchema.nullable();
export type AdminImageUpload = z.infer<typeof adminImageUploadSchema>;

// ——— Answers of the catalogue administration ———

const total = z.number().int();
/** A deletion answers only its message. */
const deleted = envelopeSchema(z.null());
/** A save answers the record and the upload its new image needs. */
const saved = <K extends string, T extends z.ZodType>(key: K, record: T) =>
  envelopeSchema(
    z.object({ [key]: record, imageUpload: adminImageUploadSchema } as Record<K, T> & {
      imageUpload: typeof adminImageUploadSchema;
    }),
  );
const savedBanner = envelopeSchema(
  z.object({
    banner: adminBannerSchema,
    imagesPreSignedUrls: z.array(preSignedUploadSchema),
    /** The uploads of new Hindi images. */
    imagesHiPreSignedUrls: z.array(preSignedUploadSchema),
  }),
);

/** Envelopes of /api/admin/{category,subCategory,brand,color,banner,city} answers (201 for a create). */
export const ADMIN_CATALOG_ANSWERS = {
  categories: envelopeSchema(z.object({ categories: z.array(adminCategorySchema) })),
  category: saved('category', adminCategorySchema),
  subCategories: envelopeSchema(z.object({ subCategories: z.array(adminSubCategorySchema) })),
  subCategory: saved('subCategory', adminSubCategorySchema),
  brands: envelopeSchema(z.object({ brands: z.array(adminBrandSchema), total })),
  brand: saved('brand', adminBrandSchema),
  colors: envelopeSchema(z.object({ colors: z.array(adminColorSchema) })),
  color: envelopeSchema(z.object({ color: adminColorSchema })),
  banners: envelopeSchema(z.object({ banners: z.array(adminBannerSchema), total })),
  banner: savedBanner,
  cities: envelopeSchema(z.object({ cities: z.array(adminCitySchema), total })),
  /** The city and whether it is served now. */
  served: envelopeSchema(z.object({ _id: z.string(), city: z.string(), isServed: z.boolean() })),
  deleted,
} as const;
/** What each of those answers carries (its payload), by the same name. */
export type AdminCatalogAnswers = PayloadsOf<typeof ADMIN_CATALOG_ANSWERS>;

/** Envelopes of the other administration answers (dashboard, approvals, plans, users, messages). */
export const ADMIN_ANSWERS = {
  dashboard: envelopeSchema(adminDashboardSchema),
  approvals: envelopeSchema(approvalsPageSchema),
  /** What an approval or a rejection changed; a rejected edit of an approved item says so. */
  decided: envelopeSchema(
    z.object({
      type: z.enum(APPROVAL_TYPES),
      _id: z.string(),
      isApproved: z.boolean(),
      rejectionMessage: z.string().nullable(),
      revision: z
        .object({ status: z.literal('rejected'), rejectionMessage: z.string() })
        .optional(),
    }),
  ),
  bulkApproved: envelopeSchema(bulkApproveAnswerSchema),
  subscriptionRequests: envelopeSchema(
    z.object({ requests: z.array(adminSubscriptionRequestSchema), total }),
  ),
  requestClosed: envelopeSchema(z.object({ _id: z.string(), status: z.literal('done') })),
  expiredPlans: envelopeSchema(z.object({ users: z.array(adminExpiredPlanSchema), total })),
  planActivated: envelopeSchema(activatePlanAnswerSchema),
  users: envelopeSchema(z.object({ users: z.array(adminUserRowSchema), total })),
  user: envelopeSchema(adminUserDetailSchema),
  userActive: envelopeSchema(z.object({ _id: z.string(), isActive: z.boolean() })),
  userRole: envelopeSchema(z.object({ _id: z.string(), role: z.enum(['user', 'admin']) })),
  contactMessages: envelopeSchema(
    z.object({ messages: z.array(adminContactMessageSchema), total }),
  ),
  contactMessage: envelopeSchema(z.object({ message: adminContactMessageSchema })),
  audit: envelopeSchema(z.object({ entries: z.array(adminAuditEntrySchema), total })),
  /** The business's place as corrected, and who placed it (admin). */
  businessLocation: envelopeSchema(
    z.object({
      business: z.object({
        _id: z.string(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
        locationSource: z.enum(['seller', 'admin', 'city']).nullable(),
      }),
    }),
  ),
} as const;
/** What each of those answers carries (its payload), by the same name. */
export type AdminAnswers = PayloadsOf<typeof ADMIN_ANSWERS>;
