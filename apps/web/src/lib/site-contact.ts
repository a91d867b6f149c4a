import { PRODUCT_NAME } from '@haat/shared';
import { contactValue, defaultedContact, type ContactField } from './site-contact-env.ts';

// The support contact shown on /contactUs. A deployment sets its own through
// VITE_SUPPORT_PHONE (10 digits), VITE_SUPPORT_EMAIL and VITE_SUPPORT_ADDRESS at build time;
// the fallbacks are demo placeholders, and the page says so (`demo`), so that a fresh install
// never passes them off as a real company's.

export type SiteContact = {
  phoneNo: string;
  email: string;
  address: string;
  /** The fields showing a demo placeholder because their variable is not set. */
  demo: ContactField[];
};

const FALLBACK: Record<ContactField, string> = {
  phoneNo: '9999999999',
  email: 'support@example.com',
  address: `${PRODUCT_NAME}, India`,
};

export function siteContact(env: Record<string, unknown> = import.meta.env): SiteContact {
  const value = (field: ContactField) => contactValue(env, field) || FALLBACK[field];
  return {
    phoneNo: value('phoneNo'),
    email: value('email'),
    address: value('address'),
    demo: defaultedContact(env),
  };
}
