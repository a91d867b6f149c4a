import { sql } from 'drizzle-orm';
import {
  COVER_SIZES,
  PRODUCT_NAME,
  REVIEW_LIMITS,
  WEEK_DAYS,
  decodeRouteId,
  encodeRouteId,
  formatPrice,
  mediaUrl,
  shopPath,
  type CategoryType,
  type PublicBusiness,
} from '@haat/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import type { BusinessRatingValue } from '../../db/visibility.ts';
import { HttpError } from '../../lib/http-error.ts';
import { fetchBusiness } from '../businesses-public/service.ts';
import { fetchProduct, fetchService } from '../discovery/service.ts';
import { publicReviews } from '../reviews/service.ts';
import { summary, type PageMeta } from './html.ts';

// The page head's HTML, which the shop and the first view write too.
export { escapeHtml, headTags, injectHead, jsonLd } from './html.ts';

// Share previews (title, description, canonical, Open Graph, JSON-LD) of the public detail
// pages. Listings are read through the same public calls as the API, so a page that the API
// would not show gets no preview either.

export type PageKind = 'product' | 'service' | 'business' | 'category' | 'subCategory';

/** The web app's public detail routes and what each shows. */
export const PAGE_ROUTES: { prefix: string; kind: PageKind; type?: CategoryType }[] = [
  { prefix: '/product/', kind: 'product' },
  { prefix: '/service/', kind: 'service' },
  { prefix: '/business/', kind: 'business' },
  { prefix: '/category/', kind: 'category', type: 'product' },
  { prefix: '/service/category/', kind: 'category', type: 'service' },
  { prefix: '/subCategory/', kind: 'subCategory', type: 'product' },
  { prefix: '/service/subCategory/', kind: 'subCategory', type: 'service' },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The record id of a route identifier (base64 JSON with `_id`), or of a bare UUID. */
export function routeRecordId(routeId: string) {
  const id = UUID.test(routeId) ? routeId : decodeRouteId(routeId)?._id;
  return id && UUID.test(id) ? id.toLowerCase() : null;
}

export const pagePath = {
  product: (id: string, name: string) =>
    `/product/${encodeRouteId({ _id: id, productName: name })}`,
  service: (id: string, name: string) =>
    `/service/${encodeRouteId({ _id: id, serviceName: name })}`,
  business: (id: string, name: string) =>
    `/business/${encodeRouteId({ _id: id, businessName: name })}`,
  category: (id: string, name: string, type: CategoryType) =>
    `${type === 'service' ? '/service' : ''}/category/${encodeRouteId({ _id: id, category: name })}`,
  subCategory: (id: string, name: string, type: CategoryType) =>
    `${type === 'service' ? '/service' : ''}/subCategory/${encodeRouteId({ _id: id, subCategory: name })}`,
};

export const absolute = (config: Config, path: string) => `${config.publicUrl}${path}`;
const imageUrl = (config: Config, key: string) =>
  new URL(mediaUrl(key, 'large'), `${config.publicUrl}/`).toString();
const titled = (name: string) => `${name} | ${PRODUCT_NAME}`;
const telephone = (phoneNo: string) => `+91${phoneNo}`;

/** Answers null for a record that is not (or no longer) public. */
async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}

const postalAddress = (place: {
  address: string;
  city: string;
  state: string;
  pinCode: string;
}) => ({
  '@type': 'PostalAddress',
  streetAddress: place.address,
  addressLocality: place.city,
  addressRegion: place.state,
  postalCode: place.pinCode,
  addressCountry: 'IN',
});

const offer = (price: number | null, url: string, seller: object) =>
  price == null
    ? {}
    : {
        offers: {
          '@type': 'Offer',
          price: price.toFixed(2),
          priceCurrency: 'INR',
          availability: 'https://schema.org/InStock',
          url,
          seller,
        },
      };

/** How many reviews a business page's JSON-LD quotes (the most helpful ones). */
const REVIEWS_IN_JSON_LD = 3;
const ratingScale = { bestRating: REVIEW_LIMITS.maxRating, worstRating: REVIEW_LIMITS.minRating };

/**
 * The business's stars as schema.org's AggregateRating, only while it has published
 * reviews: a rating of nothing would be a false statement.
 */
const aggregateRating = (rating: BusinessRatingValue | undefined) =>
  rating && rating.count > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: Number(rating.average.toFixed(1)),
          ratingCount: rating.count,
          reviewCount: rating.count,
          ...ratingScale,
        },
      }
    : {};

/** A few of the business's published reviews, most helpful first, as schema.org Review items. */
async function reviewItems(
  db: Database,
  businessId: string,
  rating: BusinessRatingValue | undefined,
) {
  if (!rating || rating.count === 0) return {};
  const page = await publicReviews(db, {
    fkBusinessId: businessId,
    sort: 'helpful',
    pageNo: 1,
    perPage: REVIEWS_IN_JSON_LD,
  });
  if (!page.reviews.length) return {};
  return {
    review: page.reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.name },
      datePublished: r.createdAt.slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, ...ratingScale },
      ...(r.text ? { reviewBody: summary(r.text, 1000) } : {}),
    })),
  };
}

async function productMeta(db: Database, config: Config, id: string): Promise<PageMeta | null> {
  const found = await orNull(fetchProduct(db, id));
  if (!found) return null;
  const p = found.product;
  const url = absolute(config, pagePath.product(p._id, p.name));
  const images = p.images.map((key) => imageUrl(config, key));
  const place = `${p.business.name}, ${p.business.city}`;
  const price = p.sellingPrice ?? p.pricePerUnit;
  const lead = price != null ? `${formatPrice(price)} at ${place}.` : `At ${place}.`;
  // The stars are the seller's, not the product's: they go on the seller.
  const seller = {
    '@type': 'LocalBusiness',
    name: p.business.name,
    telephone: telephone(p.business.phoneNo),
    address: postalAddress(p.business),
    ...aggregateRating(p.rating),
  };
  return {
    title: titled(p.name),
    description: summary(`${lead} ${p.description ?? ''}`),
    url,
    images,
    cover: p.images[0] ? { key: p.images[0], sizes: COVER_SIZES.product } : undefined,
    ogType: 'product',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: p.name,
        ...(p.description ? { description: summary(p.description, 5000) } : {}),
        ...(images.length ? { image: images } : {}),
        ...(p.sku ? { sku: p.sku } : {}),
        ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand.brand } } : {}),
        category: [p.category.category, ...p.subCategories.map((sub) => sub.subCategory)].join(
          ' > ',
        ),
        url,
        ...offer(price, url, seller),
      },
    ],
  };
}

async function serviceMeta(db: Database, config: Config, id: string): Promise<PageMeta | null> {
  const found = await orNull(fetchService(db, id));
  if (!found) return null;
  const s = found.service;
  const url = absolute(config, pagePath.service(s._id, s.name));
  const images = s.images.map((key) => imageUrl(config, key));
  const place = `${s.business.name}, ${s.business.city}`;
  const price = s.sellingPrice ?? s.pricePerUnit;
  const provider = {
    '@type': 'LocalBusiness',
    name: s.business.name,
    telephone: telephone(s.business.phoneNo),
    address: postalAddress(s.business),
    ...aggregateRating(s.rating),
  };
  return {
    title: titled(s.name),
    description: summary(
      `${price != null ? `${formatPrice(price)} by ${place}.` : `By ${place}.`} ${s.description}`,
    ),
    url,
    images,
    ogType: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: s.name,
        description: summary(s.description, 5000),
        ...(images.length ? { image: images } : {}),
        serviceType: s.subCat?.subCategory ?? s.category.category,
        areaServed: s.business.city,
        provider,
        url,
        ...offer(price, url, provider),
      },
    ],
  };
}

function openingHours(business: PublicBusiness) {
  const hours = business.workingHours;
  if (!hours) return {};
  if (hours.isOpen24Hours) {
    return {
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [...WEEK_DAYS],
          opens: '00:00',
          closes: '23:59',
        },
      ],
    };
  }
  const open = hours.timings.filter((day) => !day.isClosed);
  return {
    openingHoursSpecification: open.map((day) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: day.day,
      opens: day.from,
      closes: day.to,
    })),
  };
}

/**
 * The business page's preview. Its canonical address is its shop page's (one page at two
 * addresses, docs/decisions/021-shop-page.md), /business/{id} only while it has none.
 */
export async function businessMeta(
  db: Database,
  config: Config,
  id: string,
): Promise<PageMeta | null> {
  const found = await orNull(fetchBusiness(db, id));
  if (!found) return null;
  const b = found.business;
  const url = absolute(config, b.slug ? shopPath(b.slug) : pagePath.business(b._id, b.name));
  const images = b.images.map((key) => imageUrl(config, key));
  const reviews = await reviewItems(db, b._id, b.rating);
  return {
    title: titled(`${b.name}, ${b.city}`),
    description: summary(`${b.address}, ${b.city}. ${b.description}`),
    url,
    images,
    cover: b.images[0] ? { key: b.images[0], sizes: COVER_SIZES.business } : undefined,
    ogType: 'business.business',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        '@id': url,
        name: b.name,
        description: summary(b.description, 5000),
        ...(images.length ? { image: images } : {}),
        telephone: telephone(b.phoneNo),
        address: postalAddress(b),
        url,
        ...(b.website ? { sameAs: [b.website, b.fb, b.insta].filter(Boolean) } : {}),
        ...openingHours(b),
        ...aggregateRating(b.rating),
        ...reviews,
      },
    ],
  };
}

async function categoryMeta(
  db: Database,
  config: Config,
  id: string,
  type: CategoryType,
): Promise<PageMeta | null> {
  const [c] = await rows<{
    _id: string;
    category: string;
    image: string | null;
    type: CategoryType;
    subs: string[] | null;
  }>(
    db,
    sql`select c.id as "_id", c.category, c.image, c.type,
               (select array_agg(sc.sub_category order by sc.sub_category) from sub_categories sc where sc.fk_category_id = c.id) as subs
          from categories c where c.id = ${id}`,
  );
  if (!c) return null;
  const kind = c.type === 'service' ? 'services' : 'products';
  const subs = (c.subs ?? []).slice(0, 6).join(', ');
  return {
    title: titled(c.category),
    description: summary(
      `${c.category} ${kind} from local businesses across India${subs ? `: ${subs}` : ''}.`,
    ),
    url: absolute(config, pagePath.category(c._id, c.category, c.type ?? type)),
    images: c.image ? [imageUrl(config, c.image)] : [],
    ogType: 'website',
    jsonLd: [],
  };
}

async function subCategoryMeta(
  db: Database,
  config: Config,
  id: string,
  type: CategoryType,
): Promise<PageMeta | null> {
  const [s] = await rows<{
    _id: string;
    subCategory: string;
    image: string | null;
    category: string;
    type: CategoryType;
  }>(
    db,
    sql`select sc.id as "_id", sc.sub_category as "subCategory", sc.image, c.category, c.type
          from sub_categories sc join categories c on c.id = sc.fk_category_id where sc.id = ${id}`,
  );
  if (!s) return null;
  return {
    title: titled(s.subCategory),
    description: summary(
      `${s.subCategory} (${s.category}): compare prices and contact local ${s.type === 'service' ? 'service providers' : 'sellers'} on ${PRODUCT_NAME}.`,
    ),
    url: absolute(config, pagePath.subCategory(s._id, s.subCategory, s.type ?? type)),
    images: s.image ? [imageUrl(config, s.image)] : [],
    ogType: 'website',
    jsonLd: [],
  };
}

/** The preview of a public page, or null when the id is unknown or the record not public. */
export async function pageMeta(
  db: Database,
  config: Config,
  route: { kind: PageKind; type?: CategoryType },
  routeId: string,
): Promise<PageMeta | null> {
  const id = routeRecordId(routeId);
  if (!id) return null;
  switch (route.kind) {
    case 'product':
      return productMeta(db, config, id);
    case 'service':
      return serviceMeta(db, config, id);
    case 'business':
      return businessMeta(db, config, id);
    case 'category':
      return categoryMeta(db, config, id, route.type ?? 'product');
    case 'subCategory':
      return subCategoryMeta(db, config, id, route.type ?? 'product');
  }
}
