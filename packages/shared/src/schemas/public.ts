// The /api/public read calls: their arguments (GET query parameters, so numbers are
// coerced and object or array arguments travel as one JSON-encoded parameter) and the card
// shapes they answer.
import { z } from 'zod';
import {
  ALL_OVER_INDIA,
  CATEGORY_TYPES,
  HIGHLIGHT_SORTS,
  PAGE_SIZES,
  PRICE_RANGE,
  REVIEW_LIMITS,
  SEARCH_SORTS,
} from '../constants.ts';
import { PUBLIC_MSG } from '../domain-messages.ts';
import { latitudeField, longitudeField, radiusKmField } from './nearby.ts';
import { REVIEW_MSG } from '../review-messages.ts';
import { decodeRouteId } from '../route-ids.ts';
import { businessProfileSchema, workingHoursAnswer } from './businesses.ts';
import { envelopeSchema, type PayloadsOf } from '../api.ts';
import { listingTotalExtrasSchema, searchAnswerExtrasSchema } from './search.ts';
import { responseTimeSchema } from './response-time.ts';
import { phoneField } from './common.ts';

const lowerTrim = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * A record id: a UUID, or a route identifier (base64 JSON with `_id`) as the web app
 * puts it in its paths, so either can be passed on.
 */
export const publicIdField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (z.uuid().safeParse(text).success) return text.toLowerCase();
    return decodeRouteId(text)?._id ?? text;
  },
  z.uuid({ error: PUBLIC_MSG.invalidId }),
);

/** A list of ids: a JSON array (`["…","…"]`), a comma-separated string or a repeated parameter. */
export const publicIdListField = z.preprocess(
  (value, ctx) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (Array.isArray(value)) return value;
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: PUBLIC_MSG.invalidIds });
        return z.NEVER;
      }
    }
    return text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  },
  z
    .array(z.uuid({ error: PUBLIC_MSG.invalidIds }), { error: PUBLIC_MSG.invalidIds })
    .max(200)
    .optional(),
);

/** A city name; 'All Over India' or nothing means every city. */
export const publicCityField = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((city) =>
    !city || city.toLowerCase() === ALL_OVER_INDIA.toLowerCase() ? undefined : city,
  );

const categoryTypeField = z.preprocess(lowerTrim, z.enum(CATEGORY_TYPES).default('product'));
const limitField = (fallback: number, max = 100) =>
  z.coerce.number().int().min(1).max(max).default(fallback);
const page = (perPage: number, max = 100) => ({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: limitField(perPage, max),
});

/** Sort of a listing screen: New Arrivals (default), A-Z, Z-A; 'relevance' needs a query. */
const sortField = z.preprocess(
  (value) => blankToUndefined(lowerTrim(value)),
  z.enum(SEARCH_SORTS, { error: PUBLIC_MSG.invalidSort }).optional(),
);

/**
 * The filter object: categories[], subCategories[], brands[], priceRange {min, max},
 * colors[], discount (at least n percent). A max of exactly the top of the slider (6000, shown
 * '6000+') leaves the price open upwards.
 */
export const publicListingFiltersSchema = z.object({
  categories: publicIdListField,
  subCategories: publicIdListField,
  brands: publicIdListField,
  colors: publicIdListField,
  priceRange: z
    .object({
      min: z.coerce.number().min(0).nullish(),
      max: z.coerce.number().min(0).nullish(),
    })
    .nullish(),
  discount: z.coerce.number().min(0).max(100).nullish(),
  /** '4★ & above': only listings whose business's average is at least this. */
  minRating: z.coerce
    .number({ error: REVIEW_MSG.invalidRatingFilter })
    .min(REVIEW_LIMITS.minRating, REVIEW_MSG.invalidRatingFilter)
    .max(REVIEW_LIMITS.maxRating, REVIEW_MSG.invalidRatingFilter)
    .nullish(),
  /** Within this many km of the visitor: 1, 3, 5, 10 or 25; needs lat and lng. */
  radiusKm: radiusKmField.nullish(),
  /** Only businesses open at this moment in Asia/Kolkata. */
  openNow: z.boolean({ error: 'openNow must be true or false.' }).nullish(),
});
export type PublicListingFilters = z.infer<typeof publicListingFiltersSchema>;

/**
 * The visitor's position, for the nearest sort, the radius filter and the distance on
 * cards; both or neither (the server answers 400 otherwise). Never stored or logged
 * (docs/decisions/018-near-me.md).
 */
const positionFields = {
  lat: latitudeField.optional(),
  lng: longitudeField.optional(),
};

export const publicFiltersField = z.preprocess((value, ctx) => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: PUBLIC_MSG.invalidFilters });
    return z.NEVER;
  }
}, publicListingFiltersSchema.optional());

/** The slider's last checkpoint reads '6000+': as a maximum it leaves the price open upwards. */
export const priceRangeMax = (range: PublicListingFilters['priceRange']) =>
  range?.max == null || range.max === PRICE_RANGE.max ? null : range.max;

/** True when a price range actually narrows anything (the web app drops default filters too). */
export const priceRangeIsActive = (range: PublicListingFilters['priceRange']) =>
  Boolean(range && ((range.min ?? 0) > PRICE_RANGE.min || priceRangeMax(range) != null));

// §7 /public/category
export const publicCategoryTrendingQuery = z.object({
  catLimit: limitField(PAGE_SIZES.trendingCategories),
  subCatLimit: limitField(PAGE_SIZES.trendingSubCategoriesPerCategory),
  categoryType: categoryTypeField,
});
export const publicCategoryFetchAllQuery = z.object({
  categoryType: categoryTypeField,
  ...page(PAGE_SIZES.filterOptions),
});
export const publicCategoryBannersQuery = z.object({
  fkCategoryId: publicIdField.optional(),
  city: publicCityField,
});

// §7 /public/subCategory
export const publicSubCategoryTrendingQuery = z.object({
  limit: limitField(PAGE_SIZES.homeTrendingSubCategories),
  categoryType: categoryTypeField,
});
export const publicTrendingInCategoryQuery = z.object({
  fkCategoryId: publicIdField,
  limit: limitField(PAGE_SIZES.homeTrendingSubCategories),
  prodLimit: limitField(PAGE_SIZES.loadMorePerSubCategory, 48),
  categoryType: z.preprocess(lowerTrim, z.enum(CATEGORY_TYPES).optional()),
  city: publicCityField,
});
export const publicSubCategoryFetchAllQuery = z.object({
  fkCategoriesIds: publicIdListField,
  categoryType: z.preprocess(lowerTrim, z.enum(CATEGORY_TYPES).optional()),
  ...page(PAGE_SIZES.filterOptions, 500),
});
export const publicSubCategoryBannersQuery = z.object({
  fkSubCategoryId: publicIdField,
  city: publicCityField,
});
export const publicCategoriesAllQuery = z.object({
  fkCategoryId: publicIdField,
  ...page(PAGE_SIZES.filterOptions),
});

// §7 /public/brand and /public/color
export const publicBrandFetchSubCategoriesAllQuery = z.object({
  fkBrandsIds: publicIdListField,
  fkSubCategoriesIds: publicIdListField,
  ...page(PAGE_SIZES.filterOptions, 500),
});
export const publicColorFetchAllQuery = z.object({ ...page(PAGE_SIZES.colors) });

// §7 /public/product and /public/service
export const publicHighLightsQuery = z.object({
  limit: limitField(PAGE_SIZES.homeTopProducts, 48),
  sort: z.preprocess(
    (value) => blankToUndefined(lowerTrim(value)),
    z
      .enum(HIGHLIGHT_SORTS, { error: 'Sort must be new arrivals or trending.' })
      .default('new arrivals'),
  ),
  fkSubCategoryId: publicIdField.optional(),
  city: publicCityField,
});
export const publicSubCategoryAllQuery = z.object({
  fkSubCategoryId: publicIdField,
  sort: sortField,
  filters: publicFiltersField,
  city: publicCityField,
  ...positionFields,
  ...page(PAGE_SIZES.subCategoryListing, 48),
});
export const publicBusinessAllQuery = z.object({
  id: publicIdField,
  fkSubCategoryId: publicIdField.optional(),
  /** Words to find among the business's listings (the shop page's search). */
  search: z.string().trim().max(200).optional(),
  sort: sortField,
  ...page(PAGE_SIZES.subCategoryListing, 48),
});
export const publicListingFetchQuery = z.object({ id: publicIdField });
export const publicFetchRelatedQuery = z.object({
  id: publicIdField,
  limit: limitField(PAGE_SIZES.relatedProducts, PAGE_SIZES.relatedProducts),
});
export const publicSearchQuery = z.object({
  search: z.string().trim().max(200).optional(),
  city: publicCityField,
  /**
   * A part of `city`, as an answer's `understood.locality` named it: the web keeps a
   * locality the words named in its address as this. Words naming a place of their own win; a
   * locality the city's addresses do not name is ignored.
   */
  locality: z.preprocess(blankToUndefined, z.string().trim().max(60).optional()),
  sort: sortField,
  filters: publicFiltersField,
  ...positionFields,
  ...page(PAGE_SIZES.search, 48),
});
/** PUT …/views: never refused, so a bad id is answered 200 and simply not counted. */
export const publicViewsBody = z.object({ id: z.unknown().optional() });

// §7 /public/business
export const publicBusinessFetchQuery = z.object({ id: publicIdField });
export const publicBusinessTrendingsQuery = z.object({
  id: publicIdField,
  type: z.preprocess(lowerTrim, z.enum(CATEGORY_TYPES).optional()),
  limit: limitField(PAGE_SIZES.loadMorePerSubCategory, 48),
  ...page(PAGE_SIZES.businessTrendingSubCategories, 48),
});

// §7 /public/landingPage and demographics
export const publicLandingBannersQuery = z.object({
  city: publicCityField,
  fkCategoryId: publicIdField.optional(),
});
export const publicDemographicsQuery = z.object({
  productLimit: limitField(PAGE_SIZES.demographicsProductLimit, 48),
  /** How many promoted sub-categories (rows) the home page shows. */
  limit: limitField(6, 20),
  city: publicCityField,
});
export const publicLandingFetchQuery = publicDemographicsQuery;

/** The Contact Us form: a name, a message, and a phone number or an e-mail to reply to. */
export const publicContactUsBody = z
  .object({
    name: z
      .string({ error: PUBLIC_MSG.contactNameRequired })
      .trim()
      .min(1, PUBLIC_MSG.contactNameRequired)
      .max(100),
    phoneNo: z.preprocess(
      blankToUndefined,
      phoneField(PUBLIC_MSG.contactPhoneInvalid, PUBLIC_MSG.contactPhoneInvalid).optional(),
    ),
    email: z.preprocess(
      blankToUndefined,
      z.email({ error: PUBLIC_MSG.contactEmailInvalid }).trim().max(254).toLowerCase().optional(),
    ),
    message: z
      .string({ error: PUBLIC_MSG.contactMessageRequired })
      .trim()
      .min(1, PUBLIC_MSG.contactMessageRequired)
      .max(5000),
  })
  .refine((body) => Boolean(body.phoneNo || body.email), {
    message: PUBLIC_MSG.contactReplyRequired,
  });

// Card shapes: what lists answer; detail calls answer fuller read forms. Catalogue
// names come with their Hindi form (`…Hi`, null when there is none: docs/decisions/011-hindi.md);
// optional in the types, because an answer kept from before it existed (the app's offline cache)
// lacks it.
const subCategoryRef = z.object({
  _id: z.string(),
  subCategory: z.string(),
  subCategoryHi: z.string().nullish(),
});
/**
 * A business's rating as cards and detail pages show it: the average of its published
 * reviews to one decimal and their number; null while it has none.
 */
export const businessRatingSchema = z
  .object({ average: z.number(), count: z.number().int() })
  .nullable();
export type BusinessRating = z.infer<typeof businessRatingSchema>;
export const subCategoryCardSchema = z.object({
  _id: z.string(),
  subCategory: z.string(),
  subCategoryHi: z.string().nullish(),
  image: z.string().nullable(),
});
/**
 * What a card of a search or listing page adds: metres to its business when the call
 * gave a position, and the business's hours, from which the web app draws the open badge; and
 * where the business is, so that a distance list says whose shop is 118 km away and
 * in which city: its name, its locality (read from its address by `localityOfAddress`, null
 * when the address names none) and its city.
 */
const nearbyCardFields = {
  distanceMeters: z.number().optional(),
  workingHours: workingHoursAnswer.nullish(),
  businessName: z.string().optional(),
  businessLocality: z.string().nullish(),
  businessCity: z.string().optional(),
  /**
   * The business's response time; null under 5 enquiries in 90 days. Optional:
   * cards made elsewhere (tests, placeholders, an answer kept offline from before) lack it.
   */
  responseTime: responseTimeSchema.optional(),
};
export const productCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  subCat: subCategoryRef.nullable(),
  subCategories: z.array(subCategoryRef),
  images: z.array(z.string()),
  sellingPrice: z.number().nullable(),
  pricePerUnit: z.number().nullable(),
  /**
   * The business's stars; null while it has no published review. The server always
   * sends it; optional in the type so that cards made elsewhere (tests, placeholders) need not.
   */
  rating: businessRatingSchema.optional(),
  ...nearbyCardFields,
});
export const serviceCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string(),
  tags: z.array(z.string()),
  phoneNo: z.string(),
  images: z.array(z.string()),
  pricePerUnit: z.number().nullable(),
  sellingPrice: z.number().nullable(),
  rating: businessRatingSchema.optional(),
  ...nearbyCardFields,
});
export type SubCategoryCard = z.infer<typeof subCategoryCardSchema>;
/**
 * A page's banners (a banner has images, a category and fkCategoryId). A banner's words are drawn
 * into its images, so its Hindi form is `imagesHi` (null: Hindi pages show `images`). A
 * sub-category page's banners also name the sub-category.
 */
export const publicBannersSchema = z.object({
  images: z.array(z.string()),
  imagesHi: z.array(z.string()).nullish(),
  category: z.string().nullable(),
  categoryHi: z.string().nullish(),
  fkCategoryId: z.string().nullable(),
  subCategory: z.string().optional(),
  subCategoryHi: z.string().nullish(),
});
export type PublicBanners = z.infer<typeof publicBannersSchema>;
export type ProductCard = z.infer<typeof productCardSchema>;
export type ServiceCard = z.infer<typeof serviceCardSchema>;

/**
 * A public business (GET /public/business/fetch, /public/shop/fetch): its profile, its
 * public listing counts and its stars. The seller's own form (schemas/businesses.ts) adds what
 * only the seller reads.
 */
export const publicBusinessSchema = businessProfileSchema.extend({
  /** Its published reviews' average and number; null while it has none. */
  rating: businessRatingSchema,
  /**
   * How soon it acts on enquiries; null under 5 enquiries in 90 days. The server
   * always sends it; optional in the type, as an answer kept offline from before lacks it.
   */
  responseTime: responseTimeSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicBusiness = z.infer<typeof publicBusinessSchema>;

/** A business's trending sub-category with up to `limit` of its products or its services. */
export const trendingSubCategorySchema = subCategoryCardSchema.extend({
  products: z.array(productCardSchema).optional(),
  services: z.array(serviceCardSchema).optional(),
});
export type TrendingSubCategory = z.infer<typeof trendingSubCategorySchema>;

/** Envelopes of the public business answers, for the routes' response schemas. */
export const PUBLIC_BUSINESS_ANSWERS = {
  fetch: envelopeSchema(z.object({ business: publicBusinessSchema })),
  trendings: envelopeSchema(
    z.object({
      trendingSubCategories: z.array(trendingSubCategorySchema),
      total: z.number().int(),
    }),
  ),
} as const;
/** What each of those answers carries (its payload), by the same name. */
export type PublicBusinessAnswers = PayloadsOf<typeof PUBLIC_BUSINESS_ANSWERS>;

// ——— The product and service reads (/public/product, /public/service) ———

const categoryRef = z.object({
  _id: z.string(),
  category: z.string(),
  categoryHi: z.string().nullable(),
  image: z.string().nullable(),
});
/** The business of a listing's page: who sells it and where. */
const listingBusinessRef = z.object({
  _id: z.string(),
  name: z.string(),
  phoneNo: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
});
const detailSubCategoryRef = z.object({
  _id: z.string(),
  subCategory: z.string(),
  subCategoryHi: z.string().nullable(),
});

/** The service read form: its category, sub-categories and business. */
export const serviceDetailSchema = z.object({
  _id: z.string(),
  name: z.string(),
  images: z.array(z.string()),
  pricePerUnit: z.number().nullable(),
  sellingPrice: z.number().nullable(),
  tags: z.array(z.string()),
  description: z.string(),
  fkCategoryId: z.string(),
  fkBusinessId: z.string(),
  fkSubCategoriesIds: z.array(z.string()),
  category: categoryRef,
  subCategories: z.array(detailSubCategoryRef),
  /** The first of its sub-categories by name (the breadcrumb's). */
  subCat: detailSubCategoryRef.nullable(),
  business: listingBusinessRef,
  /** The business's stars; null while it has no published review. */
  rating: businessRatingSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

/** The product read form: a service's, plus SKU, brand, colours and the lists. */
export const productDetailSchema = serviceDetailSchema.extend({
  /** Optional for a product (a service's is required). */
  description: z.string().nullable(),
  sku: z.string().nullable(),
  specifications: z.array(z.string()),
  disclaimer: z.array(z.string()),
  fkBrandId: z.string().nullable(),
  fkColorIds: z.array(z.string()),
  brand: z.object({ _id: z.string(), brand: z.string(), image: z.string().nullable() }).nullable(),
  colors: z.array(z.object({ _id: z.string(), color: z.string(), colorName: z.string() })),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

const total = z.number().int();
/** The answers of one kind's public reads, under that kind's own field names. */
const listingAnswers = <
  P extends string,
  R extends string,
  C extends z.ZodType,
  D extends z.ZodType,
>(
  names: { plural: P; one: string; related: R },
  card: C,
  detail: D,
) => {
  const list = z.array(card);
  // A computed key has no name in the type: the cast names the list, and the total beside it.
  type Paged = Record<P, typeof list> & { total: typeof total };
  return {
    highLights: envelopeSchema(z.object({ [names.plural]: list } as Record<P, typeof list>)),
    subCategoryAll: envelopeSchema(
      listingTotalExtrasSchema.extend({ [names.plural]: list, total } as Paged),
    ),
    businessAll: envelopeSchema(z.object({ [names.plural]: list, total } as Paged)),
    fetch: envelopeSchema(z.object({ [names.one]: detail })),
    fetchRelated: envelopeSchema(z.object({ [names.related]: list } as Record<R, typeof list>)),
    search: envelopeSchema(searchAnswerExtrasSchema.extend({ searchResults: list, total })),
  };
};

/** Envelopes of /public/product and /public/service reads, for the routes' response schemas. */
export const PUBLIC_LISTING_ANSWERS = {
  product: listingAnswers(
    { plural: 'products', one: 'product', related: 'relatedProducts' },
    productCardSchema,
    productDetailSchema,
  ),
  service: listingAnswers(
    { plural: 'services', one: 'service', related: 'relatedServices' },
    serviceCardSchema,
    serviceDetailSchema,
  ),
} as const;
/** What each of those answers carries (its payload), by kind and by the same name. */
export type PublicListingAnswers = {
  [K in keyof typeof PUBLIC_LISTING_ANSWERS]: PayloadsOf<(typeof PUBLIC_LISTING_ANSWERS)[K]>;
};

/** Envelopes of the public writes' answers: a view counted or not, a Contact Us message kept. */
export const PUBLIC_WRITE_ANSWERS = {
  views: envelopeSchema(z.object({ counted: z.boolean() })),
  contactUs: envelopeSchema(z.object({ _id: z.string() })),
} as const;
/** What each of those answers carries (its payload), by the same name. */
export type PublicWriteAnswers = PayloadsOf<typeof PUBLIC_WRITE_ANSWERS>;

// ——— The public catalogue reads (/public/category, subCategory, brand, color) ———

const categoryNames = {
  _id: z.string(),
  category: z.string(),
  categoryHi: z.string().nullable(),
  image: z.string().nullable(),
};
/** A sub-category in a category's list: its names (no picture). */
const subCategoryName = z.object({
  _id: z.string(),
  subCategory: z.string(),
  subCategoryHi: z.string().nullable(),
});
const brandSchema = z.object({ _id: z.string(), brand: z.string(), image: z.string().nullable() });
const colorSchema = z.object({ _id: z.string(), color: z.string(), colorName: z.string() });

/** A category of the home strip with its trending sub-categories. */
export const trendingCategorySchema = z.object({
  ...categoryNames,
  subCategories: z.array(subCategoryCardSchema),
});
export type TrendingCategory = z.infer<typeof trendingCategorySchema>;

/** Envelopes of the public catalogue answers, for the routes' response schemas. */
export const PUBLIC_CATALOG_ANSWERS = {
  /** Answered with code 201, which the spec's web app checks. */
  trendingCategories: envelopeSchema(
    z.object({ trendingCategories: z.array(trendingCategorySchema) }),
  ),
  categories: envelopeSchema(
    z.object({
      categories: z.array(z.object({ ...categoryNames, subCategories: z.array(subCategoryName) })),
      total,
    }),
  ),
  trendingSubCategories: envelopeSchema(
    z.object({ trendingSubCategories: z.array(subCategoryCardSchema) }),
  ),
  /** Each with its trending products or services, under that kind's name. */
  trendingInCategory: envelopeSchema(
    z.object({ trendingSubCategories: z.array(trendingSubCategorySchema) }),
  ),
  subCategories: envelopeSchema(
    z.object({
      subCategories: z.array(
        subCategoryCardSchema.extend({
          fkCategoryId: z.string(),
          fkBrandsIds: z.array(z.string()),
        }),
      ),
      total,
    }),
  ),
  categoriesAll: envelopeSchema(
    z.object({
      category: z.object({ ...categoryNames, type: z.enum(CATEGORY_TYPES) }),
      subCategories: z.array(subCategoryCardSchema),
      total,
    }),
  ),
  brands: envelopeSchema(z.object({ brands: z.array(brandSchema), total })),
  colors: envelopeSchema(z.object({ colors: z.array(colorSchema), total })),
} as const;
/** What each of those answers carries (its payload), by the same name. */
export type PublicCatalogAnswers = PayloadsOf<typeof PUBLIC_CATALOG_ANSWERS>;

// ——— The home page's reads (/public/landingPage, demographics, banners) ———

/** A promoted row of the home page: a trending sub-category and its trending products. */
export const promotedRowSchema = z.object({
  subCategory: subCategoryCardSchema,
  products: z.array(productCardSchema),
});
export type PromotedRow = z.infer<typeof promotedRowSchema>;
const demographicsSchema = z.object({ subCategoriesWithProducts: z.array(promotedRowSchema) });

/** Envelopes of the home page's answers, for the routes' response schemas. */
export const PUBLIC_LANDING_ANSWERS = {
  landingPage: envelopeSchema(
    z.object({ banners: publicBannersSchema, demographics: demographicsSchema }),
  ),
  banners: envelopeSchema(z.object({ banners: publicBannersSchema })),
  demographics: envelopeSchema(z.object({ demographics: demographicsSchema })),
} as const;
/** What each of those answers carries (its payload), by the same name. */
export type PublicLandingAnswers = PayloadsOf<typeof PUBLIC_LANDING_ANSWERS>;
