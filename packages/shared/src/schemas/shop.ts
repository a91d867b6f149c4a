import { z } from 'zod';
import { SHOP_MSG } from '../workspace-messages.ts';
import { envelopeSchema } from '../api.ts';

// The shop page's calls.

/**
 * GET /public/shop/fetch {slug}: any text up to 200 characters; an address that cannot be one
 * (upper case, spaces) is simply not found, like an unknown one.
 */
export const publicShopFetchQuery = z.object({
  slug: z.string({ error: SHOP_MSG.slugRequired }).trim().min(1, SHOP_MSG.slugRequired).max(200),
});

/** A host name: lower-case labels of letters, digits and inner dashes, with a dot. */
const domainField = z
  .string({ error: SHOP_MSG.domainInvalid })
  .trim()
  .toLowerCase()
  .max(253, SHOP_MSG.domainInvalid)
  .regex(
    /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    SHOP_MSG.domainInvalid,
  );

/** GET /public/shop/domain {domain}: may a certificate be issued for it (a verified domain)? */
export const publicShopDomainQuery = z.object({ domain: domainField });

/** PUT /admin/business/domain {id, domain}: the domain an administrator verified, or null. */
export const adminBusinessDomainBody = z.object({
  id: z.string({ error: 'Business id is required.' }),
  domain: domainField.nullable(),
});

/** Envelopes of the shop calls' answers (GET /public/shop/fetch answers as /public/business/fetch). */
export const SHOP_ANSWERS = {
  /** The domain, when a certificate may be issued for it. */
  domain: envelopeSchema(z.object({ domain: z.string() })),
  /** The business and the domain it now has (null: removed). */
  adminDomain: envelopeSchema(
    z.object({ business: z.object({ _id: z.string(), domain: z.string().nullable() }) }),
  ),
} as const;
