import { PRODUCT_NAME, telLink, whatsAppLink } from '@haat/shared';
import { i18n } from '@/i18n/index.ts';
import { siteOrigin } from './site-origin.ts';

// Call Now and Whatsapp (+91 on call links, 91 on WhatsApp links). The prefilled
// message names the listing and links to it on this site, wherever the site is served from.

/** The full address of a page of this site, e.g. '/product/…' → 'https://haat.in/product/…'. */
export const siteUrl = (path: string, origin: string = siteOrigin()) =>
  new URL(path, origin).toString();

/** tel:+91… */
export const callLink = (phoneNo: string) => telLink(phoneNo);

/** The WhatsApp message about a listing: its name and its link. */
export const whatsAppEnquiryText = (listing: { name: string; path: string }, origin?: string) =>
  i18n.t('queryForm.whatsAppMessage', {
    name: listing.name,
    site: PRODUCT_NAME,
    link: siteUrl(listing.path, origin),
  });

/** https://wa.me/91…?text=… with the message about the listing. */
export const whatsAppEnquiryLink = (
  phoneNo: string,
  listing: { name: string; path: string },
  origin?: string,
) => whatsAppLink(phoneNo, whatsAppEnquiryText(listing, origin));
