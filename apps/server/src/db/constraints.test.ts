import { eq, sql } from 'drizzle-orm';
import { verify } from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { createTestDatabase } from '../test/db.ts';
import { createOrPromoteAdmin } from './admin.ts';
import type { Database, DatabaseHandle } from './client.ts';
import {
  businesses,
  categories,
  listingViews,
  productLeads,
  productSubCategories,
  products,
  services,
  subCategories,
  users,
} from './schema/index.ts';

let handle: DatabaseHandle;
let db: Database;
const ids = { user: '', category: '', subCategory: '', business: '' };

/** The database refused the statement because of `constraint`. */
async function expectViolation(work: Promise<unknown>, constraint: string) {
  const error = await work.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error, `expected ${constraint} to be violated`).not.toBeNull();
  const cause = (error as { cause?: { constraint?: string } }).cause;
  expect(cause?.constraint ?? (error as { constraint?: string }).constraint).toBe(constraint);
}

const product = (values: Partial<typeof products.$inferInsert> = {}) =>
  db.insert(products).values({
    fkBusinessId: ids.business,
    fkCategoryId: ids.category,
    name: 'Preethi Mixer Grinder 750W',
    ...values,
  });

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  const [user] = await db
    .insert(users)
    .values({ firstName: 'Asha', lastName: 'Rao', phoneNo: '9876500001', passwordHash: 'x' })
    .returning();
  const [category] = await db
    .insert(categories)
    .values({ type: 'product', category: 'Kitchen Appliances' })
    .returning();
  const [subCategory] = await db
    .insert(subCategories)
    .values({ fkCategoryId: category!.id, subCategory: 'Mixer Grinders' })
    .returning();
  const [business] = await db
    .insert(businesses)
    .values({
      fkUserId: user!.id,
      name: 'Balaji Kitchen World',
      businessType: 'product',
      description: 'Kitchen appliances',
      phoneNo: '9876500001',
      address: 'MG Road',
      state: 'Karnataka',
      city: 'Bengaluru',
      pinCode: '560001',
    })
    .returning();
  Object.assign(ids, {
    user: user!.id,
    category: category!.id,
    subCategory: subCategory!.id,
    business: business!.id,
  });
});

afterAll(async () => {
  await handle?.close();
});

describe('constraints', () => {
  it('refuse a selling price above the M.R.P.', async () => {
    await expectViolation(
      product({ pricePerUnit: 100, sellingPrice: 120 }),
      'products_selling_le_mrp_check',
    );
    await expectViolation(
      db.insert(services).values({
        fkBusinessId: ids.business,
        fkCategoryId: ids.category,
        name: 'AC Service',
        description: 'Service',
        pricePerUnit: 499,
        sellingPrice: 599,
      }),
      'services_selling_le_mrp_check',
    );
    await expect(product({ pricePerUnit: 100, sellingPrice: 100 })).resolves.toBeDefined();
  });

  it('refuse negative prices', async () => {
    await expectViolation(product({ pricePerUnit: -1 }), 'products_price_per_unit_check');
  });

  it('refuse a seventh image, tag, specification or disclaimer', async () => {
    const seven = Array.from({ length: 7 }, (_, i) => `item-${i}`);
    await expectViolation(product({ images: seven }), 'products_images_check');
    await expectViolation(product({ tags: seven }), 'products_tags_check');
    await expectViolation(product({ specifications: seven }), 'products_specifications_check');
    await expectViolation(product({ disclaimer: seven }), 'products_disclaimer_check');
    await expectViolation(
      db.update(businesses).set({ images: seven }).where(eq(businesses.id, ids.business)),
      'businesses_images_check',
    );
    await expect(product({ images: seven.slice(0, 6) })).resolves.toBeDefined();
  });

  it('refuse phone numbers that are not 10 digits and pin codes that are not 6', async () => {
    await expectViolation(
      db
        .insert(users)
        .values({ firstName: 'A', lastName: 'B', phoneNo: '98765', passwordHash: 'x' }),
      'users_phone_no_check',
    );
    await expectViolation(
      db.update(businesses).set({ pinCode: '56001' }).where(eq(businesses.id, ids.business)),
      'businesses_pin_code_check',
    );
    await expectViolation(
      db
        .update(businesses)
        .set({ phoneNo: '+919876500001' })
        .where(eq(businesses.id, ids.business)),
      'businesses_phone_no_check',
    );
  });

  it('refuse values outside the enumerations and a second account per phone', async () => {
    await expectViolation(
      db.execute(sql`update businesses set business_type = 'shop' where id = ${ids.business}`),
      'businesses_type_check',
    );
    await expectViolation(
      db.execute(
        sql`insert into categories (id, type, category) values (${uuidv7()}, 'rental', 'Cars')`,
      ),
      'categories_type_check',
    );
    await expectViolation(
      db.update(businesses).set({ doe: '2020-13' }).where(eq(businesses.id, ids.business)),
      'businesses_doe_check',
    );
    await expectViolation(
      db
        .insert(users)
        .values({ firstName: 'A', lastName: 'B', phoneNo: '9876500001', passwordHash: 'x' }),
      'users_phone_no_key',
    );
  });

  it('count a view once per visitor, listing and day', async () => {
    const view = {
      listingType: 'product' as const,
      listingId: uuidv7(),
      visitorHash: 'abc',
      day: '2025-01-15',
    };
    await db.insert(listingViews).values(view);
    const again = await db.insert(listingViews).values(view).onConflictDoNothing().returning();
    expect(again).toHaveLength(0);
    const nextDay = await db
      .insert(listingViews)
      .values({ ...view, day: '2025-01-16' })
      .onConflictDoNothing()
      .returning();
    expect(nextDay).toHaveLength(1);
  });

  it('keep leads when a listing is deleted (soft), and refuse a hard delete', async () => {
    const [listing] = await product({ name: 'Bajaj Mixer 500W' }).returning();
    await db.insert(productLeads).values({
      contactPerson: 'Rohan Das',
      phoneNo: '9123456789',
      fkBusinessId: ids.business,
      fkProductId: listing!.id,
    });
    await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, listing!.id));
    const leads = await db
      .select()
      .from(productLeads)
      .where(eq(productLeads.fkProductId, listing!.id));
    expect(leads).toHaveLength(1);
    await expectViolation(
      db.delete(products).where(eq(products.id, listing!.id)),
      'product_leads_fk_product_id_products_id_fk',
    );
  });
});

describe('search vector', () => {
  const vectorOf = async (id: string) => {
    const rows = await db.execute<{ v: string }>(
      sql`select search_vector::text as v from products where id = ${id}`,
    );
    return rows.rows[0]?.v ?? '';
  };

  it('weighs the name A, tags and catalogue names B, and follows sub-category links and renames', async () => {
    const [listing] = await product({
      name: 'Sujata Dynamix',
      tags: ['juicer'],
      description: 'Powerful motor',
    }).returning();
    let vector = await vectorOf(listing!.id);
    expect(vector).toContain("'sujata':1A");
    expect(vector).toMatch(/'juicer':\d+B/);
    expect(vector).toMatch(/'kitchen':\d+B/);
    // D is the default weight: tsvector text shows no letter for it.
    expect(vector).toMatch(/'motor':\d+(?:,\d+)*(?: |$)/);

    await db
      .insert(productSubCategories)
      .values({ fkProductId: listing!.id, fkSubCategoryId: ids.subCategory });
    vector = await vectorOf(listing!.id);
    expect(vector).toMatch(/'grinder':\d+B/);

    await db
      .update(subCategories)
      .set({ subCategory: 'Wet Grinders' })
      .where(eq(subCategories.id, ids.subCategory));
    vector = await vectorOf(listing!.id);
    expect(vector).toMatch(/'wet':\d+B/);

    await db.delete(productSubCategories).where(eq(productSubCategories.fkProductId, listing!.id));
    vector = await vectorOf(listing!.id);
    expect(vector).not.toContain("'wet'");
  });
});

describe('createOrPromoteAdmin', () => {
  it('creates an administrator with an argon2id password, then promotes an existing user', async () => {
    const created = await createOrPromoteAdmin(db, {
      phoneNo: '9876500099',
      password: 'kite-river-42',
      firstName: 'Neha',
      lastName: 'Joshi',
    });
    expect(created.created).toBe(true);
    const [admin] = await db.select().from(users).where(eq(users.id, created.id));
    expect(admin?.role).toBe('admin');
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(admin!.passwordHash, 'kite-river-42')).toBe(true);

    const promoted = await createOrPromoteAdmin(db, { phoneNo: '9876500001' });
    expect(promoted).toEqual({ id: ids.user, created: false });
    const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, ids.user));
    expect(user?.role).toBe('admin');

    await expect(createOrPromoteAdmin(db, { phoneNo: '9876500100' })).rejects.toThrow(/--password/);
    await expect(createOrPromoteAdmin(db, { phoneNo: '98765' })).rejects.toThrow(/10 digits/);
    // The app's password rules hold here too: no common password, no huge one.
    await expect(
      createOrPromoteAdmin(db, {
        phoneNo: '9876500101',
        password: 'password',
        firstName: 'A',
        lastName: 'B',
      }),
    ).rejects.toThrow(/too common/);
    await expect(
      createOrPromoteAdmin(db, {
        phoneNo: '9876500101',
        password: 'k'.repeat(129),
        firstName: 'A',
        lastName: 'B',
      }),
    ).rejects.toThrow(/8 to 128 characters/);
  });
});
