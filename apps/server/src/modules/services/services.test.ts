import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@haat/shared';
import type { TestApp } from '../../test/app.ts';
import { createSellerTestApp, signUpSeller } from '../../test/sellers.ts';
import type { ListingKit } from '../listings-common/test-listings.ts';
import { listingKit } from '../listings-common/test-listings.ts';

// What only a service has: a required description and its business's contact
// in the read form. What products and services both do is tested for both in
// listings-common/listings.test.ts.

let t: TestApp;
let kit: ListingKit;
beforeAll(async () => {
  t = await createSellerTestApp();
  kit = await listingKit(t, 'service', await signUpSeller(t));
});
afterAll(() => t.close());

describe('service rules in the spec words (spec §5 Service)', () => {
  it('description required, on create and on update', async () => {
    const before = await kit.count();
    const res = await kit.create(kit.form({ description: '' }));
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'VALIDATION', message: MSG.descriptionRequired },
    });
    expect(await kit.count()).toBe(before);
    const id = await kit.createOk();
    const bad = await kit.update({ id, ...kit.form({ description: '' }) });
    expect(bad).toMatchObject({ status: 400, body: { message: MSG.descriptionRequired } });
    expect((await kit.rowOf(id))!.description).toBe('Full bridal makeup at home.');
  });

  it('create answers the business contact, and the upload URLs under both names', async () => {
    const res = await kit.create(kit.form({ images: ['look.jpg'] }));
    expect(res.status).toBe(201);
    const { service, serviceImagesPreSignedUrls } = res.body.payload;
    expect(service).toMatchObject({
      description: 'Full bridal makeup at home.',
      business: {
        _id: kit.business,
        name: 'Glow Salon',
        phoneNo: '9811122233',
        address: '4 Park Street',
      },
    });
    expect(serviceImagesPreSignedUrls).toHaveLength(1);
    expect(res.body.payload.servicesImagesPreSignedUrls).toEqual(serviceImagesPreSignedUrls);
    expect(service.images).toEqual([serviceImagesPreSignedUrls[0].key]);
  });
});
