import { accountDataContract } from './account-data.ts';
import { adminCatalogContract } from './admin-catalog.ts';
import { adminContract } from './admin.ts';
import { alertsContract } from './alerts.ts';
import { authContract, devContract, userContract } from './auth.ts';
import { businessesPublicContract } from './businesses-public.ts';
import { businessesContract } from './businesses.ts';
import { buyerDataContract } from './buyer-data.ts';
import { buyerEnquiriesContract } from './buyer-enquiries.ts';
import { catalogPublicContract } from './catalog-public.ts';
import { catalogContract } from './catalog.ts';
import { catalogImportContract } from './catalog-import.ts';
import { consentsContract } from './consents.ts';
import { contactContract } from './contact.ts';
import { grievancesContract } from './grievances.ts';
import { healthContract } from './health.ts';
import { insightsContract } from './insights.ts';
import { landingContract } from './landing.ts';
import { leadsContract } from './leads.ts';
import { productsContract, servicesContract } from './listings.ts';
import { locationsContract } from './locations.ts';
import { notificationsContract } from './notifications.ts';
import { privacyContract } from './privacy.ts';
import { requirementsContract } from './requirements.ts';
import { reviewsContract } from './reviews.ts';
import { searchContract } from './search.ts';
import { shopContract } from './shop.ts';
import { subscriptionsContract } from './subscriptions.ts';
import { uploadsContract } from './uploads.ts';
import { viewsContract } from './views.ts';

export * from './endpoint.ts';
export {
  accountDataContract,
  adminCatalogContract,
  adminContract,
  alertsContract,
  authContract,
  businessesContract,
  businessesPublicContract,
  buyerDataContract,
  buyerEnquiriesContract,
  catalogContract,
  catalogPublicContract,
  catalogImportContract,
  consentsContract,
  contactContract,
  devContract,
  grievancesContract,
  healthContract,
  insightsContract,
  landingContract,
  leadsContract,
  locationsContract,
  notificationsContract,
  privacyContract,
  productsContract,
  requirementsContract,
  reviewsContract,
  searchContract,
  servicesContract,
  shopContract,
  subscriptionsContract,
  uploadsContract,
  userContract,
  viewsContract,
};

/**
 * Every endpoint of the API by domain (docs/decisions/035-api-contract.md): the server registers
 * each and no other (plugins/docs.test.ts), the OpenAPI description is drawn from them, and the
 * web calls them by the addresses written from this table (`npm run contract:endpoints`).
 */
export const API_CONTRACT = {
  health: healthContract,
  dev: devContract,
  auth: authContract,
  users: userContract,
  // A seller's copy of their data and the deletion of their account.
  accountData: accountDataContract,
  locations: locationsContract,
  // What a visitor reads and sends.
  landing: landingContract,
  catalogPublic: catalogPublicContract,
  search: searchContract,
  businessesPublic: businessesPublicContract,
  shop: shopContract,
  views: viewsContract,
  reviews: reviewsContract,
  leads: leadsContract,
  buyerEnquiries: buyerEnquiriesContract,
  // A buyer's copy of their data and the erasure of their phone, on the same proof.
  buyerData: buyerDataContract,
  requirements: requirementsContract,
  contact: contactContract,
  // The seller's workspace.
  businesses: businessesContract,
  products: productsContract,
  services: servicesContract,
  catalog: catalogContract,
  catalogImport: catalogImportContract,
  uploads: uploadsContract,
  insights: insightsContract,
  notifications: notificationsContract,
  alerts: alertsContract,
  subscriptions: subscriptionsContract,
  // The administrator's console.
  admin: adminContract,
  adminCatalog: adminCatalogContract,
  // The privacy notice: read by visitors, published from the console.
  privacy: privacyContract,
  // A person's consents (a buyer's phone) and grievances about their data.
  consents: consentsContract,
  grievances: grievancesContract,
};
