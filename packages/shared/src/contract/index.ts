import { contactContract } from './contact.ts';

export * from './endpoint.ts';
export { contactContract };

/**
 * Every endpoint of the API by domain: the server registers each (its routes test checks that it
 * registers no other), the OpenAPI description is drawn from them, and the web calls only these.
 */
export const API_CONTRACT = {
  contact: contactContract,
};
