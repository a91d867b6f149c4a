// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
export { healthContract } from './health.ts';
export { devContract } from './dev.ts';
export { authContract } from './auth.ts';
export { userContract } from './users.ts';
export { accountDataContract } from './account-data.ts';
export { locationsContract } from './locations.ts';
export { landingContract } from './landing.ts';
export { catalogPublicContract } from './catalog-public.ts';
export { searchContract } from './search.ts';
export { businessesPublicContract } from './businesses-public.ts';
export { shopContract } from './shop.ts';
export { viewsContract } from './views.ts';
export { reviewsContract } from './reviews.ts';
export { leadsContract } from './leads.ts';
export { buyerEnquiriesContract } from './buyer-enquiries.ts';
export { buyerDataContract } from './buyer-data.ts';
export { requirementsContract } from './requirements.ts';
export { contactContract } from './contact.ts';
export { businessesContract } from './businesses.ts';
export { productsContract } from './products.ts';
export { servicesContract } from './services.ts';
export { catalogContract } from './catalog.ts';
export { catalogImportContract } from './catalog-import.ts';
export { uploadsContract } from './uploads.ts';
export { insightsContract } from './insights.ts';
export { notificationsContract } from './notifications.ts';
export { alertsContract } from './alerts.ts';
export { subscriptionsContract } from './subscriptions.ts';
export { adminContract } from './admin.ts';
export { adminCatalogContract } from './admin-catalog.ts';
export { privacyContract } from './privacy.ts';
export { consentsContract } from './consents.ts';
export { grievancesContract } from './grievances.ts';
