import { sql } from 'drizzle-orm';
import type { ListingKind } from '@haat/shared';

// Products and services are read by the same raw queries: KINDS names each kind's tables, and
// listingFrom joins a listing to its business and owner under the aliases visibility.ts's
// fragments use (l listing, b business, u owner).

export type { ListingKind };

export type KindTables = {
  kind: ListingKind;
  /** Listing table. */
  table: 'products' | 'services';
  /** Sub-category links and the column naming the listing in them. */
  links: 'product_sub_categories' | 'service_sub_categories';
  linkListing: 'fk_product_id' | 'fk_service_id';
  /** Plural key of answers: products / services. */
  plural: 'products' | 'services';
  /** One search row per public listing (migration 0016, modules/discovery/listings.ts). */
  rows: 'product_search_rows' | 'service_search_rows';
};

export const KINDS: Record<ListingKind, KindTables> = {
  product: {
    kind: 'product',
    table: 'products',
    links: 'product_sub_categories',
    linkListing: 'fk_product_id',
    plural: 'products',
    rows: 'product_search_rows',
  },
  service: {
    kind: 'service',
    table: 'services',
    links: 'service_sub_categories',
    linkListing: 'fk_service_id',
    plural: 'services',
    rows: 'service_search_rows',
  },
};

/** `listing l` joined to its business `b` and the business's owner `u`. */
export const listingFrom = (k: KindTables) =>
  sql.raw(
    `${k.table} l join businesses b on b.id = l.fk_business_id join users u on u.id = b.fk_user_id`,
  );
