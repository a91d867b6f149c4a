import { z } from 'zod';
import { pageQuery } from '../api.ts';
import { CATEGORY_TYPES, type CategoryType, type PlanId } from '../constants.ts';
import { maxCharsMessage, MSG } from '../messages.ts';
import type { LocationSource } from '../nearby.ts';
import { ADMIN_MSG } from '../workspace-messages.ts';
import { idParam, imageContentType, type PreSignedUpload } from './businesses.ts';
import type { RevisionDetail } from './revisions.ts';
import { planIdField, type SubscriptionRequestStatus } from './subscriptions.ts';

// The administrator console (issue 7): requests under /api/admin/* and the shapes they answer.
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
 * A catalogue name in Hindi (issue 20), as long as the English one may be. Optional: Hindi pages
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

// Approvals (spec §4 Approval)
export const adminApprovalsQuery = adminPage().extend({
  type: approvalTypeField,
  /** Part of the item's, its business's or its owner's name, or of the owner's phone. */
  search: searchField,
});
export const adminApproveBody = z.object({ type: approvalTypeField, id: idParam });
export const adminRejectBody = z.object({
  type: approvalTypeField,
  id: idParam,
  rejectionMessage: requiredName(ADMIN_MSG.rejectionMessageRequired, 1000),
});
export const adminBulkApproveBody = z.object({
  type: approvalTypeField,
  ids: z.array(idParam, { error: ADMIN_MSG.idsRequired }).min(1, ADMIN_MSG.idsRequired).max(100),
});

// Plans
export const adminActivatePlanBody = z.object({
  /** The user's id. */
  id: idParam,
  plan: planIdField,
  /** The subscription request this activation answers, when it came from one. */
  requestId: optionalId,
});
export const adminSubscriptionRequestsQuery = adminPage().extend({
  status: z.enum(['open', 'done', 'all']).default('open'),
});
/** Users whose paid plan ran out within the last `days` days (issue 26): who may renew. */
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
 * The banner's images with their words in Hindi (issue 20), shown on Hindi pages instead of
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
export const adminBannerUpdateBody = z.object({ id: idParam, ...bannerShape });

export const adminCitiesQuery = adminPage(25).extend({
  search: searchField,
  served: z.enum(['all', 'served', 'unserved']).default('all'),
});
export const adminSetServedBody = z.object({ id: idParam, isServed: flagField });

// Answers

export type AdminDashboard = {
  pending: Record<ApprovalType, number>;
  openSubscriptionRequests: number;
  newContactMessages: number;
  /** Published reviews waiting for a moderation decision (reported or matched the word list). */
  reviewsWaiting: number;
  users: { total: number; active: number; withPlan: number; admins: number };
  listings: {
    businesses: number;
    products: number;
    services: number;
    publicProducts: number;
    publicServices: number;
  };
};

export type AdminOwner = { _id: string; name: string; phoneNo: string; isActive: boolean };

type Review = {
  _id: string;
  isApproved: boolean;
  rejectionMessage: string | null;
  createdAt: string;
  updatedAt: string;
};

export type AdminWorkingHours = {
  isOpen24Hours: boolean;
  timings: Array<{ day: string; from: string; to: string; isClosed: boolean }>;
} | null;

export type BusinessPreview = Review & {
  type: 'business';
  name: string;
  businessType: CategoryType;
  images: string[];
  tags: string[];
  description: string;
  website: string | null;
  phoneNo: string;
  gst: string | null;
  doe: string | null;
  fb: string | null;
  insta: string | null;
  address: string;
  city: string;
  state: string;
  pinCode: string;
  workingHours: AdminWorkingHours;
  isActive: boolean;
  owner: AdminOwner;
  /** An edit of this approved business waiting for review (issue 26); null for a new one. */
  revision: RevisionDetail | null;
};

type ListingPreviewBase = Review & {
  name: string;
  images: string[];
  pricePerUnit: number | null;
  sellingPrice: number | null;
  tags: string[];
  description: string | null;
  isActive: boolean;
  category: string | null;
  subCategories: string[];
  business: { _id: string; name: string; city: string; isApproved: boolean };
  owner: AdminOwner;
  /** An edit of this approved listing waiting for review (issue 26); null for a new one. */
  revision: RevisionDetail | null;
};

export type ProductPreview = ListingPreviewBase & {
  type: 'product';
  sku: string | null;
  brand: string | null;
  colors: Array<{ color: string; colorName: string }>;
  specifications: string[];
  disclaimer: string[];
};

export type ServicePreview = ListingPreviewBase & { type: 'service' };

export type ProfilePreview = Review & {
  type: 'profile';
  firstName: string;
  lastName: string;
  phoneNo: string;
  email: string | null;
  gender: string;
  address: string | null;
  city: string | null;
  state: string | null;
  logo: string | null;
  plan: string;
  planExpiresAt: string | null;
  isActive: boolean;
};

export type ApprovalItem = BusinessPreview | ProductPreview | ServicePreview | ProfilePreview;
export type ApprovalsPage = { items: ApprovalItem[]; total: number };
export type BulkApproveAnswer = { approved: string[]; skipped: string[] };

export type AdminSubscriptionRequest = {
  _id: string;
  plan: PlanId;
  status: SubscriptionRequestStatus;
  createdAt: string;
  user: {
    _id: string;
    name: string;
    phoneNo: string;
    plan: string;
    planExpiresAt: string | null;
    isActive: boolean;
  };
};

/** A user whose plan expired recently, newest expiry first. */
export type AdminExpiredPlan = {
  _id: string;
  name: string;
  phoneNo: string;
  plan: string;
  planExpiresAt: string;
  isActive: boolean;
};

export type ActivatePlanAnswer = {
  user: { _id: string; plan: string; planExpiresAt: string };
  closedRequests: number;
};

export type AdminUserRow = {
  _id: string;
  name: string;
  firstName: string;
  lastName: string;
  phoneNo: string;
  email: string | null;
  role: 'user' | 'admin';
  plan: string;
  planExpiresAt: string | null;
  isActive: boolean;
  isApproved: boolean;
  city: string | null;
  createdAt: string;
  businessCount: number;
};

export type AdminListingRow = {
  _id: string;
  type: 'product' | 'service';
  name: string;
  image: string | null;
  isApproved: boolean;
  rejectionMessage: string | null;
  isActive: boolean;
  sellingPrice: number | null;
};

export type AdminUserBusiness = {
  _id: string;
  name: string;
  businessType: CategoryType;
  image: string | null;
  city: string;
  isApproved: boolean;
  rejectionMessage: string | null;
  isActive: boolean;
  /** Where it is (issue 23), and who put it there; null until it has a place. */
  latitude: number | null;
  longitude: number | null;
  locationSource: LocationSource | null;
  /** The seller's own domain an administrator verified (issue 24 §3), or null. */
  domain: string | null;
  listings: AdminListingRow[];
  listingCount: number;
};

export type AdminUserDetail = {
  user: AdminUserRow & {
    gender: string;
    address: string | null;
    state: string | null;
    logo: string | null;
    rejectionMessage: string | null;
  };
  businesses: AdminUserBusiness[];
};

export type AdminCategory = {
  _id: string;
  type: CategoryType;
  category: string;
  categoryHi: string | null;
  image: string | null;
  subCategoryCount: number;
  listingCount: number;
};
export type AdminSubCategory = {
  _id: string;
  fkCategoryId: string;
  subCategory: string;
  subCategoryHi: string | null;
  image: string | null;
  fkBrandsIds: string[];
  listingCount: number;
};
export type AdminBrand = { _id: string; brand: string; image: string | null };
export type AdminColor = { _id: string; color: string; colorName: string; productCount: number };
export type AdminBanner = {
  _id: string;
  images: string[];
  imagesHi: string[] | null;
  fkCategoryId: string | null;
  category: string | null;
  fkSubCategoryId: string | null;
  subCategory: string | null;
  fkCityId: string | null;
  city: string | null;
  createdAt: string;
};
export type AdminCity = {
  _id: string;
  city: string;
  state: string;
  isServed: boolean;
};
export type AdminContactMessage = {
  _id: string;
  name: string;
  phoneNo: string | null;
  email: string | null;
  message: string;
  resolvedAt: string | null;
  createdAt: string;
};
export type AdminAuditEntry = {
  _id: string;
  admin: { _id: string; name: string; phoneNo: string };
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
};

/** Saves with an image answer the upload it needs (null when no new file was named). */
export type AdminImageUpload = PreSignedUpload | null;
