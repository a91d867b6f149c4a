import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

// Shared by the journeys: the demo seed's accounts and logging in through the login form.

/** Every demo account's password (apps/server/src/db/seed/demo.ts). */
export const DEMO_PASSWORD = 'demo1234';
/** The demo administrator; the demo sellers are 9000000001 … 9000000045, each with a plan. */
export const DEMO_ADMIN_PHONE = '9000000000';

const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Logs in on /logIn and waits until the form has sent the user on. */
export async function logIn(page: Page, phoneNo: string, password = DEMO_PASSWORD) {
  await page.goto('/logIn');
  await page.getByLabel(startingWith('Phone no.')).fill(phoneNo);
  await page.getByLabel(startingWith('Password')).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/logIn/);
}

type Envelope<T> = { code: number; message: string; payload: T };

/** An API answer's payload; an error answer fails the journey with what the server said. */
export async function apiPayload<T>(response: APIResponse) {
  const body = (await response.json()) as Envelope<T>;
  expect(response.ok(), `${response.url()} ${JSON.stringify(body)}`).toBe(true);
  return body.payload;
}

/** A seller's business as their own list answers it (what the journeys choose by). */
export type SellerBusiness = {
  _id: string;
  name: string;
  isApproved: boolean;
  isActive: boolean;
  businessType: 'product' | 'service';
};
export type DemoSeller = {
  phoneNo: string;
  headers: { authorization: string };
  businesses: SellerBusiness[];
};

/**
 * The demo seller whose number and password e2e/accounts.spec.ts changes: journeys share one
 * database, so after it has run this seller no longer signs in with the demo password.
 */
export const ACCOUNTS_JOURNEY_SELLER = '9000000019';

/**
 * Signs the demo sellers in through the API one after another and answers the first thing
 * `pick` finds in one of them (a seller with a public shop, a product of it …), leaving out the
 * one the accounts journey changes.
 */
export async function findDemoSeller<T>(
  request: APIRequestContext,
  pick: (seller: DemoSeller) => Promise<T | undefined> | T | undefined,
): Promise<T> {
  for (let n = 1; n <= 45; n++) {
    const phoneNo = `90000000${String(n).padStart(2, '0')}`;
    if (phoneNo === ACCOUNTS_JOURNEY_SELLER) continue;
    const login = await apiPayload<{ authorization: string }>(
      await request.post('/api/auth/user/logIn', {
        data: { phoneNo, password: Buffer.from(DEMO_PASSWORD).toString('base64') },
      }),
    );
    const headers = { authorization: login.authorization };
    const { businesses } = await apiPayload<{ businesses: SellerBusiness[] }>(
      await request.get('/api/userAdmin/business/fetchAll', { headers }),
    );
    const found = await pick({ phoneNo, headers, businesses });
    if (found !== undefined) return found;
  }
  throw new Error('no demo seller has what the journey needs');
}

/** A listing as the seller's own list answers it. */
export type SellerListing = { _id: string; name: string; isApproved: boolean; isActive: boolean };

/** The first demo seller with a public product business and a public product of it. */
export const findPublicProduct = (request: APIRequestContext) =>
  findDemoSeller(request, async ({ phoneNo, headers, businesses }) => {
    const shop = businesses.find((b) => b.isApproved && b.isActive && b.businessType === 'product');
    if (!shop) return undefined;
    const { products } = await apiPayload<{ products: SellerListing[] }>(
      await request.get('/api/userAdmin/product/fetchAll', {
        params: { fkBusinessId: shop._id, filter: 'Active' },
        headers,
      }),
    );
    const product = products.find((item) => item.isApproved && item.isActive);
    return product && { phoneNo, headers, shop, product };
  });

/** Waits until the service worker is active and controls this page. */
export async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** The code of the newest message to the phone sent after `since` (dev outbox, newest first). */
export async function readOtp(request: APIRequestContext, phoneNo: string, since: number) {
  let code = '';
  await expect
    .poll(async () => {
      const { messages } = await apiPayload<{ messages: { text: string; sentAt: string }[] }>(
        await request.get('/api/dev/outbox', { params: { phoneNo } }),
      );
      const latest = messages[0];
      if (!latest || Date.parse(latest.sentAt) < since) return '';
      code = /\b(\d{4})\b/.exec(latest.text)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** The page is no wider than the screen. */
export async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
