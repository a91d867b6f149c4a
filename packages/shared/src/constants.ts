// Business constants and fixed limits: the one place they are written down.

export const PRODUCT_NAME = 'Haat';

export const LIMITS = {
  businessesPerUser: 5,
  imagesPerListing: 6,
  tags: 6,
  specifications: 6,
  disclaimers: 6,
  descriptionWords: 1000,
  phoneDigits: 10,
  otpDigits: 4,
  otpValidMinutes: 5,
  otpResendSeconds: 60,
  pinCodeDigits: 6,
  planExpiringDays: 7,
  passwordMinLength: 8,
  // Long enough for any passphrase; short enough that hashing a login attempt stays cheap.
  passwordMaxLength: 128,
} as const;

export const PAGE_SIZES = {
  search: 12,
  subCategoryListing: 12,
  relatedProducts: 16,
  notifications: 15,
  sellerBusinesses: 10,
  sellerListings: 10,
  leads: 12,
  filterOptions: 48,
  colors: 35,
  businessTrendingSubCategories: 12,
  loadMorePerSubCategory: 8,
  trendingServiceCategories: 12,
  locationSearch: 10,
  trendingCategories: 20,
  trendingSubCategoriesPerCategory: 16,
  homeTopProducts: 24,
  homeNewArrivals: 16,
  homeTopServices: 24,
  homeTrendingSubCategories: 16,
  promotedSubCategoryProducts: 8,
  demographicsProductLimit: 8,
  reviews: 10,
  sellerReviews: 10,
  adminReviews: 20,
} as const;

export const UI = {
  toastLimit: 3,
  toastMs: 3000,
  bannerAutoplayMs: 5000,
  scrollDebounceMs: 200,
  infiniteScrollThresholdPx: 150,
  paginationButtons: 5,
  wideScreenPx: 1279,
  galleryImagesPerSlide: 3,
} as const;

export const IMAGE = {
  format: 'image/webp',
  quality: 0.75,
  targetBytes: 1_000_000,
  cropDefault: { unit: '%', x: 25, y: 25, width: 50, height: 50 },
} as const;

export const PRICE_RANGE = {
  min: 0,
  max: 6000,
  checkpoints: [0, 1000, 2000, 3000, 4000, 5000, 6000],
} as const;

export const DISCOUNT_OPTIONS = [10, 20, 30, 40, 50, 60] as const;

export const SORTS = ['new arrivals', 'a-z', 'z-a'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'new arrivals';

export const ALL_OVER_INDIA = 'All Over India';
export const TIME_ZONE = 'Asia/Kolkata';
export const PHONE_COUNTRY_CODE = '91';

export const CATEGORY_TYPES = ['product', 'service'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

/** ReviewBusiness: a buyer proves the phone of a review, with the sign-up limits. */
export const OTP_TYPES = [
  'RegisterUser',
  'ResetPassword',
  'ReviewBusiness',
  'DeleteAccount',
] as const;
export type OtpType = (typeof OTP_TYPES)[number];

export const PLAN_NONE = 'Plan 0';
export const PLANS = [
  { id: 'Plan A', label: 'Plan A', duration: '3 months', months: 3, price: 449, discount: '' },
  { id: 'Plan B', label: 'Plan B', duration: '6 months', months: 6, price: 699, discount: '' },
  { id: 'Plan C', label: 'Plan C', duration: '1 Year', months: 12, price: 999, discount: '' },
] as const;
export type PlanId = (typeof PLANS)[number]['id'];

export const LISTING_FILTERS = ['All', 'Active', 'InActive', 'Pending'] as const;
export const BUSINESS_FILTERS = ['All', 'Active', 'Pending'] as const;
export const NOTIFICATION_FILTERS = ['All', 'New', 'Read'] as const;

export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
/** Hourly slots 00:00 to 23:00 (a business's working hours). */
export const HOUR_SLOTS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

/**
 * 'top rated': by the business's average rating, then its number of ratings. Kept
 * out of SORTS until the listing screens offer it.
 */
export const TOP_RATED_SORT = 'top rated';
/** Sorts of the listing screens, Top Rated, and 'relevance' for a search with a query. */
export const SEARCH_SORTS = [...SORTS, TOP_RATED_SORT, 'relevance', 'nearest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const HIGHLIGHT_SORTS = ['new arrivals', 'trending'] as const;
export type HighlightSort = (typeof HIGHLIGHT_SORTS)[number];

/** Server-sent event names of the stream. */
export const LIVE_EVENT_NAMES = {
  notification: 'notification',
  changed: 'notifications-changed',
  /** How far the seller's confirmed catalogue import has come. */
  importProgress: 'import-progress',
} as const;

/**
 * The server renders a public page's first view into its HTML (apps/web/src/entry-server.tsx):
 * the id of the JSON data block holding the data it was drawn with (TanStack Query's dehydrated
 * state), which the web app takes before it hydrates, and the attribute marking the rendered
 * markup in #root.
 */
export const FIRST_VIEW_STATE_ID = 'first-view-state';
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

/** Ratings and reviews (docs/decisions/015-reviews.md). */
export const REVIEW_LIMITS = {
  minRating: 1,
  maxRating: 5,
  textWords: 500,
  /** A cap in characters too, so 500 very long 'words' cannot fill the table. */
  textChars: 5000,
  nameChars: 60,
  replyChars: 2000,
  reportDetailsChars: 500,
  moderationReasonChars: 500,
} as const;

/** The '4★ & above' choice of the filter modal: `filters.minRating`. */
export const RATING_FILTER_OPTIONS = [4] as const;

/** Orders of a business's reviews: newest first (default) or most helpful first. */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Why a visitor reports a review. */
export const REVIEW_REPORT_REASONS = [
  'spam',
  'offensive',
  'fake',
  'notAboutBusiness',
  'personalInfo',
  'other',
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

/**
 * Where a review stands: published (counted and shown), pending (matched the word lists: neither
 * shown nor counted until an administrator approves it) or hidden by an administrator. A
 * published review may also wait in the moderation queue (reported); a pending one always waits.
 */
export const REVIEW_STATUSES = ['published', 'hidden', 'pending'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The administrator's queue filter: waiting for a decision, hidden, or every review. */
export const REVIEW_QUEUE_FILTERS = ['waiting', 'hidden', 'all'] as const;
export type ReviewQueueFilter = (typeof REVIEW_QUEUE_FILTERS)[number];
