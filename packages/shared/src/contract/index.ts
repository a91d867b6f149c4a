import { adminContract } from './admin.ts';
import { adminCatalogContract } from './admin-catalog.ts';
import { contactContract } from './contact.ts';
import { subscriptionsContract } from './subscriptions.ts';
import { uploadsContract } from './uploads.ts';
import { locationsContract } from './locations.ts';
import { leadsContract } from './leads.ts';
import { buyerEnquiriesContract } from './buyer-enquiries.ts';
import { requirementsContract } from './requirements.ts';

export * from './endpoint.ts';
export { contactContract };
export { adminContract, adminCatalogContract, subscriptionsContract, uploadsContract };
export { locationsContract };
export { leadsContract, buyerEnquiriesContract, requirementsContract };

/**
 * Every endpoint of the API by domain: the server registers each (its routes test checks that it
 * registers no other), the OpenAPI description is drawn from them, and the web calls only these.
 */
export const API_CONTRACT = {
  contact: contactContract,
  subscriptions: subscriptionsContract,
  uploads: uploadsContract,
  admin: adminContract,
  adminCatalog: adminCatalogContract,
  locations: locationsContract,
  leads: leadsContract,
  buyerEnquiries: buyerEnquiriesContract,
  requirements: requirementsContract,
};
