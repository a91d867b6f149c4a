import { PUBLIC_BUSINESS_ANSWERS } from '../schemas/public.ts';
import {
  SHOP_ANSWERS,
  adminBusinessDomainBody,
  publicShopDomainQuery,
  publicShopFetchQuery,
} from '../schemas/shop.ts';
import { endpoint } from './endpoint.ts';

/** The shop page: a shop address's business, and the businesses' own domains. */
export const shopContract = {
  /** The business of a shop address, current or old (answered as /public/business/fetch). */
  fetch: endpoint({
    method: 'GET',
    path: '/public/shop/fetch',
    input: publicShopFetchQuery,
    answers: { 200: PUBLIC_BUSINESS_ANSWERS.fetch },
    messages: ['shopMsg.slugRequired', 'publicMsg.businessNotFound'],
    tags: ['public businesses'],
  }),
  /**
   * The TLS terminator's question before it asks for a certificate for a host (Caddy's
   * on-demand TLS `ask`): only a verified domain of a public shop is answered 200.
   */
  domain: endpoint({
    method: 'GET',
    path: '/public/shop/domain',
    input: publicShopDomainQuery,
    answers: { 200: SHOP_ANSWERS.domain },
    messages: ['shopMsg.domainInvalid'],
    tags: ['public businesses'],
  }),
  /** The domain an administrator verified for a business, or null to remove it. */
  setDomain: endpoint({
    method: 'PUT',
    path: '/admin/business/domain',
    input: adminBusinessDomainBody,
    answers: { 200: SHOP_ANSWERS.adminDomain },
    messages: [
      'adminMsg.domainSaved',
      'adminMsg.domainRemoved',
      'shopMsg.domainInvalid',
      'shopMsg.domainTaken',
    ],
    tags: ['admin'],
    signedIn: true,
  }),
};
