import type { MessageKey } from '../message-keys.ts';
import { idQuery } from '../schemas/businesses.ts';
import {
  fetchListingCountQuery,
  fetchListingsQuery,
  LISTING_ANSWERS,
} from '../schemas/listings.ts';
import { createProductBody, PRODUCT_ANSWERS, updateProductBody } from '../schemas/products.ts';
import { createServiceBody, SERVICE_ANSWERS, updateServiceBody } from '../schemas/services.ts';
import { workspaceEndpoints } from './businesses.ts';
import { endpoint } from './endpoint.ts';

/** How many listings each filter holds, and the visibility switch. */
const listingEndpoints = <const B extends string>(base: B, tag: string) => ({
  fetchCount: endpoint({
    method: 'GET',
    path: `${base}/fetchCount`,
    input: fetchListingCountQuery,
    answers: { 200: LISTING_ANSWERS.count },
    messages: [],
    tags: [tag],
    signedIn: true,
  }),
  toggleStatus: endpoint({
    method: 'PUT',
    path: `${base}/toggleStatus`,
    input: idQuery,
    answers: { 200: LISTING_ANSWERS.toggled },
    messages: ['sellerMsg.statusActive', 'sellerMsg.statusInActive', 'msg.idRequired'],
    tags: [tag],
    signedIn: true,
  }),
});

/** What either kind's form can be refused with: its fields, and the catalogue it picks from. */
const LISTING_FORM_MESSAGES = [
  'msg.onlyImages',
  'msg.categoryRequired',
  'msg.categoryInvalid',
  'msg.subCategoryRequired',
  'msg.subCategoryInvalid',
  'msg.priceInvalid',
  'msg.tagsLimit',
  'msg.tagsDuplicate',
  'msg.maxWords',
  'msg.businessRequired',
] as const satisfies readonly MessageKey[];

const PRODUCT_FORM_MESSAGES = [
  'msg.productNameRequired',
  'msg.brandInvalid',
  'msg.colorInvalid',
  'msg.specificationsLimit',
  'msg.disclaimersLimit',
  'sellerMsg.productNeedsProductBusiness',
  ...LISTING_FORM_MESSAGES,
] as const satisfies readonly MessageKey[];

const SERVICE_FORM_MESSAGES = [
  'msg.serviceNameRequired',
  'msg.descriptionRequired',
  'sellerMsg.serviceNeedsServiceBusiness',
  ...LISTING_FORM_MESSAGES,
] as const satisfies readonly MessageKey[];

/** Spec §7 /userAdmin/product: the products of the seller's product businesses. */
export const productsContract = {
  ...workspaceEndpoints({
    base: '/userAdmin/product',
    tag: 'products',
    answers: PRODUCT_ANSWERS,
    schemas: { create: createProductBody, update: updateProductBody, fetchAll: fetchListingsQuery },
    messages: {
      create: ['sellerMsg.productCreated', ...PRODUCT_FORM_MESSAGES],
      update: [
        'sellerMsg.productUpdated',
        'sellerMsg.productRevised',
        'msg.idRequired',
        ...PRODUCT_FORM_MESSAGES,
      ],
      discardRevision: [],
      delete: ['sellerMsg.productDeleted'],
    },
  }),
  ...listingEndpoints('/userAdmin/product', 'products'),
};

/** Spec §7 /userAdmin/service: the services of the seller's service businesses. */
export const servicesContract = {
  ...workspaceEndpoints({
    base: '/userAdmin/service',
    tag: 'services',
    answers: SERVICE_ANSWERS,
    schemas: { create: createServiceBody, update: updateServiceBody, fetchAll: fetchListingsQuery },
    messages: {
      create: ['sellerMsg.serviceCreated', ...SERVICE_FORM_MESSAGES],
      update: [
        'sellerMsg.serviceUpdated',
        'sellerMsg.serviceRevised',
        'msg.idRequired',
        ...SERVICE_FORM_MESSAGES,
      ],
      discardRevision: [],
      delete: ['sellerMsg.serviceDeleted'],
    },
  }),
  ...listingEndpoints('/userAdmin/service', 'services'),
};
