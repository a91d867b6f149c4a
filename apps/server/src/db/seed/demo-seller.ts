import { uuidv7 } from 'uuidv7';
import {
  approvedNotification,
  leadNotification,
  notificationText,
  rejectedNotification,
  WEEK_DAYS,
  type NotificationMessage,
  type WorkingHours,
} from '@haat/shared';
import type {
  adminAuditLog,
  businessLeads,
  businesses,
  notifications,
  productColors,
  productLeads,
  productSubCategories,
  products,
  serviceLeads,
  serviceSubCategories,
  services,
  subscriptionRequests,
} from '../schema/index.ts';
import { COLORED_CATEGORIES, type CategorySeed } from './catalog-data.ts';
import { subCategoryPictures } from './catalog-pictures.ts';
import { demoBusinessPlan, type BusinessStatus, type ListingPlan } from './demo-businesses.ts';
import { actOnDemoLeads } from './demo-lead-actions.ts';
import type { Catalog } from './demo-catalog.ts';
import {
  BUSINESS_PREFIXES,
  BUSINESS_QUERIES,
  BUSINESS_REJECTIONS,
  BUSINESS_SUFFIXES,
  CONTACT_PEOPLE,
  DEMO_CITIES,
  DISCLAIMERS,
  LISTING_REJECTIONS,
  PRODUCT_QUERIES,
  SERVICE_QUERIES,
  STREETS,
  sellerPhone,
} from './demo-data.ts';
import { STOREFRONT_IMAGES, storefrontImageKey } from './demo-images.ts';
import { initials } from './images.ts';
import { createRandom, type Random } from './random.ts';
import { nicePrice, productShelf, sellingPrice, serviceShelf } from './shelves.ts';

/** A notification's columns as the server writes them: English text, key and values. */
const written = (message: NotificationMessage) => ({
  notification: notificationText(message),
  message,
});

// One seller's businesses, listings, leads and notifications, generated deterministically.

export const DAY = 24 * 60 * 60 * 1000;
export type Rows<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

/** A product's M.R.P. and its selling price after a discount within the shelf's band. */
function productPrices(random: Random, listing: ListingPlan) {
  const shelf = productShelf(listing.subCategory);
  const pricePerUnit = listing.price[0];
  // A quarter of listings sell at M.R.P., as shops do for staples and new models.
  const discount = random.chance(0.25) ? 0 : random.int(shelf.off[0], shelf.off[1]);
  return { pricePerUnit, sellingPrice: sellingPrice(pricePerUnit, discount) };
}

/** A service's charge within its offer's range; on-request services have none. */
function servicePrices(random: Random, listing: ListingPlan) {
  const [low, high] = listing.price;
  if (high === 0) return { pricePerUnit: null, sellingPrice: null };
  const shelf = serviceShelf(listing.subCategory);
  const pricePerUnit = Math.min(high, Math.max(low, nicePrice(random.int(low, high))));
  const discount = random.chance(0.6) ? 0 : random.int(shelf.off[0], shelf.off[1]);
  return {
    pricePerUnit,
    sellingPrice: Math.max(Math.min(low, pricePerUnit), sellingPrice(pricePerUnit, discount)),
  };
}

/** Keywords: lowercased, no duplicates, at most 6. */
function tagsFor(phrases: (string | null | undefined)[], ...texts: string[]) {
  // Whole phrases (a sub-category, a brand), then single words: a listing's name is never
  // repeated whole as a tag, which would count its words twice in search ranking.
  const words = [
    ...phrases.filter((part): part is string => Boolean(part)).map((part) => part.toLowerCase()),
    ...texts.flatMap((text) => text.toLowerCase().split(/\s+/)),
  ].filter((word) => /^[a-z][a-z'&.-]{2,}$/.test(word) || word.includes(' '));
  return [...new Set(words)].slice(0, 6);
}

type Approval = { isApproved: boolean; isActive: boolean; rejectionMessage: string | null };
/** Most listings are public; a few wait for review, were rejected or are switched off. */
function listingApproval(random: Random): Approval {
  const roll = random.next();
  if (roll < 0.94) return { isApproved: true, isActive: true, rejectionMessage: null };
  if (roll < 0.96) return { isApproved: true, isActive: false, rejectionMessage: null };
  if (roll < 0.98) return { isApproved: false, isActive: true, rejectionMessage: null };
  return { isApproved: false, isActive: true, rejectionMessage: random.pick(LISTING_REJECTIONS) };
}

function businessApproval(status: BusinessStatus, random: Random): Approval {
  switch (status) {
    case 'approved':
      return { isApproved: true, isActive: true, rejectionMessage: null };
    case 'inactive':
      return { isApproved: true, isActive: false, rejectionMessage: null };
    case 'pending':
      return { isApproved: false, isActive: true, rejectionMessage: null };
    case 'rejected':
      return {
        isApproved: false,
        isActive: true,
        rejectionMessage: random.pick(BUSINESS_REJECTIONS),
      };
  }
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

export type SellerRows = {
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

export const emptyRows = (): SellerRows => ({
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

type Lead = {
  contactPerson: string;
  phoneNo: string;
  email: string | null;
  businessName: string | null;
  query: string;
  createdAt: Date;
};
function leads(
  random: Random,
  after: Date,
  now: number,
  queries: readonly string[],
  max: number,
): Lead[] {
  const count = random.int(0, max);
  return Array.from({ length: count }, () => {
    const contactPerson = random.pick(CONTACT_PEOPLE);
    const createdAt = new Date(random.int(after.getTime(), now));
    return {
      contactPerson,
      phoneNo: phoneFrom(random),
      email: random.chance(0.5)
        ? `${contactPerson.toLowerCase().replace(/\s+/g, '.')}@example.com`
        : null,
      businessName: random.chance(0.25) ? `${random.pick(BUSINESS_PREFIXES)} Traders` : null,
      query: random.pick(queries),
      createdAt,
    };
  });
}

function subCategoryOf(category: CategorySeed, name: string) {
  const sub = category.subCategories.find((candidate) => candidate.name === name);
  if (!sub) throw new Error(`Demo seed: ${name} is not a sub-category of ${category.name}`);
  return sub;
}

/** Everything one seller owns, generated from a PRNG seeded by the seller's number. */
export function sellerData(
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
  const recentLeads: { message: NotificationMessage; redirect: string; createdAt: Date }[] = [];

  for (const plan of demoBusinessPlan().filter((entry) => entry.sellerIndex === sellerIndex)) {
    const { category } = plan;
    const [locality, pinCode] = random.pick(home.localities);
    const businessId = uuidv7();
    const name = `${BUSINESS_PREFIXES[plan.index % BUSINESS_PREFIXES.length]} ${random.pick(BUSINESS_SUFFIXES[category.name] ?? ['Store'])}`;
    const approval = businessApproval(plan.status, random);
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
      tags: tagsFor([category.name, ...category.subCategories.slice(0, 4).map((sub) => sub.name)]),
      description: `${name} in ${locality}, ${home.city}: ${category.subCategories
        .map((sub) => sub.name.toLowerCase())
        .join(
          ', ',
        )}. Serving customers since ${new Date(now).getFullYear() - random.int(2, 30)} with honest prices and friendly service.`,
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
            ...written(rejectedNotification('Business', name, approval.rejectionMessage)),
            redirect: `/userAdmin/businesses/edit/${businessId}`,
            createdAt: ago(80, 99),
          }
        : approval.isApproved
          ? {
              fkUserId: userId,
              ...written(approvedNotification('Business', name)),
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
    for (const lead of approval.isApproved
      ? leads(random, businessCreatedAt, now, BUSINESS_QUERIES, 3)
      : []) {
      out.businessLeads.push({ ...lead, fkBusinessId: businessId });
      recentLeads.push({
        message: leadNotification('business', lead.contactPerson, name),
        redirect: `/userAdmin/businesses/viewLeads/${businessId}`,
        createdAt: lead.createdAt,
      });
    }

    for (const listing of plan.listings) {
      const sub = subCategoryOf(category, listing.subCategory);
      const { brand } = listing;
      const listingName = listing.name;
      const listingId = uuidv7();
      const subIds = [catalog.subCategoryId(category, sub)];
      const approval = listingApproval(random);
      const createdAt = ago(0, 95);
      // Pictures of its own sub-category only: all five takes, or one to three of them.
      const pictures = subCategoryPictures(category, sub).map((picture) => picture.key);
      const common = {
        id: listingId,
        fkBusinessId: businessId,
        fkCategoryId: catalog.categoryId(category),
        name: listingName,
        images: random.chance(0.5) ? pictures : random.sample(pictures, random.int(1, 3)),
        ...(category.type === 'product'
          ? productPrices(random, listing)
          : servicePrices(random, listing)),
        tags: tagsFor([sub.name, brand], listingName),
        ...approval,
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
          sku: `${initials(category.name)}-${1000 + plan.index * 100 + out.products.length}`,
          description: `${listingName} available at ${place}. ${brand ? `Genuine ${brand} product with a GST bill. ` : ''}Send a query for the best price, stock and delivery to your area.`,
          specifications: random.sample(
            [
              `Category: ${sub.name}`,
              ...(brand ? [`Brand: ${brand}`] : []),
              'Country of origin: India',
              'GST invoice available',
              random.pick([
                'Warranty: 1 year',
                'Warranty: as per manufacturer',
                'Returns: 7 days replacement',
              ]),
            ],
            random.int(1, 4),
          ),
          disclaimer: random.sample(DISCLAIMERS, random.int(0, 2)),
        });
        for (const fkSubCategoryId of subIds)
          out.productSubCategories.push({ fkProductId: listingId, fkSubCategoryId });
        if (COLORED_CATEGORIES.has(category.name)) {
          for (const fkColorId of random.sample(catalog.colorIds, random.int(1, 3))) {
            out.productColors.push({ fkProductId: listingId, fkColorId });
          }
        }
        for (const lead of isPublic ? leads(random, createdAt, now, PRODUCT_QUERIES, 2) : []) {
          out.productLeads.push({ ...lead, fkBusinessId: businessId, fkProductId: listingId });
          recentLeads.push({
            message: leadNotification('product', lead.contactPerson, listingName),
            redirect: leadsPath,
            createdAt: lead.createdAt,
          });
        }
      } else {
        out.services.push({
          ...common,
          description: `${listingName} by ${place}. Trained and verified staff, transparent charges and on-time service. Call or send an enquiry to book a slot.`,
        });
        for (const fkSubCategoryId of subIds)
          out.serviceSubCategories.push({ fkServiceId: listingId, fkSubCategoryId });
        for (const lead of isPublic ? leads(random, createdAt, now, SERVICE_QUERIES, 3) : []) {
          out.serviceLeads.push({ ...lead, fkBusinessId: businessId, fkServiceId: listingId });
          recentLeads.push({
            message: leadNotification('service', lead.contactPerson, listingName),
            redirect: leadsPath,
            createdAt: lead.createdAt,
          });
        }
      }
      if (approval.rejectionMessage) {
        const kind = category.type === 'product' ? 'product' : 'service';
        out.notifications.push({
          fkUserId: userId,
          ...written(
            rejectedNotification(
              kind === 'product' ? 'Product' : 'Service',
              listingName,
              approval.rejectionMessage,
            ),
          ),
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

  // The latest leads also arrive as notifications (every query is followed by one).
  recentLeads.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  recentLeads.slice(0, 8).forEach((lead, i) =>
    out.notifications.push({
      fkUserId: userId,
      ...written(lead.message),
      redirect: lead.redirect,
      isMarkedRead: i >= 3,
      createdAt: lead.createdAt,
    }),
  );
  actOnDemoLeads(
    sellerIndex,
    [...out.businessLeads, ...out.productLeads, ...out.serviceLeads],
    now,
  );
  return out;
}
