import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG, decodeRouteId, LEAD_MSG, maxCharsMessage, MSG, PUBLIC_MSG } from '@haat/shared';
import {
  businessLeads,
  businesses,
  notifications,
  productLeads,
  products,
  serviceLeads,
  services,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createSellerTestApp, signUpSeller, type Seller } from '../../test/sellers.ts';
import { LEAD_RATE_LIMITS } from './service.ts';
import {
  freshIp,
  freshPhone,
  LEAD_PATHS,
  makeBusiness,
  makeProduct,
  makeService,
  makeShop,
  sendLead,
} from './test-fixtures.ts';

let t: TestApp;
let seller: Seller;
let other: Seller;
let shop: Awaited<ReturnType<typeof makeShop>>;
let otherShop: Awaited<ReturnType<typeof makeShop>>;

const db = () => t.deps.database.db;
const usingRedis = Boolean(process.env.TEST_REDIS_URL);

beforeAll(async () => {
  t = await createSellerTestApp();
  seller = await signUpSeller(t);
  other = await signUpSeller(t);
  shop = await makeShop(t, seller);
  otherShop = await makeShop(t, other);
});
afterAll(async () => {
  await t?.close();
});

const notificationsOf = (userId: string) =>
  db().select().from(notifications).where(eq(notifications.fkUserId, userId));

const countAll = async () => ({
  product: (await db().select().from(productLeads)).length,
  service: (await db().select().from(serviceLeads)).length,
  business: (await db().select().from(businessLeads)).length,
  notifications: (await db().select().from(notifications)).length,
});

describe('POST /api/public/*Leads/create', () => {
  it('stores a product lead and notifies its seller in the same transaction', async () => {
    const phoneNo = freshPhone();
    const before = (await notificationsOf(seller.userId)).length;
    const res = await sendLead(t, 'product', shop.product.id, {
      contactPerson: 'Anita Desai',
      phoneNo,
      query: 'Is it available in blue?',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code: 201, message: MSG.interestSent });

    const [lead] = await db().select().from(productLeads).where(eq(productLeads.phoneNo, phoneNo));
    expect(lead).toMatchObject({
      contactPerson: 'Anita Desai',
      email: 'anita@example.in',
      businessName: 'Desai Traders',
      query: 'Is it available in blue?',
      fkProductId: shop.product.id,
      fkBusinessId: shop.business.id,
      deletedAt: null,
    });

    const mine = await notificationsOf(seller.userId);
    expect(mine).toHaveLength(before + 1);
    const note = mine.find((n) => n.notification.includes('Anita Desai'))!;
    expect(note.notification).toBe('New query from Anita Desai for "Redmi Note 13".');
    expect(note.isMarkedRead).toBe(false);
    expect(note.createdAt.getTime()).toBe(lead!.createdAt.getTime());
    const [, path, id] = /^(\/userAdmin\/businesses\/products\/leads\/)(.+)$/.exec(note.redirect!)!;
    expect(path).toBeTruthy();
    expect(decodeRouteId(id!)).toEqual({ _id: shop.product.id, productName: 'Redmi Note 13' });
    // Nobody else heard of it.
    expect(
      (await notificationsOf(other.userId)).some((n) => n.notification.includes('Anita')),
    ).toBe(false);
  });

  it('stores service and business leads with their own notifications', async () => {
    const servicePhone = freshPhone();
    expect(
      (
        await sendLead(t, 'service', shop.service.id, {
          phoneNo: servicePhone,
          contactPerson: 'Ravi',
        })
      ).status,
    ).toBe(201);
    const [serviceLead] = await db()
      .select()
      .from(serviceLeads)
      .where(eq(serviceLeads.phoneNo, servicePhone));
    expect(serviceLead).toMatchObject({
      fkServiceId: shop.service.id,
      fkBusinessId: shop.serviceBusiness.id,
    });

    const businessPhone = freshPhone();
    expect(
      (
        await sendLead(t, 'business', shop.business.id, {
          phoneNo: businessPhone,
          contactPerson: 'Meena',
        })
      ).status,
    ).toBe(201);
    const [businessLead] = await db()
      .select()
      .from(businessLeads)
      .where(eq(businessLeads.phoneNo, businessPhone));
    expect(businessLead).toMatchObject({ fkBusinessId: shop.business.id });

    const texts = (await notificationsOf(seller.userId)).map((n) => [n.notification, n.redirect]);
    expect(texts).toContainEqual([
      'New enquiry from Ravi for "AC Repair".',
      expect.stringMatching(/^\/userAdmin\/businesses\/services\/leads\//),
    ]);
    expect(texts).toContainEqual([
      'New enquiry from Meena for your business "Sharma Electronics".',
      expect.stringMatching(/^\/userAdmin\/businesses\/viewLeads\//),
    ]);
  });

  it('accepts the route identifier of a listing page as the id, and optional fields left out', async () => {
    const { encodeRouteId } = await import('@haat/shared');
    const res = await t.call({
      method: 'POST',
      url: LEAD_PATHS.product.create,
      remoteAddress: freshIp(),
      payload: {
        contactPerson: '  Kavita  ',
        phoneNo: freshPhone(),
        email: '',
        businessName: null,
        fkProductId: encodeRouteId({ _id: shop.product.id, productName: 'Redmi Note 13' }),
      },
    });
    expect(res.status).toBe(201);
    const [lead] = await db()
      .select()
      .from(productLeads)
      .where(eq(productLeads.contactPerson, 'Kavita'));
    expect(lead).toMatchObject({ email: null, businessName: null, query: null });
  });

  it.each([
    [{ contactPerson: '' }, MSG.contactPersonRequired],
    [{ contactPerson: '   ' }, MSG.contactPersonRequired],
    [{ contactPerson: undefined }, MSG.contactPersonRequired],
    [{ phoneNo: '' }, MSG.contactNoRequired],
    [{ phoneNo: undefined }, MSG.contactNoRequired],
    [{ phoneNo: '98765' }, MSG.contactNoInvalid],
    [{ phoneNo: '98765432101' }, MSG.contactNoInvalid],
    [{ phoneNo: '98765abcde' }, MSG.contactNoInvalid],
    [{ contactPerson: 'x'.repeat(101) }, maxCharsMessage(100)],
    [{ businessName: 'x'.repeat(151) }, maxCharsMessage(150)],
    [{ query: 'x'.repeat(2001) }, maxCharsMessage(2000)],
    [{ email: 'not-an-email' }, 'Enter a valid email address!'],
  ])('refuses %j with the spec message and stores nothing', async (overrides, message) => {
    const before = await countAll();
    const res = await sendLead(t, 'product', shop.product.id, overrides);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, message, error: 'VALIDATION' });
    expect(await countAll()).toEqual(before);
  });

  it('answers 404 for a target that is not public, and stores nothing', async () => {
    const hiddenBusiness = await makeBusiness(t, seller, {
      name: 'Pending Shop',
      isApproved: false,
    });
    const targets: Array<[keyof typeof LEAD_PATHS, string]> = [
      ['product', (await makeProduct(t, shop.business.id, { isApproved: false })).id],
      ['product', (await makeProduct(t, shop.business.id, { isActive: false })).id],
      ['product', (await makeProduct(t, shop.business.id, { deletedAt: new Date() })).id],
      ['product', (await makeProduct(t, hiddenBusiness.id)).id],
      ['service', (await makeService(t, shop.serviceBusiness.id, { isApproved: false })).id],
      ['business', hiddenBusiness.id],
      ['business', (await makeBusiness(t, seller, { deletedAt: new Date() })).id],
      ['product', '0190a5e6-0000-7000-8000-000000000000'],
      // A product id sent as a service: not a public service.
      ['service', shop.product.id],
    ];
    const before = await countAll();
    for (const [kind, id] of targets) {
      const res = await sendLead(t, kind, id);
      expect(res.status, `${kind} ${id}`).toBe(404);
      expect(res.body).toMatchObject({ code: 404, error: 'NOT_FOUND' });
    }
    expect(await countAll()).toEqual(before);
    const bad = await sendLead(t, 'product', 'not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PUBLIC_MSG.invalidId);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await countAll();
    const res = await sendLead(t, 'product', shop.product.id, { website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.interestSent);
    expect(await countAll()).toEqual(before);
    // Even for a target that does not exist: a robot learns nothing.
    const ghost = await sendLead(t, 'product', '0190a5e6-0000-7000-8000-000000000000', {
      website: 'x',
    });
    expect(ghost.status).toBe(201);
  });

  it('limits queries per address (429 with Retry-After)', async () => {
    const ip = freshIp();
    const { limit } = LEAD_RATE_LIMITS.perIp;
    for (let i = 0; i < limit; i++) {
      expect((await sendLead(t, 'product', shop.product.id, {}, ip)).status).toBe(201);
    }
    const before = await countAll();
    const res = await sendLead(t, 'product', shop.product.id, {}, ip);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      code: 429,
      message: API_MSG.rateLimited,
      error: 'RATE_LIMITED',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countAll()).toEqual(before);
    // Another address is not held back.
    expect((await sendLead(t, 'product', shop.product.id)).status).toBe(201);
    if (!usingRedis) {
      t.clock.advance(LEAD_RATE_LIMITS.perIp.windowSeconds * 1000);
      expect((await sendLead(t, 'product', shop.product.id, {}, ip)).status).toBe(201);
    }
  });

  it('limits queries per contact number, and per number and listing', async () => {
    const phoneNo = freshPhone();
    const { limit } = LEAD_RATE_LIMITS.perPhoneAndTarget;
    for (let i = 0; i < limit; i++) {
      expect((await sendLead(t, 'product', shop.product.id, { phoneNo })).status).toBe(201);
    }
    const again = await sendLead(t, 'product', shop.product.id, { phoneNo });
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();

    // The same number may still ask other listings, up to the hourly cap per number.
    const spread = freshPhone();
    const targets = [
      ['product', shop.product.id],
      ['service', shop.service.id],
      ['business', shop.business.id],
      ['business', shop.serviceBusiness.id],
    ] as const;
    let sent = 0;
    for (const [kind, id] of targets) {
      for (let i = 0; i < 3 && sent < LEAD_RATE_LIMITS.perPhone.limit; i++, sent++) {
        expect((await sendLead(t, kind, id, { phoneNo: spread })).status).toBe(201);
      }
    }
    expect(sent).toBe(LEAD_RATE_LIMITS.perPhone.limit);
    const over = await sendLead(t, 'business', shop.serviceBusiness.id, { phoneNo: spread });
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/public/notifications/create', () => {
  it('answers 201 and writes nothing, whoever it names', async () => {
    const before = (await notificationsOf(other.userId)).length;
    const res = await t.call({
      method: 'POST',
      url: '/api/public/notifications/create',
      payload: {
        notification: 'You won a prize!',
        fkUserId: other.userId,
        redirect: 'https://evil.example',
      },
    });
    expect(res.status).toBe(201);
    expect((await notificationsOf(other.userId)).length).toBe(before);
  });
});

describe('seller lead lists', () => {
  let listed: Awaited<ReturnType<typeof makeProduct>>;
  beforeAll(async () => {
    listed = await makeProduct(t, shop.business.id, { name: 'Samsung Galaxy M14' });
    for (let i = 1; i <= 14; i++) {
      t.clock.advance(60_000);
      expect(
        (await sendLead(t, 'product', listed.id, { contactPerson: `Buyer ${i}` })).status,
      ).toBe(201);
    }
  });

  it('fetchAll answers 12 leads a page, newest first, with the total and the product', async () => {
    const first = await t.call({
      method: 'GET',
      url: `${LEAD_PATHS.product.seller}/fetchAll`,
      headers: seller.headers,
      query: { id: listed.id },
    });
    expect(first.status).toBe(200);
    expect(first.body.payload.total).toBe(14);
    expect(first.body.payload.leads).toHaveLength(12);
    expect(first.body.payload.leads.map((l: any) => l.contactPerson).slice(0, 3)).toEqual([
      'Buyer 14',
      'Buyer 13',
      'Buyer 12',
    ]);
    expect(first.body.payload.listing).toEqual({
      _id: listed.id,
      name: 'Samsung Galaxy M14',
      kind: 'product',
      isDeleted: false,
      // The leads page's back link goes to this business's products.
      businessId: shop.business.id,
    });
    const lead = first.body.payload.leads[0];
    expect(Object.keys(lead).sort()).toEqual(
      [
        '_id',
        'businessName',
        'contactPerson',
        'createdAt',
        'email',
        'erased',
        'phoneNo',
        'products',
        'query',
      ].sort(),
    );
    expect(lead.products).toEqual([{ _id: listed.id, name: 'Samsung Galaxy M14' }]);

    const second = await t.call({
      method: 'GET',
      url: `${LEAD_PATHS.product.seller}/fetchAll`,
      headers: seller.headers,
      query: { id: listed.id, pageNo: '2', perPage: '12' },
    });
    expect(second.body.payload.leads.map((l: any) => l.contactPerson)).toEqual([
      'Buyer 2',
      'Buyer 1',
    ]);
  });

  it("answers 404 for another seller's listing, an unknown or a malformed id", async () => {
    for (const [kind, id] of [
      ['product', otherShop.product.id],
      ['service', otherShop.service.id],
      ['business', otherShop.business.id],
      ['product', '0190a5e6-0000-7000-8000-000000000000'],
      ['product', 'nonsense'],
    ] as const) {
      for (const call of ['fetchAll', 'download']) {
        const res = await t.call({
          method: 'GET',
          url: `${LEAD_PATHS[kind].seller}/${call}`,
          headers: seller.headers,
          query: { id },
        });
        expect(res.status, `${kind} ${call} ${id}`).toBe(404);
      }
    }
  });

  it('needs a signed-in seller', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${LEAD_PATHS.product.seller}/fetchAll`,
      query: { id: listed.id },
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('TOKEN_EXPIRED');
  });

  it('shows a business its own leads, not those of its products', async () => {
    const business = await makeBusiness(t, seller, { name: 'Lead Test Store' });
    const product = await makeProduct(t, business.id);
    await sendLead(t, 'product', product.id, { contactPerson: 'Product Buyer' });
    await sendLead(t, 'business', business.id, { contactPerson: 'Store Visitor' });
    const res = await t.call({
      method: 'GET',
      url: `${LEAD_PATHS.business.seller}/fetchAll`,
      headers: seller.headers,
      query: { id: business.id },
    });
    expect(res.body.payload.total).toBe(1);
    expect(res.body.payload.leads[0].contactPerson).toBe('Store Visitor');
    expect(res.body.payload.leads[0].products).toBeUndefined();
  });

  it('keeps the leads of a deleted listing readable', async () => {
    const business = await makeBusiness(t, seller, { name: 'Closing Down' });
    const product = await makeProduct(t, business.id, { name: 'Old Stock' });
    await sendLead(t, 'product', product.id, { contactPerson: 'Early Bird' });
    await sendLead(t, 'business', business.id, { contactPerson: 'Walk In' });
    await db()
      .update(products)
      .set({ deletedAt: t.clock.now() })
      .where(eq(products.id, product.id));
    await db()
      .update(businesses)
      .set({ deletedAt: t.clock.now() })
      .where(eq(businesses.id, business.id));

    const list = await t.call({
      method: 'GET',
      url: `${LEAD_PATHS.product.seller}/fetchAll`,
      headers: seller.headers,
      query: { id: product.id },
    });
    expect(list.status).toBe(200);
    expect(list.body.payload.listing.isDeleted).toBe(true);
    expect(list.body.payload.leads.map((l: any) => l.contactPerson)).toEqual(['Early Bird']);
    const businessList = await t.call({
      method: 'GET',
      url: `${LEAD_PATHS.business.seller}/fetchAll`,
      headers: seller.headers,
      query: { id: business.id },
    });
    expect(businessList.body.payload.leads.map((l: any) => l.contactPerson)).toEqual(['Walk In']);
    const csv = await t.call({
      method: 'GET',
      url: `${LEAD_PATHS.product.seller}/download`,
      headers: seller.headers,
      query: { id: product.id },
    });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain('Early Bird');
    // A deleted listing takes no new queries.
    expect((await sendLead(t, 'product', product.id)).status).toBe(404);
  });
});

describe('DELETE /api/userAdmin/*Leads/delete', () => {
  it("deletes the seller's own lead (body or query), and another seller's answers 404, nothing changed", async () => {
    const service = await makeService(t, shop.serviceBusiness.id, { name: 'Fridge Repair' });
    const phoneNo = freshPhone();
    await sendLead(t, 'service', service.id, { phoneNo });
    const [lead] = await db().select().from(serviceLeads).where(eq(serviceLeads.phoneNo, phoneNo));

    const stranger = await t.call({
      method: 'DELETE',
      url: `${LEAD_PATHS.service.seller}/delete`,
      headers: other.headers,
      payload: { id: lead!.id },
    });
    expect(stranger.status).toBe(404);
    // The wrong kind of lead is not found either.
    const wrongKind = await t.call({
      method: 'DELETE',
      url: `${LEAD_PATHS.product.seller}/delete`,
      headers: seller.headers,
      payload: { id: lead!.id },
    });
    expect(wrongKind.status).toBe(404);
    const [untouched] = await db().select().from(serviceLeads).where(eq(serviceLeads.id, lead!.id));
    expect(untouched!.deletedAt).toBeNull();

    const res = await t.call({
      method: 'DELETE',
      url: `${LEAD_PATHS.service.seller}/delete`,
      headers: seller.headers,
      query: { id: lead!.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(LEAD_MSG.leadDeleted);
    const [gone] = await db().select().from(serviceLeads).where(eq(serviceLeads.id, lead!.id));
    expect(gone!.deletedAt).not.toBeNull();
    const list = await t.call({
      method: 'GET',
      url: `${LEAD_PATHS.service.seller}/fetchAll`,
      headers: seller.headers,
      query: { id: service.id },
    });
    expect(list.body.payload.total).toBe(0);

    const again = await t.call({
      method: 'DELETE',
      url: `${LEAD_PATHS.service.seller}/delete`,
      headers: seller.headers,
      payload: { id: lead!.id },
    });
    expect(again.status).toBe(404);
    const missing = await t.call({
      method: 'DELETE',
      url: `${LEAD_PATHS.service.seller}/delete`,
      headers: seller.headers,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MSG.idRequired);
  });
});

describe('GET /api/userAdmin/*Leads/download', () => {
  it('answers leads_data.csv: BOM, header, serial numbers newest first, Asia/Kolkata dates, escaped cells', async () => {
    const product = await makeProduct(t, shop.business.id, { name: 'Boat Airdopes' });
    t.clock.set(new Date('2024-01-15T20:00:00.000Z'));
    await sendLead(t, 'product', product.id, {
      contactPerson: 'राहुल शर्मा',
      phoneNo: '9811111111',
      email: '',
      businessName: '',
      query: '=HYPERLINK("http://evil.example","click")',
    });
    t.clock.set(new Date('2024-01-16T04:15:00.000Z'));
    await sendLead(t, 'product', product.id, {
      contactPerson: '@SUM(1+1)',
      phoneNo: '9822222222',
      email: 'buyer@example.in',
      businessName: '-2+3',
      query: 'Line one\nline "two", with comma',
    });
    t.clock.set(new Date());

    const res = await t.call({
      method: 'GET',
      url: `${LEAD_PATHS.product.seller}/download`,
      headers: seller.headers,
      query: { id: product.id },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="leads_data.csv"');
    const raw = await t.app.inject({
      method: 'GET',
      url: `${LEAD_PATHS.product.seller}/download?id=${product.id}`,
      headers: seller.headers,
    });
    expect([...raw.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const text: string = res.body;
    expect(text.startsWith('\ufeff')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"S.No.","Contact Person","Contact No.","Email","Business Name","Query","Product","Date (IST)"',
    );
    expect(lines[1]).toBe(
      `"1","'@SUM(1+1)","9822222222","buyer@example.in","'-2+3","Line one\nline ""two"", with comma","Boat Airdopes","16 Jan 2024, 09:45 AM"`,
    );
    expect(lines[2]).toBe(
      `"2","राहुल शर्मा","9811111111",,,"'=HYPERLINK(""http://evil.example"",""click"")","Boat Airdopes","16 Jan 2024, 01:30 AM"`,
    );
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
    // None of the server's own fields.
    expect(text).not.toContain(product.id);
    expect(text).not.toMatch(/_id|__v|updatedAt|fkBusinessId|fkProductId|fkServiceId|isPublic/);
  });

  it('service and business downloads carry their own columns', async () => {
    const service = await makeService(t, shop.serviceBusiness.id, { name: 'Geyser Repair' });
    await sendLead(t, 'service', service.id, { contactPerson: 'Sunil' });
    const serviceCsv = await t.call({
      method: 'GET',
      url: `${LEAD_PATHS.service.seller}/download`,
      headers: seller.headers,
      query: { id: service.id },
    });
    expect(serviceCsv.body.split('\r\n')[0]).toContain('"Service"');
    expect(serviceCsv.body).toContain('"Geyser Repair"');

    const business = await makeBusiness(t, seller, { name: 'Empty Shop' });
    const empty = await t.call({
      method: 'GET',
      url: `${LEAD_PATHS.business.seller}/download`,
      headers: seller.headers,
      query: { id: business.id },
    });
    expect(empty.status).toBe(200);
    expect(empty.body).toBe(
      '\ufeff"S.No.","Contact Person","Contact No.","Email","Business Name","Query","Date (IST)"\r\n',
    );
  });

  it('counts only live leads of the listing', async () => {
    const live = await db()
      .select()
      .from(productLeads)
      .where(and(eq(productLeads.fkProductId, shop.product.id), isNull(productLeads.deletedAt)));
    const res = await t.call({
      method: 'GET',
      url: `${LEAD_PATHS.product.seller}/fetchAll`,
      headers: seller.headers,
      query: { id: shop.product.id },
    });
    expect(res.body.payload.total).toBe(live.length);
  });
});

describe('services table is used for service leads', () => {
  it('a service of a deleted business takes no queries', async () => {
    const business = await makeBusiness(t, seller, {
      name: 'Gone Services',
      businessType: 'service',
    });
    const service = await makeService(t, business.id);
    await db()
      .update(businesses)
      .set({ deletedAt: new Date() })
      .where(eq(businesses.id, business.id));
    await db().update(services).set({ deletedAt: null }).where(eq(services.id, service.id));
    expect((await sendLead(t, 'service', service.id)).status).toBe(404);
  });
});
