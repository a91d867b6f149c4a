import { and, eq, sql } from 'drizzle-orm';
import { encodePassword } from '@haat/shared';
import {
  brands,
  categories,
  colors,
  subCategories,
  subCategoryBrands,
  users,
} from '../db/schema/index.ts';
import type { TestApp } from './app.ts';
import { createTestApp } from './app.ts';
import { createSeededTestDatabase } from './db.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SELLER_PASSWORD = 'seller1234';

/** The app on a fresh database with reference data (catalogue, locations, plans) and no demo data. */
export async function createSellerTestApp(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<TestApp> {
  const database = await createSeededTestDatabase({ demo: false });
  const t = await createTestApp({ ...options, database });
  return {
    ...t,
    async close() {
      await t.close();
      await database.close();
    },
  };
}

export type Seller = {
  userId: string;
  phoneNo: string;
  token: string;
  /** Headers of a signed-in call. */
  headers: { authorization: string };
};

let counter = 0;

/**
 * Signs a seller up through the real calls (requestOTP → dev outbox → verifyOTP → create), gives
 * them an active plan in the database (plan purchase is not an API call) and logs in.
 */
export async function signUpSeller(t: TestApp, options: { plan?: boolean } = {}): Promise<Seller> {
  const phoneNo = `8${String(process.pid % 1000).padStart(3, '0')}${String(++counter).padStart(6, '0')}`;
  const step = async (
    what: string,
    res: Promise<{ status: number; body: unknown }>,
    expected: number,
  ) => {
    const answer = await res;
    if (answer.status !== expected)
      throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as { payload: Record<string, unknown> };
  };
  await step(
    'requestOTP',
    t.call({
      method: 'GET',
      url: '/api/auth/user/requestOTP',
      query: { phoneNo, type: 'RegisterUser' },
    }),
    200,
  );
  const outbox = await step(
    'outbox',
    t.call({ method: 'GET', url: '/api/dev/outbox', query: { phoneNo } }),
    200,
  );
  const messages = outbox.payload.messages as Array<{ text: string }>;
  const otp = messages[0]?.text.slice(0, 4) ?? '';
  await step(
    'verifyOTP',
    t.call({
      method: 'POST',
      url: '/api/auth/user/verifyOTP',
      payload: { phoneNo, otp, type: 'RegisterUser' },
    }),
    200,
  );
  await step(
    'create',
    t.call({
      method: 'POST',
      url: '/api/public/user/create',
      payload: {
        firstName: 'Ravi',
        lastName: 'Kumar',
        phoneNo,
        gender: 'Male',
        password: encodePassword(SELLER_PASSWORD),
        isAdult: true,
      },
    }),
    201,
  );
  if (options.plan ?? true) {
    const planExpiresAt = new Date(t.clock.now().getTime() + 365 * DAY_MS);
    await t.deps.database.db
      .update(users)
      .set({ plan: 'Plan C', planExpiresAt })
      .where(eq(users.phoneNo, phoneNo));
  }
  const login = await step(
    'logIn',
    t.call({
      method: 'POST',
      url: '/api/auth/user/logIn',
      payload: { phoneNo, password: encodePassword(SELLER_PASSWORD) },
    }),
    200,
  );
  const token = login.payload.authorization as string;
  const [user] = await t.deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNo, phoneNo));
  return { userId: user!.id, phoneNo, token, headers: { authorization: token } };
}

/** Seven open days, 09:00 to 18:00. */
export const weekHours = () => ({
  isOpen24Hours: false,
  timings: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
    (day) => ({
      day,
      from: '09:00',
      to: '18:00',
      isClosed: day === 'Sunday',
    }),
  ),
});

/** A valid business form. */
export const businessForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sharma Electronics',
  businessType: 'product',
  images: [],
  tags: ['Mobiles', 'repair'],
  description: 'Phones, chargers and repairs since 2005.',
  website: 'www.sharma-electronics.in',
  phoneNo: '9876501234',
  gst: '07AAACS1234A1Z5',
  doe: '2005-04',
  address: '12 Main Bazaar, Karol Bagh',
  state: 'Delhi',
  city: 'New Delhi',
  pinCode: '110005',
  workingHours: weekHours(),
  ...overrides,
});

/** Creates a business through the API and answers its id. */
export async function createBusiness(
  t: TestApp,
  seller: Seller,
  overrides: Record<string, unknown> = {},
) {
  const res = await t.call({
    method: 'POST',
    url: '/api/userAdmin/business/create',
    headers: seller.headers,
    payload: businessForm(overrides),
  });
  if (res.status !== 201)
    throw new Error(`business create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.payload.business._id as string;
}

/**
 * Catalogue rows for the forms: a category of the type with two sub-categories, a brand one of
 * them offers, a brand none of them offers, a sub-category of another category, two colours.
 */
export async function pickCatalog(t: TestApp, type: 'product' | 'service') {
  const db = t.deps.database.db;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.type, type),
        sql`(select count(*) from ${subCategories} where ${subCategories.fkCategoryId} = ${categories.id}) >= 2`,
        type === 'product'
          ? sql`exists (select 1 from ${subCategoryBrands} join ${subCategories} s on s.id = ${subCategoryBrands.fkSubCategoryId} where s.fk_category_id = ${categories.id})`
          : undefined,
      ),
    )
    .orderBy(categories.category)
    .limit(1);
  const subs = await db
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(eq(subCategories.fkCategoryId, category!.id))
    .orderBy(subCategories.subCategory);
  const subIds = subs.map((s) => s.id);
  const offered = await db
    .select({ brand: subCategoryBrands.fkBrandId, sub: subCategoryBrands.fkSubCategoryId })
    .from(subCategoryBrands)
    .where(sql`${subCategoryBrands.fkSubCategoryId} in ${subIds}`);
  const offeredIds = new Set(offered.map((o) => o.brand));
  const allBrands = await db.select({ id: brands.id }).from(brands);
  const [otherSub] = await db
    .select({ id: subCategories.id })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.fkCategoryId))
    .where(and(eq(categories.type, type), sql`${subCategories.fkCategoryId} <> ${category!.id}`))
    .limit(1);
  const [otherTypeCategory] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.type, type === 'product' ? 'service' : 'product'))
    .limit(1);
  const someColors = await db.select({ id: colors.id }).from(colors).limit(2);
  const brandSub = offered[0];
  return {
    categoryId: category!.id,
    subCategoryIds: subIds.slice(0, 2),
    /** A brand, and a sub-category that offers it (null for categories without brands). */
    brandId: brandSub?.brand ?? null,
    brandSubCategoryId: brandSub?.sub ?? null,
    /** A brand that none of the category's sub-categories offers. */
    foreignBrandId: allBrands.find((b) => !offeredIds.has(b.id))!.id,
    otherCategorySubCategoryId: otherSub!.id,
    otherTypeCategoryId: otherTypeCategory!.id,
    colorIds: someColors.map((c) => c.id),
  };
}
