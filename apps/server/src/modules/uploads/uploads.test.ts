import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG, MSG, SELLER_MSG } from '@haat/shared';
import { businesses, users } from '../../db/schema/index.ts';
import { getStorage, UPLOAD_MAX_BYTES, UPLOAD_URL_TTL_MS } from '../../lib/storage/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Seller } from '../../test/sellers.ts';
import {
  businessForm,
  createBusiness,
  createSellerTestApp,
  pickCatalog,
  signUpSeller,
} from '../../test/sellers.ts';
import { as, decide, makeAdmin, productForm } from '../admin/test-fixtures.ts';
import { IMAGE_HOLDERS } from '../../image-holders.ts';
import { SWEEP_GRACE_MS, sweepExpiredUploads } from './service.ts';

let t: TestApp;
let seller: Seller;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createSellerTestApp();
  seller = await signUpSeller(t);
  // A 1600×1000 photo carrying EXIF that must not survive.
  jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#c05621' } })
    .withExif({ IFD0: { Copyright: 'Secret GPS owner' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

type Upload = { image: string; key: string; url: string; contentType: string };
const uploadsDir = () => t.deps.config.uploadsDir;
const stored = (key: string) => ({
  card: existsSync(join(uploadsDir(), 'card', key)),
  large: existsSync(join(uploadsDir(), 'large', key)),
});
const nothingStored = { card: false, large: false };
const bytesOf = (key: string) => ({
  card: readFileSync(join(uploadsDir(), 'card', key)),
  large: readFileSync(join(uploadsDir(), 'large', key)),
});
const claimOf = (key: string) => join(dirname(uploadsDir()), 'upload-claims', key);
/** A photo of its own size and colour, so the stored variant tells which upload it came from. */
const photo = (width: number, background: string) =>
  sharp({ create: { width, height: width, channels: 3, background } })
    .jpeg()
    .toBuffer();
const linkUsed = { status: 409, body: { error: 'CONFLICT', message: SELLER_MSG.uploadLinkUsed } };
const put = (url: string, body: Buffer | string, contentType: string) =>
  t.call({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

const created: string[] = [];
/** Registers a business with these image names and answers its id and upload URLs. */
async function businessWithImages(images: string[]) {
  // A seller holds at most 5 businesses: earlier ones of this file are done with.
  if (created.length >= 4) {
    const oldest = created.shift()!;
    await t.call({
      method: 'DELETE',
      url: '/api/userAdmin/business/delete',
      headers: seller.headers,
      query: { id: oldest },
    });
  }
  const res = await t.call({
    method: 'POST',
    url: '/api/userAdmin/business/create',
    headers: seller.headers,
    payload: businessForm({ images }),
  });
  expect(res.status).toBe(201);
  created.push(res.body.payload.business._id);
  return {
    id: res.body.payload.business._id as string,
    uploads: res.body.payload.businessImagesPreSignedUrls as Upload[],
  };
}

describe('a good upload', () => {
  it('needs no token, writes the card and large webp variants without metadata, and /media serves them for ever', async () => {
    const { uploads } = await businessWithImages(['shop.jpg']);
    const [upload] = uploads;
    const res = await put(upload!.url, jpeg, 'image/jpeg');
    expect(res).toMatchObject({
      status: 200,
      body: { message: SELLER_MSG.imageUploaded, payload: { key: upload!.key } },
    });
    expect(stored(upload!.key)).toEqual({ card: true, large: true });

    for (const [variant, width] of [
      ['card', 400],
      ['large', 1200],
    ] as const) {
      const media = await t.app.inject({ method: 'GET', url: `/media/${variant}/${upload!.key}` });
      expect(media.statusCode).toBe(200);
      expect(media.headers['cache-control']).toContain('immutable');
      const meta = await sharp(media.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(meta.exif).toBeUndefined();
    }
  });

  it('each link stores one image: a second PUT answers 409 and the stored bytes stay', async () => {
    const { uploads } = await businessWithImages(['once.jpg']);
    const { key, url } = uploads[0]!;
    expect((await put(url, jpeg, 'image/jpeg')).status).toBe(200);
    const before = bytesOf(key);
    const card = (await t.app.inject({ method: 'GET', url: `/media/card/${key}` })).rawPayload;

    for (const body of [await photo(700, '#2b6cb0'), jpeg]) {
      expect(await put(url, body, 'image/jpeg')).toMatchObject(linkUsed);
    }
    expect(bytesOf(key)).toEqual(before);
    const after = await t.app.inject({ method: 'GET', url: `/media/card/${key}` });
    expect(after.rawPayload.equals(card)).toBe(true);
  });

  it('two PUTs racing on one link: exactly one is stored', async () => {
    const { uploads } = await businessWithImages(['race.jpg']);
    const { key, url } = uploads[0]!;
    const [small, big] = [await photo(300, '#276749'), await photo(900, '#9b2c2c')];
    const answers = await Promise.all([put(url, small, 'image/jpeg'), put(url, big, 'image/jpeg')]);
    const statuses = answers.map((res) => res.status);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)).toMatchObject(linkUsed);
    // The stored picture is the winner's, whole: both variants from the same upload.
    const winnerWidth = answers[0]!.status === 200 ? 300 : 900;
    const large = await sharp(bytesOf(key).large).metadata();
    const card = await sharp(bytesOf(key).card).metadata();
    expect(large.width).toBe(winnerWidth);
    expect(card.width).toBe(Math.min(winnerWidth, 400));
  });

  it('refused bytes do not use up the link: the seller can retry with a real image', async () => {
    const { uploads } = await businessWithImages(['retry.jpg']);
    const { key, url } = uploads[0]!;
    const notImage = await put(url, Buffer.from('not a picture'.repeat(20)), 'image/jpeg');
    expect(notImage).toMatchObject({ status: 400, body: { message: SELLER_MSG.notAnImage } });
    expect(existsSync(claimOf(key))).toBe(false);
    expect((await put(url, jpeg, 'image/jpeg')).status).toBe(200);
    expect(stored(key)).toEqual({ card: true, large: true });
    expect(await put(url, jpeg, 'image/jpeg')).toMatchObject(linkUsed);
  });

  it('never enlarges a small image', async () => {
    const { uploads } = await businessWithImages(['tiny.png']);
    const png = await sharp({
      create: { width: 120, height: 80, channels: 4, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    expect((await put(uploads[0]!.url, png, 'image/png')).status).toBe(200);
    const large = await sharp(join(uploadsDir(), 'large', uploads[0]!.key)).metadata();
    expect(large).toMatchObject({ width: 120, height: 80 });
  });
});

describe('a bad upload answers 4xx and stores nothing', () => {
  it('a forged, altered or missing signature', async () => {
    const { uploads } = await businessWithImages(['a.jpg']);
    const { key, url } = uploads[0]!;
    const signature = new URL(url, 'http://x').searchParams.get('signature')!;
    const flipped = signature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const variants = [
      url.replace(signature, flipped),
      url.replace('type=image%2Fjpeg', 'type=image%2Fpng'),
      url.replace(/expires=\d+/, (m) => `expires=${Number(m.slice(8)) + 3600}`),
      `/api/uploads/${key}`,
      url.replace(
        key,
        key.replace(/^./, (c) => (c === '0' ? '1' : '0')),
      ),
      `/api/uploads/..%2F..%2Fetc%2Fpasswd?${url.split('?')[1]}`,
    ];
    for (const bad of variants) {
      const res = await put(
        bad,
        jpeg,
        bad.includes('type=image%2Fpng') ? 'image/png' : 'image/jpeg',
      );
      expect(res, bad).toMatchObject({
        status: 403,
        body: { error: 'FORBIDDEN', message: SELLER_MSG.uploadLinkInvalid },
      });
    }
    expect(stored(key)).toEqual(nothingStored);
  });

  it('a content type other than the one the URL declares', async () => {
    const { uploads } = await businessWithImages(['b.jpg']);
    const { key, url } = uploads[0]!;
    for (const type of [
      'image/png',
      'image/gif',
      'application/octet-stream',
      'text/plain',
      'application/json',
    ]) {
      const res = await put(url, type === 'application/json' ? '{}' : jpeg, type);
      expect(res.status, type).toBe(415);
      expect(res.body.message).toBe(SELLER_MSG.uploadTypeMismatch);
    }
    expect(stored(key)).toEqual(nothingStored);
  });

  it('bytes that are not a jpeg, png or webp image', async () => {
    const { uploads } = await businessWithImages(['c.jpg', 'd.jpg']);
    const notImage = await put(
      uploads[0]!.url,
      Buffer.from('<?php echo "hello"; ?>'.repeat(20)),
      'image/jpeg',
    );
    expect(notImage).toMatchObject({ status: 400, body: { message: SELLER_MSG.notAnImage } });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await put(uploads[1]!.url, gif, 'image/jpeg')).status).toBe(400);
    expect((await put(uploads[1]!.url, Buffer.alloc(0), 'image/jpeg')).status).toBe(400);
    expect(stored(uploads[0]!.key)).toEqual(nothingStored);
    expect(stored(uploads[1]!.key)).toEqual(nothingStored);
  });

  it('a body over 2 MB', async () => {
    const { uploads } = await businessWithImages(['e.jpg']);
    const res = await put(uploads[0]!.url, Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1), 'image/jpeg');
    expect(res).toMatchObject({ status: 413, body: { error: 'PAYLOAD_TOO_LARGE' } });
    expect(stored(uploads[0]!.key)).toEqual(nothingStored);
  });
});

describe('images removed on update are deleted', () => {
  it('deletes the files of dropped images and keeps the rest', async () => {
    const { id, uploads } = await businessWithImages(['one.jpg', 'two.jpg']);
    for (const upload of uploads)
      expect((await put(upload.url, jpeg, 'image/jpeg')).status).toBe(200);
    const [one, two] = uploads.map((u) => u.key);
    const res = await t.call({
      method: 'PUT',
      url: '/api/userAdmin/business/update',
      headers: seller.headers,
      payload: { id, ...businessForm({ images: [two] }) },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.newBusinessImagesPreSignedUrls).toEqual([]);
    expect(stored(one!)).toEqual(nothingStored);
    expect(stored(two!)).toEqual({ card: true, large: true });
    expect((await t.app.inject({ method: 'GET', url: `/media/card/${one}` })).statusCode).toBe(404);
  });
});

describe('the profile logo', () => {
  const profile = (logo?: string) => ({
    firstName: 'Ravi',
    lastName: 'Kumar',
    gender: 'Male',
    address: '1 MG Road',
    phoneNo: seller.phoneNo,
    state: 'Karnataka',
    city: 'Bengaluru',
    ...(logo ? { logo } : {}),
  });
  const updateProfile = (logo?: string) =>
    t.call({
      method: 'PUT',
      url: '/api/userAdmin/user/update',
      headers: seller.headers,
      payload: profile(logo),
    });

  it('answers logoPreSignedUrl for a new logo file, and replacing it deletes the old one', async () => {
    const first = await updateProfile('me.png');
    expect(first.status).toBe(200);
    const firstKey = first.body.payload.user.logo as string;
    expect(firstKey).toMatch(/\.webp$/);
    expect(first.body.payload.logoPreSignedUrl).toMatch(new RegExp(`^/api/uploads/${firstKey}\\?`));
    const png = await sharp(jpeg).png().toBuffer();
    expect((await put(first.body.payload.logoPreSignedUrl, png, 'image/png')).status).toBe(200);

    // Saving the profile with the same logo key keeps it; without a logo keeps it too.
    const same = await updateProfile(firstKey);
    expect(same.body.payload).toMatchObject({ logoPreSignedUrl: null, user: { logo: firstKey } });
    expect((await updateProfile()).body.payload.user.logo).toBe(firstKey);

    const second = await updateProfile('new-me.webp');
    expect(second.body.payload.user.logo).not.toBe(firstKey);
    expect(stored(firstKey)).toEqual(nothingStored);

    expect(await updateProfile('me.pdf')).toMatchObject({
      status: 400,
      body: { message: MSG.onlyImages },
    });
  });
});

/** An approved business of `owner` with a new product holding one picture not yet uploaded. */
async function productWithPicture(owner: Seller, admin: Seller) {
  const shop = await createBusiness(t, owner, { name: 'Picture Test Emporium' });
  const approved = await decide(t, admin).approve('business', shop);
  expect(approved.status).toBe(200);
  const created = await as(t, owner).post('/api/userAdmin/product/create', {
    ...productForm(await pickCatalog(t, 'product')),
    fkBusinessId: shop,
    images: ['lamp.jpg'],
  });
  expect(created.status).toBe(201);
  const [upload] = created.body.payload.productImagesPreSignedUrls as Upload[];
  return { productId: created.body.payload.product._id as string, upload: upload! };
}

describe('an approved picture cannot be swapped with its upload link', () => {
  it('seller uploads, the administrator approves, a second PUT to the same link is refused and the public picture stays', async () => {
    const owner = await signUpSeller(t);
    const admin = await makeAdmin(t);
    const shop = await createBusiness(t, owner, { name: 'Swap Test Emporium' });
    const catalog = await pickCatalog(t, 'product');
    const created = await as(t, owner).post('/api/userAdmin/product/create', {
      ...productForm(catalog),
      fkBusinessId: shop,
      images: ['lamp.jpg'],
    });
    expect(created.status).toBe(201);
    const productId = created.body.payload.product._id as string;
    const [upload] = created.body.payload.productImagesPreSignedUrls as Upload[];
    expect((await put(upload!.url, jpeg, 'image/jpeg')).status).toBe(200);

    for (const [type, id] of [
      ['business', shop],
      ['product', productId],
    ] as const) {
      const res = await decide(t, admin).approve(type, id);
      expect(res.status, type).toBe(200);
    }
    const publicProduct = () =>
      t.call({ method: 'GET', url: '/api/public/product/fetch', query: { id: productId } });
    const approved = await publicProduct();
    expect(approved.status).toBe(200);
    expect(approved.body.payload.product.images).toEqual([upload!.key]);
    const picture = (await t.app.inject({ method: 'GET', url: `/media/large/${upload!.key}` }))
      .rawPayload;

    const swap = await put(upload!.url, await photo(800, '#000000'), 'image/jpeg');
    expect(swap).toMatchObject(linkUsed);

    const after = await publicProduct();
    expect(after.status).toBe(200);
    expect(after.body.payload.product.images).toEqual([upload!.key]);
    const served = await t.app.inject({ method: 'GET', url: `/media/large/${upload!.key}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(picture)).toBe(true);
  });
});

describe('an approval waits for pictures still to come', () => {
  it('a product whose picture has not arrived is not approved (alone or in bulk) until it arrives', async () => {
    const owner = await signUpSeller(t);
    const admin = await makeAdmin(t);
    const { productId, upload } = await productWithPicture(owner, admin);
    const approve = () => decide(t, admin).approve('product', productId);
    expect(await approve()).toMatchObject({
      status: 409,
      body: { message: ADMIN_MSG.picturesPending },
    });
    const bulk = await decide(t, admin).bulkApprove('product', [productId]);
    expect(bulk.body.payload).toEqual({ approved: [], skipped: [productId], changed: [] });

    expect((await put(upload.url, jpeg, 'image/jpeg')).status).toBe(200);
    expect((await approve()).status).toBe(200);
  });

  it('a profile whose new logo has not arrived is not approved', async () => {
    const owner = await signUpSeller(t);
    const admin = await makeAdmin(t);
    const saved = await as(t, owner).put('/api/userAdmin/user/update', {
      firstName: 'Asha',
      lastName: 'Rao',
      gender: 'Female',
      address: '2 MG Road',
      phoneNo: owner.phoneNo,
      state: 'Karnataka',
      city: 'Bengaluru',
      logo: 'me.png',
    });
    expect(saved.status).toBe(200);
    const approve = () => decide(t, admin).approve('profile', owner.userId);
    expect((await approve()).status).toBe(409);
    const png = await sharp(jpeg).png().toBuffer();
    expect((await put(saved.body.payload.logoPreSignedUrl, png, 'image/png')).status).toBe(200);
    expect((await approve()).status).toBe(200);
  });
});

describe('expiry', () => {
  it('an expired URL is refused, and the sweep drops images whose upload never came', async () => {
    const { id, uploads } = await businessWithImages(['arrives.jpg', 'never.jpg']);
    const [arrives, never] = uploads;
    expect((await put(arrives!.url, jpeg, 'image/jpeg')).status).toBe(200);
    expect(existsSync(claimOf(arrives!.key))).toBe(true);
    const storage = getStorage(t.deps.config);

    // Before the URL expires nothing is swept.
    expect(await sweepExpiredUploads(t.deps, storage, IMAGE_HOLDERS)).toEqual({ dropped: 0 });

    t.clock.advance(UPLOAD_URL_TTL_MS + 1000);
    const late = await put(never!.url, jpeg, 'image/jpeg');
    expect(late).toMatchObject({ status: 403, body: { message: SELLER_MSG.uploadLinkExpired } });
    expect(stored(never!.key)).toEqual(nothingStored);

    t.clock.advance(SWEEP_GRACE_MS);
    const swept = await sweepExpiredUploads(t.deps, storage, IMAGE_HOLDERS);
    expect(swept.dropped).toBeGreaterThanOrEqual(1);
    const [row] = await t.deps.database.db.select().from(businesses).where(eq(businesses.id, id));
    expect(row!.images).toEqual([arrives!.key]);
    // The sweep forgets claims of expired links, whose PUT is refused as expired anyway.
    expect(existsSync(claimOf(arrives!.key))).toBe(false);
    expect(await put(arrives!.url, jpeg, 'image/jpeg')).toMatchObject({
      status: 403,
      body: { message: SELLER_MSG.uploadLinkExpired },
    });
    expect(stored(arrives!.key)).toEqual({ card: true, large: true });
    // The logo whose upload never came (new-me.webp above) is dropped too.
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.id, seller.userId));
    expect(user!.logo).toBeNull();
    expect(await sweepExpiredUploads(t.deps, storage, IMAGE_HOLDERS)).toEqual({ dropped: 0 });
  });

  it('once a picture’s link has expired, nothing more can arrive and the approval goes through', async () => {
    const owner = await signUpSeller(t);
    const admin = await makeAdmin(t);
    const { productId, upload } = await productWithPicture(owner, admin);
    const approve = () => decide(t, admin).approve('product', productId);
    expect((await approve()).status).toBe(409);
    t.clock.advance(UPLOAD_URL_TTL_MS + SWEEP_GRACE_MS + 1000);
    expect((await approve()).status).toBe(200);
    expect((await put(upload.url, jpeg, 'image/jpeg')).status).toBe(403);
  });
});
