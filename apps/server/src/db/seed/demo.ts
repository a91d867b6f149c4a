import { argon2id, hash } from 'argon2';
import { eq } from 'drizzle-orm';
import { PLANS, formatDate } from '@haat/shared';
import type { Database } from '../client.ts';
import {
  adminAuditLog,
  banners,
  businessLeads,
  businesses,
  contactMessages,
  notifications,
  productColors,
  productLeads,
  productSubCategories,
  products,
  serviceLeads,
  serviceSubCategories,
  services,
  subscriptionRequests,
  users,
} from '../schema/index.ts';
import { loadCatalog } from './demo-catalog.ts';
import {
  DEMO_ADMIN,
  DEMO_CITIES,
  DEMO_PASSWORD,
  DEMO_SELLERS,
  PROFILE_REJECTION,
  STREETS,
  sellerPhone,
} from './demo-data.ts';
import { demoBanners } from './demo-banners.ts';
import { STOREFRONT_IMAGES, storefrontImageKey } from './demo-images.ts';
import { DAY, emptyRows, sellerData, type SellerRows } from './demo-seller.ts';
import { insertViews, planViews } from './demo-views.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { createRandom } from './random.ts';

/** Two sellers' plans run out within a week, to show 'Your plan expires soon'. */
const expiresSoon = (sellerIndex: number) => sellerIndex === 18 || sellerIndex === 19;

async function insertAll<T extends Parameters<Database['insert']>[0]>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
  chunk = 500,
) {
  for (let i = 0; i < rows.length; i += chunk)
    await db.insert(table).values(rows.slice(i, i + chunk));
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
 * The demo data set: an admin (9000000000) and 45 sellers (9000000001 … 9000000045), password
 * 'demo1234', with 170 businesses in 10 served cities, about 2,400 products and 1,000 services
 * (demo-businesses.ts), six weeks of views, leads,
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
      const expiresInDays = expiresSoon(i) ? random.int(2, 6) : random.int(20, 330);
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
      .returning({
        id: users.id,
        phoneNo: users.phoneNo,
        plan: users.plan,
        planExpiresAt: users.planExpiresAt,
      });

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
      if (expiresSoon(index) || index < 3) {
        rows.subscriptionRequests.push({
          fkUserId: seller.id,
          planId: expiresSoon(index) ? 'Plan C' : seller.plan,
          status: expiresSoon(index) ? 'open' : 'done',
          createdAt: new Date(now - (expiresSoon(index) ? 1 : 121) * DAY),
        });
      }
    }

    await insertAll(tx, businesses, rows.businesses);
    const views = [
      ...planViews('product', rows.products, now),
      ...planViews('service', rows.services, now),
    ];
    await insertAll(tx, products, rows.products);
    await insertAll(tx, productSubCategories, rows.productSubCategories, 2000);
    await insertAll(tx, productColors, rows.productColors, 2000);
    await insertAll(tx, services, rows.services);
    await insertAll(tx, serviceSubCategories, rows.serviceSubCategories, 2000);
    await insertViews(tx, views);
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

    // Last, on whatever public businesses exist by now.
    await seedDemoReviews(tx, now);

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
