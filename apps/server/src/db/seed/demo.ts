import { argon2id, hash } from 'argon2';
import { eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { PLANS, WEEK_DAYS, formatDate } from '@haat/shared';
import type { Database } from '../client.ts';
import {
  adminAuditLog,
  banners,
  brands,
  businessLeads,
  businesses,
  categories,
  cities,
  colors,
  contactMessages,
  notifications,
  productColors,
  productLeads,
  productSubCategories,
  products,
  serviceLeads,
  serviceSubCategories,
  services,
  states,
  subCategories,
  subscriptionRequests,
  users,
  type WorkingHours,
} from '../schema/index.ts';
import {
  CATEGORIES,
  COLORED_CATEGORIES,
  PRODUCT_CATEGORIES,
  SERVICE_CATEGORIES,
  type CategorySeed,
  type SubCategorySeed,
} from './catalog-data.ts';
import {
  BUSINESS_PREFIXES,
  BUSINESS_QUERIES,
  BUSINESS_REJECTIONS,
  BUSINESS_SUFFIXES,
  CONTACT_PEOPLE,
  DEMO_ADMIN,
  DEMO_CITIES,
  DEMO_PASSWORD,
  DEMO_SELLERS,
  DISCLAIMERS,
  HOME_BANNERS,
  LISTING_REJECTIONS,
  PRODUCT_QUERIES,
  PROFILE_REJECTION,
  SERVICE_QUERIES,
  STREETS,
  sellerPhone,
} from './demo-data.ts';
import {
  LISTING_IMAGES_PER_CATEGORY,
  STOREFRONT_IMAGES,
  categoryBannerKey,
  homeBannerKey,
  listingImageKey,
  storefrontImageKey,
} from './demo-images.ts';
import { initials } from './images.ts';
import { createRandom, type Random } from './random.ts';

const DAY = 24 * 60 * 60 * 1000;
const TOTAL_PRODUCTS = 400;
const TOTAL_SERVICES = 150;

type Catalog = Awaited<ReturnType<typeof loadCatalog>>;
type Rows<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

/** Ids of the reference data the demo points at, by natural key. */
async function loadCatalog(db: Database) {
  const categoryRows = await db.select().from(categories);
  const subCategoryRows = await db.select().from(subCategories);
  const categoryIds = new Map(categoryRows.map((row) => [`${row.type}|${row.category}`, row.id]));
  const subCategoryIds = new Map(subCategoryRows.map((row) => [`${row.fkCategoryId}|${row.subCategory}`, row.id]));
  const brandIds = new Map((await db.select().from(brands)).map((row) => [row.brand, row.id]));
  const colorIds = (await db.select({ id: colors.id }).from(colors)).map((row) => row.id);
  const cityRows = await db
    .select({ id: cities.id, name: cities.name, stateCode: states.code, state: states.name })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.fkStateId))
    .where(inArray(cities.name, DEMO_CITIES.map((city) => city.city)));
  const cityOf = (name: string, stateCode: string) => {
    const row = cityRows.find((city) => city.name === name && city.stateCode === stateCode);
    if (!row) throw new Error(`Demo seed: city ${name} (${stateCode}) is missing; seed reference data first`);
    return row;
  };
  const categoryId = (category: CategorySeed) => {
    const id = categoryIds.get(`${category.type}|${category.name}`);
    if (!id) throw new Error(`Demo seed: category ${category.name} is missing`);
    return id;
  };
  const subCategoryId = (category: CategorySeed, sub: SubCategorySeed) => {
    const id = subCategoryIds.get(`${categoryId(category)}|${sub.name}`);
    if (!id) throw new Error(`Demo seed: sub-category ${sub.name} is missing`);
    return id;
  };
  return { categoryId, subCategoryId, brandIds, colorIds, cityOf };
}

/** Prices people write: 49, 449, 12999. */
function nicePrice(value: number) {
  if (value < 100) return Math.max(5, Math.round(value / 5) * 5);
  if (value < 1000) return Math.round(value / 50) * 50 - 1;
  return Math.round(value / 500) * 500 - 1;
}

function prices(random: Random, band: readonly [number, number]) {
  if (band[1] === 0) return { pricePerUnit: null, sellingPrice: null };
  const pricePerUnit = nicePrice(random.int(band[0], band[1]));
  const discount = random.pick([0, 0, 5, 10, 10, 15, 20, 25, 30, 40, 50, 60]);
  const sellingPrice = Math.min(pricePerUnit, Math.round((pricePerUnit * (100 - discount)) / 100));
  return { pricePerUnit, sellingPrice };
}

/** Keywords: lowercased, no duplicates, at most 6 (spec §5). */
function tagsFor(...parts: (string | null | undefined)[]) {
  const words = parts
    .filter((part): part is string => Boolean(part))
    .flatMap((part, i) => (i < 2 ? [part.toLowerCase()] : part.toLowerCase().split(/\s+/)))
    .filter((word) => /^[a-z][a-z'&.-]{2,}$/.test(word) || word.includes(' '));
  return [...new Set(words)].slice(0, 6);
}

type Approval = { isApproved: boolean; isActive: boolean; rejectionMessage: string | null };
function listingApproval(random: Random): Approval {
  const roll = random.next();
  if (roll < 0.84) return { isApproved: true, isActive: true, rejectionMessage: null };
  if (roll < 0.89) return { isApproved: true, isActive: false, rejectionMessage: null };
  if (roll < 0.95) return { isApproved: false, isActive: true, rejectionMessage: null };
  return { isApproved: false, isActive: true, rejectionMessage: random.pick(LISTING_REJECTIONS) };
}

function businessApproval(index: number, random: Random): Approval {
  if ([5, 18, 31].includes(index)) return { isApproved: false, isActive: true, rejectionMessage: null };
  if ([9, 22, 35].includes(index)) {
    return { isApproved: false, isActive: true, rejectionMessage: random.pick(BUSINESS_REJECTIONS) };
  }
  return { isApproved: true, isActive: index !== 16, rejectionMessage: null };
}

function workingHours(random: Random): WorkingHours {
  const open = random.pick(['09:00', '10:00', '11:00']);
  const close = random.pick(['19:00', '20:00', '21:00', '22:00']);
  return {
    isOpen24Hours: random.chance(0.05),
    timings: WEEK_DAYS.map((day) => ({
      day,
      from: open,
      to: close,
      isClosed: day === 'Sunday' && random.chance(0.6),
    })),
  };
}

const phoneFrom = (random: Random) =>
  `${random.pick(['6', '7', '8', '9'])}${String(random.int(0, 999_999_999)).padStart(9, '0')}`;

/** The businesses of each seller: slot 0 sells products; slot 1 services for the first 12. */
function businessPlan(sellerIndex: number, slot: number) {
  const index = sellerIndex * 2 + slot;
  if (slot === 1 && sellerIndex < 12) {
    const ordinal = sellerIndex;
    const count = ordinal < TOTAL_SERVICES % 12 ? Math.ceil(TOTAL_SERVICES / 12) : Math.floor(TOTAL_SERVICES / 12);
    return { index, category: SERVICE_CATEGORIES[ordinal % SERVICE_CATEGORIES.length]!, count };
  }
  const ordinal = slot === 0 ? sellerIndex : 20 + (sellerIndex - 12);
  const count = ordinal < TOTAL_PRODUCTS % 28 ? Math.ceil(TOTAL_PRODUCTS / 28) : Math.floor(TOTAL_PRODUCTS / 28);
  return { index, category: PRODUCT_CATEGORIES[ordinal % PRODUCT_CATEGORIES.length]!, count };
}

type SellerRows = {
  businesses: Rows<typeof businesses>;
  products: Rows<typeof products>;
  productSubCategories: Rows<typeof productSubCategories>;
  productColors: Rows<typeof productColors>;
  services: Rows<typeof services>;
  serviceSubCategories: Rows<typeof serviceSubCategories>;
  productLeads: Rows<typeof productLeads>;
  serviceLeads: Rows<typeof serviceLeads>;
  businessLeads: Rows<typeof businessLeads>;
  notifications: Rows<typeof notifications>;
  audit: Rows<typeof adminAuditLog>;
  subscriptionRequests: Rows<typeof subscriptionRequests>;
};

const emptyRows = (): SellerRows => ({
  businesses: [],
  products: [],
  productSubCategories: [],
  productColors: [],
  services: [],
  serviceSubCategories: [],
  productLeads: [],
  serviceLeads: [],
  businessLeads: [],
  notifications: [],
  audit: [],
  subscriptionRequests: [],
});

type Lead = { contactPerson: string; phoneNo: string; email: string | null; businessName: string | null; query: string; createdAt: Date };
function leads(random: Random, after: Date, now: number, queries: readonly string[], max: number): Lead[] {
  const count = random.int(0, max);
  return Array.from({ length: count }, () => {
    const contactPerson = random.pick(CONTACT_PEOPLE);
    const createdAt = new Date(random.int(after.getTime(), now));
    return {
      contactPerson,
      phoneNo: phoneFrom(random),
      email: random.chance(0.5) ? `${contactPerson.toLowerCase().replace(/\s+/g, '.')}@example.com` : null,
      businessName: random.chance(0.25) ? `${random.pick(BUSINESS_PREFIXES)} Traders` : null,
      query: random.pick(queries),
      createdAt,
    };
  });
}

/** Everything one seller owns, generated from a PRNG seeded by the seller's number. */
function sellerData(
  sellerIndex: number,
  userId: string,
  adminId: string,
  catalog: Catalog,
  now: number,
): SellerRows {
  const random = createRandom(`haat-demo-seller-${sellerIndex}`);
  const out = emptyRows();
  const home = DEMO_CITIES[sellerIndex % DEMO_CITIES.length]!;
  const city = catalog.cityOf(home.city, home.stateCode);
  const ago = (minDays: number, maxDays: number) =>
    new Date(now - random.int(minDays * DAY, maxDays * DAY));
  const recentLeads: { text: string; redirect: string; createdAt: Date }[] = [];

  for (const slot of [0, 1]) {
    const plan = businessPlan(sellerIndex, slot);
    const { category } = plan;
    const [locality, pinCode] = random.pick(home.localities);
    const businessId = uuidv7();
    const name = `${BUSINESS_PREFIXES[plan.index % BUSINESS_PREFIXES.length]} ${random.pick(BUSINESS_SUFFIXES[category.name] ?? ['Store'])}`;
    const approval = businessApproval(plan.index, random);
    const businessCreatedAt = ago(100, 160);
    out.businesses.push({
      id: businessId,
      fkUserId: userId,
      name,
      businessType: category.type,
      images: random.sample(
        Array.from({ length: STOREFRONT_IMAGES }, (_, n) => storefrontImageKey(n + 1)),
        random.int(1, 3),
      ),
      tags: tagsFor(category.name, ...category.subCategories.slice(0, 4).map((sub) => sub.name)),
      description: `${name} in ${locality}, ${home.city}: ${category.subCategories
        .map((sub) => sub.name.toLowerCase())
        .join(', ')}. Serving customers since ${new Date(now).getFullYear() - random.int(2, 30)} with honest prices and friendly service.`,
      website: random.chance(0.3) ? `https://www.example.com/${plan.index + 1}` : null,
      phoneNo: sellerPhone(sellerIndex),
      gst: random.chance(0.7)
        ? `${random.int(10, 36)}ABCDE${String(random.int(1000, 9999))}F1Z${random.int(1, 9)}`
        : null,
      doe: `${random.int(1995, 2023)}-${String(random.int(1, 12)).padStart(2, '0')}`,
      fb: random.chance(0.4) ? `https://www.facebook.com/haat.demo.${plan.index + 1}` : null,
      insta: random.chance(0.4) ? `https://www.instagram.com/haat.demo.${plan.index + 1}` : null,
      address: `Shop No. ${random.int(1, 120)}, ${random.pick(STREETS)}, ${locality}`,
      state: city.state,
      city: city.name,
      pinCode,
      workingHours: workingHours(random),
      ...approval,
      views: approval.isApproved ? random.int(20, 3000) : 0,
      createdAt: businessCreatedAt,
      updatedAt: businessCreatedAt,
    });
    out.notifications.push(
      approval.rejectionMessage
        ? {
            fkUserId: userId,
            notification: `Your business "${name}" was rejected: ${approval.rejectionMessage}`,
            redirect: `/userAdmin/businesses/edit/${businessId}`,
            createdAt: ago(80, 99),
          }
        : approval.isApproved
          ? {
              fkUserId: userId,
              notification: `Your business "${name}" has been approved.`,
              redirect: '/userAdmin/businesses',
              isMarkedRead: random.chance(0.7),
              createdAt: ago(80, 99),
            }
          : {
              fkUserId: userId,
              notification: `Your business "${name}" is under review for approval.`,
              redirect: '/userAdmin/businesses',
              createdAt: ago(80, 99),
            },
    );
    if (approval.isApproved || approval.rejectionMessage) {
      out.audit.push({
        adminId,
        action: approval.isApproved ? 'approve' : 'reject',
        entityType: 'business',
        entityId: businessId,
        before: { isApproved: false, rejectionMessage: null },
        after: { isApproved: approval.isApproved, rejectionMessage: approval.rejectionMessage },
        createdAt: ago(80, 99),
      });
    }
    for (const lead of approval.isApproved ? leads(random, businessCreatedAt, now, BUSINESS_QUERIES, 3) : []) {
      out.businessLeads.push({ ...lead, fkBusinessId: businessId });
      recentLeads.push({
        text: `New enquiry from ${lead.contactPerson} for your business "${name}".`,
        redirect: `/userAdmin/businesses/viewLeads/${businessId}`,
        createdAt: lead.createdAt,
      });
    }

    const images = Array.from({ length: LISTING_IMAGES_PER_CATEGORY }, (_, n) => listingImageKey(category, n + 1));
    const names = new Set<string>();
    for (let k = 0; k < plan.count; k++) {
      const sub = category.subCategories[k % category.subCategories.length]!;
      const brand = sub.brands?.length ? random.pick(sub.brands) : null;
      let listingName = '';
      for (let attempt = 0; attempt < 8 && (!listingName || names.has(listingName)); attempt++) {
        const item = random.pick(sub.items);
        listingName = brand ? `${brand} ${item}` : item;
      }
      if (names.has(listingName)) {
        listingName = `${listingName} (${category.type === 'product' ? random.pick(['Combo Pack', 'New Model', 'Value Pack']) : random.pick(['Premium', 'Express', 'Weekend Slot'])})`;
      }
      if (names.has(listingName)) listingName = `${listingName} ${k + 1}`;
      names.add(listingName);

      const listingId = uuidv7();
      const subIds = [catalog.subCategoryId(category, sub)];
      const approval = listingApproval(random);
      const createdAt = ago(0, 95);
      const common = {
        id: listingId,
        fkBusinessId: businessId,
        fkCategoryId: catalog.categoryId(category),
        name: listingName,
        images: random.chance(0.5) ? images : random.sample(images, random.int(1, 2)),
        ...prices(random, sub.price),
        tags: tagsFor(sub.name, brand, listingName),
        ...approval,
        views: approval.isApproved ? random.int(0, 900) : 0,
        createdAt,
        updatedAt: createdAt,
      };
      const place = `${name}, ${locality}, ${home.city}`;
      const isPublic = approval.isApproved && approval.isActive;
      const leadsPath =
        category.type === 'product'
          ? `/userAdmin/businesses/products/leads/${listingId}`
          : `/userAdmin/businesses/services/leads/${listingId}`;

      if (category.type === 'product') {
        out.products.push({
          ...common,
          fkBrandId: brand ? (catalog.brandIds.get(brand) ?? null) : null,
          sku: `${initials(category.name)}-${1000 + plan.index * 50 + k}`,
          description: `${listingName} available at ${place}. ${brand ? `Genuine ${brand} product with a GST bill. ` : ''}Send a query for the best price, stock and delivery to your area.`,
          specifications: random.sample(
            [
              `Category: ${sub.name}`,
              ...(brand ? [`Brand: ${brand}`] : []),
              'Country of origin: India',
              'GST invoice available',
              random.pick(['Warranty: 1 year', 'Warranty: as per manufacturer', 'Returns: 7 days replacement']),
            ],
            random.int(1, 4),
          ),
          disclaimer: random.sample(DISCLAIMERS, random.int(0, 2)),
        });
        for (const fkSubCategoryId of subIds) out.productSubCategories.push({ fkProductId: listingId, fkSubCategoryId });
        if (COLORED_CATEGORIES.has(category.name)) {
          for (const fkColorId of random.sample(catalog.colorIds, random.int(1, 3))) {
            out.productColors.push({ fkProductId: listingId, fkColorId });
          }
        }
        for (const lead of isPublic ? leads(random, createdAt, now, PRODUCT_QUERIES, 2) : []) {
          out.productLeads.push({ ...lead, fkBusinessId: businessId, fkProductId: listingId });
          recentLeads.push({ text: `New query from ${lead.contactPerson} for "${listingName}".`, redirect: leadsPath, createdAt: lead.createdAt });
        }
      } else {
        out.services.push({
          ...common,
          description: `${listingName} by ${place}. Trained and verified staff, transparent charges and on-time service. Call or send an enquiry to book a slot.`,
        });
        for (const fkSubCategoryId of subIds) out.serviceSubCategories.push({ fkServiceId: listingId, fkSubCategoryId });
        for (const lead of isPublic ? leads(random, createdAt, now, SERVICE_QUERIES, 3) : []) {
          out.serviceLeads.push({ ...lead, fkBusinessId: businessId, fkServiceId: listingId });
          recentLeads.push({ text: `New enquiry from ${lead.contactPerson} for "${listingName}".`, redirect: leadsPath, createdAt: lead.createdAt });
        }
      }
      if (approval.rejectionMessage) {
        const kind = category.type === 'product' ? 'product' : 'service';
        out.notifications.push({
          fkUserId: userId,
          notification: `Your ${kind} "${listingName}" was rejected: ${approval.rejectionMessage}`,
          redirect: `/userAdmin/businesses/${businessId}/${kind}s/edit/${listingId}`,
          createdAt: new Date(createdAt.getTime() + DAY),
        });
        out.audit.push({
          adminId,
          action: 'reject',
          entityType: kind,
          entityId: listingId,
          before: { isApproved: false, rejectionMessage: null },
          after: { isApproved: false, rejectionMessage: approval.rejectionMessage },
          createdAt: new Date(createdAt.getTime() + DAY),
        });
      }
    }
  }

  // The latest leads also arrive as notifications (spec §7: a query is followed by one).
  recentLeads.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  recentLeads.slice(0, 8).forEach((lead, i) =>
    out.notifications.push({
      fkUserId: userId,
      notification: lead.text,
      redirect: lead.redirect,
      isMarkedRead: i >= 3,
      createdAt: lead.createdAt,
    }),
  );
  return out;
}

async function insertAll<T extends Parameters<Database['insert']>[0]>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
  chunk = 500,
) {
  for (let i = 0; i < rows.length; i += chunk) await db.insert(table).values(rows.slice(i, i + chunk));
}

export type DemoSeedResult = {
  users: number;
  businesses: number;
  products: number;
  services: number;
  leads: number;
  notifications: number;
  banners: number;
};

/**
 * The demo data set: an admin (9000000000) and 20 sellers (9000000001 … 9000000020), password
 * 'demo1234', with 40 businesses in 10 served cities, 400 products, 150 services, leads,
 * notifications and banners. Deterministic; a seller who already exists is skipped with
 * everything they own, so a second run adds nothing. Needs the reference data.
 */
export async function seedDemoData(db: Database, now = Date.now()): Promise<DemoSeedResult> {
  const catalog = await loadCatalog(db);
  // One argon2id hash shared by every demo account: hashing 21 times would take seconds.
  const passwordHash = await hash(DEMO_PASSWORD, { type: argon2id });
  const plans = PLANS.map((plan) => plan.id);

  return db.transaction(async (tx) => {
    const insertedAdmin = await tx
      .insert(users)
      .values({
        ...DEMO_ADMIN,
        email: 'admin@example.com',
        gender: 'Other',
        passwordHash,
        role: 'admin',
        isApproved: true,
        createdAt: new Date(now - 200 * DAY),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phoneNo, DEMO_ADMIN.phoneNo));
    if (!admin) throw new Error('Demo seed: the admin could not be created');

    const sellerRows = DEMO_SELLERS.map((seller, i) => {
      const random = createRandom(`haat-demo-profile-${i}`);
      const home = DEMO_CITIES[i % DEMO_CITIES.length]!;
      const city = catalog.cityOf(home.city, home.stateCode);
      const plan = plans[i % plans.length]!;
      // Two plans expire within a week, to show 'Your plan expires soon'.
      const expiresInDays = i >= 18 ? random.int(2, 6) : random.int(20, 330);
      return {
        firstName: seller.firstName,
        lastName: seller.lastName,
        gender: seller.gender,
        phoneNo: sellerPhone(i),
        email: `${seller.firstName}.${seller.lastName}@example.com`.toLowerCase(),
        passwordHash,
        plan,
        planExpiresAt: new Date(now + expiresInDays * DAY),
        logo: i % 3 === 0 ? storefrontImageKey((i % STOREFRONT_IMAGES) + 1) : null,
        address: `${random.int(1, 300)}, ${random.pick(STREETS)}, ${random.pick(home.localities)[0]}`,
        city: city.name,
        state: city.state,
        isApproved: i !== 7 && i !== 13,
        rejectionMessage: i === 13 ? PROFILE_REJECTION : null,
        createdAt: new Date(now - random.int(170, 190) * DAY),
      };
    });
    const insertedSellers = await tx
      .insert(users)
      .values(sellerRows)
      .onConflictDoNothing()
      .returning({ id: users.id, phoneNo: users.phoneNo, plan: users.plan, planExpiresAt: users.planExpiresAt });

    const rows = emptyRows();
    for (const seller of insertedSellers) {
      const index = Number(seller.phoneNo) - 9000000001;
      const data = sellerData(index, seller.id, admin.id, catalog, now);
      for (const key of Object.keys(rows) as (keyof SellerRows)[]) {
        (rows[key] as unknown[]).push(...data[key]);
      }
      rows.notifications.push({
        fkUserId: seller.id,
        notification: `Welcome to Haat! Your ${seller.plan} is active till ${formatDate(seller.planExpiresAt ?? new Date(now))}.`,
        redirect: '/userAdmin/subscription',
        isMarkedRead: true,
        createdAt: new Date(now - 120 * DAY),
      });
      if (index >= 18 || index < 3) {
        rows.subscriptionRequests.push({
          fkUserId: seller.id,
          planId: index >= 18 ? 'Plan C' : seller.plan,
          status: index >= 18 ? 'open' : 'done',
          createdAt: new Date(now - (index >= 18 ? 1 : 121) * DAY),
        });
      }
    }

    await insertAll(tx, businesses, rows.businesses);
    await insertAll(tx, products, rows.products);
    await insertAll(tx, productSubCategories, rows.productSubCategories, 2000);
    await insertAll(tx, productColors, rows.productColors, 2000);
    await insertAll(tx, services, rows.services);
    await insertAll(tx, serviceSubCategories, rows.serviceSubCategories, 2000);
    await insertAll(tx, productLeads, rows.productLeads);
    await insertAll(tx, serviceLeads, rows.serviceLeads);
    await insertAll(tx, businessLeads, rows.businessLeads);
    await insertAll(tx, notifications, rows.notifications);
    await insertAll(tx, adminAuditLog, rows.audit);
    await insertAll(tx, subscriptionRequests, rows.subscriptionRequests);

    // Banners and contact messages come with the demo admin, once.
    let bannerCount = 0;
    if (insertedAdmin.length > 0) {
      const bannerRows = demoBanners(catalog);
      await insertAll(tx, banners, bannerRows);
      bannerCount = bannerRows.length;
      await tx.insert(contactMessages).values([
        {
          name: 'Aarav Shah',
          phoneNo: '9812345678',
          email: 'aarav.shah@example.com',
          message: 'How do I list my shop in Pune on Haat?',
          createdAt: new Date(now - 3 * DAY),
        },
        {
          name: 'Meera Pillai',
          phoneNo: null,
          email: 'meera.pillai@example.com',
          message: 'Please add more service providers in Kochi.',
          createdAt: new Date(now - DAY),
        },
      ]);
    }

    return {
      users: insertedAdmin.length + insertedSellers.length,
      businesses: rows.businesses.length,
      products: rows.products.length,
      services: rows.services.length,
      leads: rows.productLeads.length + rows.serviceLeads.length + rows.businessLeads.length,
      notifications: rows.notifications.length,
      banners: bannerCount,
    };
  });
}

/** Home banners for All Over India and each demo city; a banner for every category. */
function demoBanners(catalog: Catalog): Rows<typeof banners> {
  const home = HOME_BANNERS.map((_, i) => homeBannerKey(i + 1));
  const rotate = (n: number, count: number) => Array.from({ length: count }, (_, i) => home[(n + i) % home.length]!);
  return [
    { images: home, fkCategoryId: null, fkCityId: null },
    ...DEMO_CITIES.map((city, i) => ({
      images: rotate(i, 3),
      fkCategoryId: null,
      fkCityId: catalog.cityOf(city.city, city.stateCode).id,
    })),
    ...CATEGORIES.map((category, i) => ({
      images: [categoryBannerKey(category), home[i % home.length]!],
      fkCategoryId: catalog.categoryId(category),
      fkCityId: null,
    })),
  ];
}
