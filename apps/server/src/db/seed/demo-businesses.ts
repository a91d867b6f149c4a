import { PRODUCT_CATEGORIES, SERVICE_CATEGORIES, type CategorySeed } from './catalog-data.ts';
import { DEMO_SELLERS } from './demo-data.ts';
import { createRandom } from './random.ts';
import { productShelf, serviceOffers, serviceShelf, shelfItems } from './shelves.ts';

// Who sells what where: every category has a flagship shop (more than a page of each of its
// sub-categories, so the business page's load-more shows) and smaller shops in other cities.
// Products take their names from one pool per sub-category, so no two products share a name.

/** Listings per sub-category: flagship, then each smaller shop. 9 + 3 × 4 = 21 products. */
const PRODUCT_SHOPS = { flagship: 9, branch: 4, branches: 3 };
/** A business lists each service once: 6 + 3 × 3 = 15 per sub-category. */
const SERVICE_SHOPS = { flagship: 6, branch: 3, branches: 3 };
/** Businesses waiting for the administrator (pending, rejected) or switched off by the seller. */
const HELD_BUSINESSES = 6;
/** The most main businesses a seller gets, leaving room for a held one (five at most). */
const MAIN_PER_SELLER = 4;
/** Sellers whose profile is not approved own only held businesses. */
export const UNAPPROVED_SELLERS: ReadonlySet<number> = new Set([7, 13]);

export type ListingPlan = {
  subCategory: string;
  /** A product's name and M.R.P. from the shelf, or a service's offer. */
  name: string;
  brand: string | null;
  /** M.R.P. for products; the price range for services. */
  price: readonly [number, number];
};

export type BusinessStatus = 'approved' | 'pending' | 'rejected' | 'inactive';

export type BusinessPlan = {
  /** Position in the plan: names and numbers of the business derive from it. */
  index: number;
  sellerIndex: number;
  category: CategorySeed;
  status: BusinessStatus;
  listings: ListingPlan[];
};

function productPools() {
  const pools = new Map<string, ListingPlan[]>();
  for (const category of PRODUCT_CATEGORIES) {
    for (const sub of category.subCategories) {
      const random = createRandom(`haat-demo-shelf-${sub.name}`);
      const items = shelfItems(productShelf(sub.name)).map((item) => ({
        subCategory: sub.name,
        name: item.name,
        brand: item.brand,
        price: [item.mrp, item.mrp] as const,
      }));
      pools.set(sub.name, random.sample(items, items.length));
    }
  }
  return pools;
}

function serviceListings(category: CategorySeed, count: number, shop: number) {
  return category.subCategories.flatMap((sub) => {
    const offers = serviceOffers(serviceShelf(sub.name));
    // Each shop starts at another offer, so the same few are not everywhere.
    return Array.from({ length: Math.min(count, offers.length) }, (_, k) => {
      const offer = offers[(shop * 2 + k) % offers.length]!;
      return {
        subCategory: sub.name,
        name: offer.name,
        brand: null,
        price: [offer.low, offer.high] as const,
      };
    });
  });
}

let cached: BusinessPlan[] | undefined;

/** Every demo business with its listings, the same on every run. */
export function demoBusinessPlan(): BusinessPlan[] {
  if (cached) return cached;
  const pools = productPools();
  const take = (sub: string, count: number) => pools.get(sub)!.splice(0, count);
  const shops: Omit<BusinessPlan, 'index' | 'sellerIndex'>[] = [];
  for (const category of PRODUCT_CATEGORIES) {
    for (let shop = 0; shop <= PRODUCT_SHOPS.branches; shop++) {
      const count = shop === 0 ? PRODUCT_SHOPS.flagship : PRODUCT_SHOPS.branch;
      shops.push({
        category,
        status: 'approved',
        listings: category.subCategories.flatMap((sub) => take(sub.name, count)),
      });
    }
  }
  for (const category of SERVICE_CATEGORIES) {
    for (let shop = 0; shop <= SERVICE_SHOPS.branches; shop++) {
      const count = shop === 0 ? SERVICE_SHOPS.flagship : SERVICE_SHOPS.branch;
      shops.push({
        category,
        status: 'approved',
        listings: serviceListings(category, count, shop),
      });
    }
  }
  // Held businesses sell what the shelves have left, a few items each.
  const statuses: BusinessStatus[] = ['pending', 'rejected', 'inactive'];
  for (let n = 0; n < HELD_BUSINESSES; n++) {
    const category = PRODUCT_CATEGORIES[(n * 5 + 2) % PRODUCT_CATEGORIES.length]!;
    shops.push({
      category,
      status: statuses[n % statuses.length]!,
      listings: category.subCategories.flatMap((sub) => take(sub.name, 1)),
    });
  }

  const eligible = DEMO_SELLERS.map((_, i) => i).filter((i) => !UNAPPROVED_SELLERS.has(i));
  const main = shops.filter((shop) => shop.status === 'approved');
  if (main.length > eligible.length * MAIN_PER_SELLER)
    throw new Error('Demo seed: too few sellers for the businesses');
  const owners = [
    // Consecutive shops of a category go to consecutive sellers, who live in different cities.
    ...main.map((_, k) => eligible[k % eligible.length]!),
    ...[...UNAPPROVED_SELLERS, ...eligible.slice(-HELD_BUSINESSES)].slice(0, HELD_BUSINESSES),
  ];
  cached = [...main, ...shops.filter((shop) => shop.status !== 'approved')].map((shop, index) => ({
    ...shop,
    index,
    sellerIndex: owners[index]!,
  }));
  return cached;
}
