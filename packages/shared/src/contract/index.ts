import { adminContract } from './admin.ts';
import { adminCatalogContract } from './admin-catalog.ts';
import { contactContract } from './contact.ts';
import { searchContract } from './search.ts';
import { catalogPublicContract } from './catalog-public.ts';
import { landingContract } from './landing.ts';
import { businessesPublicContract } from './businesses-public.ts';
import { shopContract } from './shop.ts';
import { reviewsContract } from './reviews.ts';
import { subscriptionsContract } from './subscriptions.ts';
import { uploadsContract } from './uploads.ts';
import { locationsContract } from './locations.ts';
import { leadsContract } from './leads.ts';
import { buyerEnquiriesContract } from './buyer-enquiries.ts';
import { requirementsContract } from './requirements.ts';
import { businessesContract } from './businesses.ts';
import { productsContract, servicesContract } from './listings.ts';
import { catalogueImportContract } from './catalogue-import.ts';
import { catalogContract } from './catalog.ts';
import { insightsContract } from './insights.ts';
import { viewsContract } from './views.ts';
import { notificationsContract } from './notifications.ts';
import { alertsContract } from './alerts.ts';

export * from './endpoint.ts';
export { contactContract };
export {
  searchContract,
  catalogPublicContract,
  landingContract,
  businessesPublicContract,
  shopContract,
  reviewsContract,
};
export { adminContract, adminCatalogContract, subscriptionsContract, uploadsContract };
export { locationsContract };
export { leadsContract, buyerEnquiriesContract, requirementsContract };
export {
  businessesContract,
  productsContract,
  servicesContract,
  catalogueImportContract,
  catalogContract,
  insightsContract,
  viewsContract,
  notificationsContract,
  alertsContract,
};

/**
 * Every endpoint of the API by domain: the server registers each (its routes test checks that it
 * registers no other), the OpenAPI description is drawn from them, and the web calls only these.
 */
export const API_CONTRACT = {
  contact: contactContract,
  search: searchContract,
  catalogPublic: catalogPublicContract,
  landing: landingContract,
  businessesPublic: businessesPublicContract,
  shop: shopContract,
  reviews: reviewsContract,
  subscriptions: subscriptionsContract,
  uploads: uploadsContract,
  admin: adminContract,
  adminCatalog: adminCatalogContract,
  locations: locationsContract,
  leads: leadsContract,
  buyerEnquiries: buyerEnquiriesContract,
  requirements: requirementsContract,
  businesses: businessesContract,
  products: productsContract,
  services: servicesContract,
  catalogueImport: catalogueImportContract,
  catalog: catalogContract,
  insights: insightsContract,
  views: viewsContract,
  notifications: notificationsContract,
  alerts: alertsContract,
};
