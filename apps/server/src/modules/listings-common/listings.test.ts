import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesLimitMessage, MSG, SELLER_MSG } from '@haat/shared';
import type { TestApp } from '../../test/app.ts';
import type { Seller } from '../../test/sellers.ts';
import { createBusiness, createSellerTestApp, signUpSeller } from '../../test/sellers.ts';
import type { ListingKindName, ListingKit } from './test-listings.ts';
import { LISTING_KINDS, listingKit } from './test-listings.ts';

// What the seller's product and service workspaces both do (their form rules, /userAdmin/product
// and /userAdmin/service), tested for each kind; what only one kind does is in products.test.ts and
// services.test.ts.

let t: TestApp;
let owner: Seller;
let other: Seller;
const kits = {} as Record<ListingKindName, ListingKit>;
beforeAll(async () => {
  t = await createSellerTestApp();
  owner = await signUpSeller(t);
  other = await signUpSeller(t);
  for (const kind of LISTING_KINDS) kits[kind] = await listingKit(t, kind, owner);
});
afterAll(() => t.close());

type Overrides = (kit: ListingKit) => Record<string, unknown>;

describe.each(LISTING_KINDS)('%s workspace', (kind) => {
  const kit = () => kits[kind];

  describe('rules in the spec words (spec §5)', () => {
    const cases: Array<[string, Overrides, (kit: ListingKit) => string]> = [
      ['name required', () => ({ name: ' ' }), (k) => k.messages.nameRequired],
      ['category required', () => ({ fkCategoryId: '' }), () => MSG.categoryRequired],
      [
        'at least 1 sub-category',
        () => ({ fkSubCategoriesIds: [] }),
        () => MSG.subCategoryRequired,
      ],
      [
        'sub-categories missing',
        () => ({ fkSubCategoriesIds: undefined }),
        () => MSG.subCategoryRequired,
      ],
      [
        'selling price not above M.R.P.',
        (k) => ({ sellingPrice: (k.form().pricePerUnit as number) + 1 }),
        () => MSG.sellingAboveMrp,
      ],
      ['prices are numbers', () => ({ pricePerUnit: 'ten' }), () => MSG.priceInvalid],
      ['prices are not negative', () => ({ pricePerUnit: -1 }), () => MSG.priceInvalid],
      ['prices have at most 2 decimals', () => ({ pricePerUnit: 10.001 }), () => MSG.priceInvalid],
      [
        'at most 6 images',
        () => ({ images: Array.from({ length: 7 }, (_, i) => `p${i}.jpg`) }),
        () => imagesLimitMessage(6),
      ],
      [
        'at most 6 tags',
        () => ({ tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }),
        () => MSG.tagsLimit,
      ],
      ['tags do not repeat', () => ({ tags: ['USB', 'usb'] }), () => MSG.tagsDuplicate],
      [
        'description at most 1000 words',
        () => ({ description: 'w '.repeat(1001) }),
        () => MSG.maxWords,
      ],
      [
        'category of the listing type',
        (k) => ({ fkCategoryId: k.catalog.otherTypeCategoryId }),
        () => MSG.categoryInvalid,
      ],
      ['category that exists', () => ({ fkCategoryId: 'abc' }), () => MSG.categoryInvalid],
      [
        'sub-categories of the chosen category',
        (k) => ({
          fkSubCategoriesIds: [
            ...(k.form().fkSubCategoriesIds as string[]),
            k.catalog.otherCategorySubCategoryId,
          ],
        }),
        () => MSG.subCategoryInvalid,
      ],
      [
        'sub-categories that exist',
        () => ({ fkSubCategoriesIds: ['abc'] }),
        () => MSG.subCategoryInvalid,
      ],
      [
        'a business of the listing type',
        (k) => ({ fkBusinessId: k.otherTypeBusiness }),
        (k) => k.messages.needsBusiness,
      ],
    ];
    it.each(cases)('%s', async (_name, overrides, message) => {
      const before = await kit().count();
      const res = await kit().create(kit().form(overrides(kit())));
      expect(res).toMatchObject({
        status: 400,
        body: { code: 400, error: 'VALIDATION', message: message(kit()) },
      });
      expect(await kit().count()).toBe(before);
    });
  });

  it('create answers the read form, in review and active, with the upload URLs of its images', async () => {
    const { item, form } = kit();
    const res = await kit().create(form({ images: ['front.jpg', 'back.webp'] }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(kit().messages.created);
    const answer = res.body.payload[item];
    const uploads = res.body.payload[`${item}ImagesPreSignedUrls`];
    expect(answer).toMatchObject({
      name: form().name,
      fkCategoryId: kit().catalog.categoryId,
      pricePerUnit: form().pricePerUnit,
      sellingPrice: form().sellingPrice,
      fkBusinessId: kit().business,
      isActive: true,
      isApproved: false,
      rejectionMessage: null,
      leadsCount: 0,
      revision: null,
      category: { _id: kit().catalog.categoryId },
    });
    expect(answer.fkSubCategoriesIds.sort()).toEqual(
      [...(form().fkSubCategoriesIds as string[])].sort(),
    );
    expect(uploads.map((u: { image: string }) => u.image)).toEqual(['front.jpg', 'back.webp']);
    expect(answer.images).toEqual(uploads.map((u: { key: string }) => u.key));
  });

  it('update saves the whole form of a rejected listing in place, replaces its sub-categories and goes back to review', async () => {
    const { item, form } = kit();
    const id = await kit().createOk({ images: ['one.webp'] });
    await kit().setRow(id, { isApproved: false, rejectionMessage: 'Blurry photo' });
    const [kept] = (await kit().rowOf(id))!.images;
    const [firstSub] = form().fkSubCategoriesIds as string[];
    const res = await kit().update({
      id,
      ...form({ name: 'Renamed', images: [kept, 'two.png'], fkSubCategoriesIds: [firstSub] }),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(kit().messages.updated);
    const uploads =
      res.body.payload[`new${item[0]!.toUpperCase()}${item.slice(1)}ImagesPreSignedUrls`];
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ image: 'two.png', contentType: 'image/png' });
    expect(res.body.payload.savedAsRevision).toBe(false);
    expect(res.body.payload[item]).toMatchObject({
      name: 'Renamed',
      images: [kept, uploads[0].key],
      fkSubCategoriesIds: [firstSub],
      isApproved: false,
      rejectionMessage: null,
    });
    expect((await kit().links(id)).subs).toHaveLength(1);
  });

  it('toggleStatus flips visibility and answers the new status; approval is untouched', async () => {
    const id = await kit().createOk();
    await kit().setRow(id, { isApproved: true });
    const off = await kit().toggle(id);
    expect(off).toMatchObject({
      status: 200,
      body: {
        payload: { status: 'InActive', isActive: false },
        message: SELLER_MSG.statusInActive,
      },
    });
    expect(await kit().rowOf(id)).toMatchObject({ isActive: false, isApproved: true });
    const on = await kit().toggle(id);
    expect(on).toMatchObject({
      status: 200,
      body: { payload: { status: 'Active', isActive: true }, message: SELLER_MSG.statusActive },
    });
  });

  it('lists 10 a page with filters, search and one business; counts per filter', async () => {
    const { items, list } = kit();
    const seller = await signUpSeller(t);
    const a = await createBusiness(t, seller, { name: 'A', businessType: kind });
    const b = await createBusiness(t, seller, { name: 'B', businessType: kind });
    const make = (fkBusinessId: string, name: string) =>
      kit().createOk({ fkBusinessId, name, sku: undefined }, seller);
    const ids = [];
    for (let i = 0; i < 11; i++) ids.push(await make(a, `${list.many} ${i}`));
    const odd = await make(b, list.odd);
    await kit().setRow(ids[0]!, { isApproved: true });
    await kit().setRow(ids[1]!, { isActive: false });
    const page = async (query: Record<string, string>) =>
      (await kit().get('fetchAll', query, seller)).body.payload;

    const first = await page({});
    expect(first.total).toBe(12);
    expect(first[items]).toHaveLength(10);
    expect(first[items][0]._id).toBe(odd);
    expect((await page({ pageNo: '2' }))[items]).toHaveLength(2);
    expect((await page({ fkBusinessId: b })).total).toBe(1);
    expect((await page({ filter: 'InActive' }))[items].map((x: { _id: string }) => x._id)).toEqual([
      ids[1],
    ]);
    expect((await page({ filter: 'Active' })).total).toBe(11);
    expect((await page({ filter: 'Pending' })).total).toBe(11);
    const found = await page({ searchQuery: list.search });
    expect(found[items].map((x: { name: string }) => x.name)).toEqual([list.odd]);
    expect((await page({ searchQuery: '%' })).total).toBe(0);

    const counts = await kit().get('fetchCount', {}, seller);
    expect(counts.body.payload).toEqual({ total: 12, active: 11, inActive: 1, pending: 11 });
    expect((await kit().get('fetchCount', { fkBusinessId: b }, seller)).body.payload).toEqual({
      total: 1,
      active: 1,
      inActive: 0,
      pending: 1,
    });
  });

  it('delete is soft: the listing disappears, its leads stay', async () => {
    const { item, items } = kit();
    const id = await kit().createOk();
    await kit().addLead(id);
    expect((await kit().get('fetch', { id })).body.payload[item].leadsCount).toBe(1);

    const res = await kit().remove(id, owner, 'query');
    expect(res).toMatchObject({ status: 200, body: { message: kit().messages.deleted } });
    expect((await kit().rowOf(id))!.deletedAt).toBeInstanceOf(Date);
    expect(await kit().leadsOf(id)).toHaveLength(1);
    expect((await kit().get('fetch', { id })).status).toBe(404);
    const all = (await kit().get('fetchAll', { perPage: '50' })).body.payload[items];
    expect(all.map((x: { _id: string }) => x._id)).not.toContain(id);
    expect((await kit().toggle(id)).status).toBe(404);
    expect((await kit().remove(id, owner, 'payload')).status).toBe(404);
  });

  it('ownership: another seller id, an unknown id or a malformed id answers 404 and changes nothing', async () => {
    const { items, form } = kit();
    const id = await kit().createOk({ images: ['kept.webp'] });
    const snapshot = async () => ({ row: await kit().rowOf(id), links: await kit().links(id) });
    const before = await snapshot();
    const theirs = await createBusiness(t, other, { name: 'Other', businessType: kind });
    for (const target of [id, '0190a8f0-0000-7000-8000-000000000000', 'not-an-id']) {
      expect((await kit().get('fetch', { id: target }, other)).status).toBe(404);
      const moved = form({ fkBusinessId: theirs, name: 'Taken' });
      expect((await kit().update({ id: target, ...moved }, other)).status).toBe(404);
      expect((await kit().toggle(target, other)).status).toBe(404);
      expect((await kit().remove(target, other, 'query')).status).toBe(404);
      expect((await kit().remove(target, other, 'payload')).status).toBe(404);
    }
    // Creating in, or moving a listing to, another seller's business.
    const count = await kit().count();
    expect((await kit().create(form({ fkBusinessId: theirs }))).status).toBe(404);
    expect((await kit().create(form({ fkBusinessId: 'nope' }))).status).toBe(404);
    expect(await kit().count()).toBe(count);
    expect((await kit().update({ id, ...form({ fkBusinessId: theirs }) })).status).toBe(404);
    expect((await kit().get('fetchAll', { fkBusinessId: kit().business }, other)).status).toBe(404);
    const theirList = (await kit().get('fetchAll', {}, other)).body.payload[items];
    expect(theirList.map((x: { _id: string }) => x._id)).not.toContain(id);
    expect(await snapshot()).toEqual(before);
  });
});
