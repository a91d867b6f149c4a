import { eq } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { MSG, SELLER_MSG } from '@haat/shared';
import {
  productColors,
  productLeads,
  products,
  productSubCategories,
  serviceLeads,
  services,
  serviceSubCategories,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Seller } from '../../test/sellers.ts';
import { createBusiness, pickCatalog } from '../../test/sellers.ts';

// The seller's product and service workspaces as their tests call them (listings.test.ts tests
// what both do, products.test.ts and services.test.ts what only one does): what each kind is
// called, its valid form, its tables and its messages.

type Catalog = Awaited<ReturnType<typeof pickCatalog>>;
type Payload = Record<string, unknown>;
const db = (t: TestApp) => t.deps.database.db;

const KINDS = {
  product: {
    table: products,
    /** The business a listing is made in, and one of the other type. */
    business: { name: 'Owner shop' },
    otherTypeBusiness: { name: 'Owner salon', businessType: 'service' },
    form: (catalog: Catalog) => ({
      name: 'Fast Charger 33W',
      images: [],
      fkCategoryId: catalog.categoryId,
      fkSubCategoriesIds: [catalog.brandSubCategoryId],
      fkBrandId: catalog.brandId,
      fkColorIds: catalog.colorIds,
      sku: 'CHG-33',
      pricePerUnit: 999,
      sellingPrice: 799,
      tags: ['charger'],
      description: 'Charges fast.',
      specifications: ['33 W', 'Type-C'],
      disclaimer: ['Adapter only'],
    }),
    /** Names for a list: many alike, and one the search finds by `search`. */
    list: { many: 'Cable', odd: 'Phone stand', search: 'stand' },
    messages: {
      nameRequired: MSG.productNameRequired,
      needsBusiness: SELLER_MSG.productNeedsProductBusiness,
      created: SELLER_MSG.productCreated,
      updated: SELLER_MSG.productUpdated,
      deleted: SELLER_MSG.productDeleted,
    },
    /** Its leads and link tables, each with its column `fkProductId`. */
    owner: 'fkProductId',
    leads: productLeads,
    links: { subs: productSubCategories, colors: productColors },
  },
  service: {
    table: services,
    business: {
      name: 'Glow Salon',
      businessType: 'service',
      phoneNo: '9811122233',
      address: '4 Park Street',
    },
    otherTypeBusiness: { name: 'Shop' },
    form: (catalog: Catalog) => ({
      name: 'Bridal makeup',
      images: [],
      fkCategoryId: catalog.categoryId,
      fkSubCategoriesIds: catalog.subCategoryIds,
      pricePerUnit: 5000,
      sellingPrice: 4500,
      tags: ['bridal'],
      description: 'Full bridal makeup at home.',
    }),
    list: { many: 'Plumbing', odd: 'Wall painting', search: 'paint' },
    messages: {
      nameRequired: MSG.serviceNameRequired,
      needsBusiness: SELLER_MSG.serviceNeedsServiceBusiness,
      created: SELLER_MSG.serviceCreated,
      updated: SELLER_MSG.serviceUpdated,
      deleted: SELLER_MSG.serviceDeleted,
    },
    owner: 'fkServiceId',
    leads: serviceLeads,
    links: { subs: serviceSubCategories },
  },
} as const;

export type ListingKindName = keyof typeof KINDS;
export const LISTING_KINDS = Object.keys(KINDS) as ListingKindName[];

/**
 * One kind's workspace for `owner`: its businesses (`business` of the kind, `otherTypeBusiness`
 * not), the catalogue picked for it, its form and its calls. `items` is the answer's list key
 * (`products`), `item` a single answer's (`product`).
 */
export async function listingKit(t: TestApp, kind: ListingKindName, owner: Seller) {
  const spec = KINDS[kind];
  const business = await createBusiness(t, owner, spec.business);
  const otherTypeBusiness = await createBusiness(t, owner, spec.otherTypeBusiness);
  const catalog = await pickCatalog(t, kind);
  const base = `/api/userAdmin/${kind}`;
  const table = spec.table as typeof products;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    seller: Seller,
    args: { query?: Record<string, string>; payload?: Payload },
  ) => t.call({ method, url: `${base}/${path}`, headers: seller.headers, ...args });
  /** The rows of a leads or link table that belong to listing `id`. */
  const rowsOf = (table: AnyPgTable, id: string) =>
    db(t)
      .select()
      .from(table)
      .where(eq((table as unknown as Record<string, AnyPgColumn>)[spec.owner]!, id));
  const form = (overrides: Payload = {}): Payload => ({
    ...spec.form(catalog),
    fkBusinessId: business,
    ...overrides,
  });
  const kit = {
    kind,
    item: kind,
    items: `${kind}s` as const,
    base,
    business,
    otherTypeBusiness,
    catalog,
    table,
    list: spec.list,
    messages: spec.messages,
    form,
    create: (payload: Payload, seller = owner) => call('POST', 'create', seller, { payload }),
    update: (payload: Payload, seller = owner) => call('PUT', 'update', seller, { payload }),
    get: (path: string, query: Record<string, string>, seller = owner) =>
      call('GET', path, seller, { query }),
    toggle: (id: string, seller = owner) =>
      call('PUT', 'toggleStatus', seller, { payload: { id } }),
    /** DELETE with the id as a query parameter or in the body (both are read). */
    remove: (id: string, seller = owner, via: 'query' | 'payload' = 'query') =>
      call('DELETE', 'delete', seller, { [via]: { id } }),
    async createOk(overrides: Payload = {}, seller = owner) {
      const res = await kit.create(form(overrides), seller);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.payload[kind]._id as string;
    },
    rowOf: async (id: string) => (await db(t).select().from(table).where(eq(table.id, id)))[0],
    count: async () => (await db(t).select().from(table)).length,
    setRow: (id: string, values: Partial<typeof products.$inferInsert>) =>
      db(t).update(table).set(values).where(eq(table.id, id)),
    addLead: (id: string) =>
      db(t)
        .insert(spec.leads as typeof productLeads)
        .values({
          contactPerson: 'Anil',
          phoneNo: '9123456780',
          fkBusinessId: business,
          [spec.owner]: id,
        } as unknown as typeof productLeads.$inferInsert),
    leadsOf: (id: string) => rowsOf(spec.leads, id),
    /** Its link rows by table (sub-categories; a product's colours too). */
    links: async (id: string) => {
      const entries = Object.entries(spec.links);
      const rows = await Promise.all(entries.map(([, links]) => rowsOf(links, id)));
      return Object.fromEntries(entries.map(([name], i) => [name, rows[i]!]));
    },
  };
  return kit;
}
export type ListingKit = Awaited<ReturnType<typeof listingKit>>;
