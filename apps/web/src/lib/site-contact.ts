import { PRODUCT_NAME } from '@haat/shared';

// The support contact shown on /contactUs (spec §2). A deployment sets its own through
// VITE_SUPPORT_PHONE (10 digits), VITE_SUPPORT_EMAIL and VITE_SUPPORT_ADDRESS at build time;
// the fallbacks are placeholders for development and the demo (docs/decisions/010).

export type SiteContact = { phoneNo: string; email: string; address: string };

const FALLBACK: SiteContact = {
  phoneNo: '9999999999',
  email: 'support@example.com',
  address: `${PRODUCT_NAME}, India`,
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function siteContact(env: Record<string, unknown> = import.meta.env): SiteContact {
  const phone = text(env.VITE_SUPPORT_PHONE).replace(/\D/g, '');
  return {
    phoneNo: /^\d{10}$/.test(phone) ? phone : FALLBACK.phoneNo,
    email: text(env.VITE_SUPPORT_EMAIL) || FALLBACK.email,
    address: text(env.VITE_SUPPORT_ADDRESS) || FALLBACK.address,
  };
}
