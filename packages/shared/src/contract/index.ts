import { contactContract } from './contact.ts';
import { locationsContract } from './locations.ts';
import { leadsContract } from './leads.ts';
import { buyerEnquiriesContract } from './buyer-enquiries.ts';
import { requirementsContract } from './requirements.ts';

export * from './endpoint.ts';
export { contactContract };
export { locationsContract };
export { leadsContract, buyerEnquiriesContract, requirementsContract };

/**
 * Every endpoint of the API by domain: the server registers each (its routes test checks that it
 * registers no other), the OpenAPI description is drawn from them, and the web calls only these.
 */
export const API_CONTRACT = {
  contact: contactContract,
  locations: locationsContract,
  leads: leadsContract,
  buyerEnquiries: buyerEnquiriesContract,
  requirements: requirementsContract,
};
