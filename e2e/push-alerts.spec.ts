import type { CDPSession } from '@playwright/test';
import {
  startTestPushService,
  testBrowser,
  type TestPushService,
} from '../apps/server/src/modules/alerts/test-push-service.ts';
import {
  expect,
  expectBrowserErrors,
  test,
  type APIRequestContext,
  type Page,
} from './fixtures.ts';
import { apiPayload, controlledByServiceWorker, findDemoSeller, logIn } from './helpers.ts';

// At 412×823: a seller turns on alerts on this phone; a buyer sends an enquiry; the
// server's Web Push reaches a push service (here a local one that decrypts it, RFC 8291) and the
// seller's service worker shows it as a notification that opens the enquiry. Chromium cannot
// reach a real push service from this machine, so the push service's delivery to the browser is
// done with the DevTools protocol (ServiceWorker.deliverPushMessage) carrying what the local push
// service received and decrypted.

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1366, height: 900 };
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const stamp = String(Date.now()).slice(-7);

/** A demo seller with a public business, signed in through the API. */
const findSeller = (request: APIRequestContext) =>
  findDemoSeller(request, ({ phoneNo, headers, businesses }) => {
    const business = businesses.find((b) => b.isApproved && b.isActive);
    return business && { phoneNo, headers, business };
  });

/** The service worker registration's id, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession, scopeURL: string) {
  const seen = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) if (!r.isDeleted) seen.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => seen.get(scopeURL)).toBeTruthy();
  return seen.get(scopeURL)!;
}

async function screenshots(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return;
  for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/push-${name}-${size}.png` });
  }
  await page.setViewportSize(PHONE);
}

const widerThanScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.use({ viewport: PHONE });

let service: TestPushService;
test.beforeAll(async () => {
  service = await startTestPushService();
});
test.afterAll(async () => {
  await service?.close();
});

test('a buyer sends an enquiry and the seller’s phone shows it as a notification', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.slow();
  const origin = new URL(baseURL!).origin;
  const { phoneNo, headers, business } = await findSeller(request);
  await context.grantPermissions(['notifications'], { origin });

  await logIn(page, phoneNo);
  await page.goto('/userAdmin/notifications');
  await controlledByServiceWorker(page);
  const card = page.getByRole('region', { name: 'Alerts on your phone' });
  const turnOn = card.getByRole('button', { name: 'Turn on alerts on this phone' });
  await expect(turnOn).toBeVisible();
  expect(await widerThanScreen(page)).toBe(false);
  await screenshots(page, 'card-off');

  // The button asks the browser, which subscribes with the server's key. Playwright's browser
  // context is incognito, where Chromium refuses the Push API (and says so in the console): the
  // subscription fails and the card says so in plain words.
  expectBrowserErrors(/does not support the Push API in incognito mode/);
  await turnOn.click();
  const outcome = await Promise.race([
    card
      .getByText('On for this phone')
      .waitFor()
      .then(() => 'on' as const),
    page
      .getByText('Alerts could not be turned on here. Check your connection and try again.')
      .waitFor()
      .then(() => 'failed' as const),
  ]);
  await screenshots(page, `card-${outcome}`);

  // The push service's side: this browser's subscription as the server keeps it, pointing at the
  // local push service, with keys the test holds (so it can read what arrives).
  const browser = testBrowser();
  const endpoint = service.endpoint(`seller-${phoneNo}`);
  await apiPayload(
    await request.post('/api/userAdmin/alerts/push/subscriptions', {
      headers,
      data: { endpoint, keys: browser.keys },
    }),
  );
  // No quiet hours, whatever the hour of the run in India.
  await apiPayload(
    await request.put('/api/userAdmin/alerts/preferences', {
      headers,
      data: { sms: false, quietFrom: '00:00', quietTo: '00:00', push: true },
    }),
  );

  const buyer = `Kavya ${stamp}`;
  const sent = await request.post('/api/public/businessLeads/create', {
    data: {
      contactPerson: buyer,
      phoneNo: `97${stamp}1`,
      query: 'Do you deliver on Sundays?',
      fkBusinessId: business._id,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const [push] = await service.waitFor(1, 30_000);
  const message = JSON.parse(browser.decrypt(push!.body)) as {
    title: string;
    body: string;
    url: string;
    tag: string;
  };
  expect(message).toMatchObject({
    title: `New enquiry from ${buyer}`,
    body: `For "${business.name}" on Haat. Tap to open it.`,
    url: expect.stringMatching(/^\/userAdmin\/enquiries/),
  });

  // The push service hands it to the browser: the seller's service worker shows it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId(cdp, `${origin}/`),
    data: JSON.stringify(message),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url?: string } | null)?.url,
        }));
      }),
    )
    .toEqual([{ title: message.title, body: message.body, tag: message.tag, url: message.url }]);

  // The inbox offers alerts when this browser has none; never a permission prompt by itself.
  if (outcome === 'failed') {
    await page.goto('/userAdmin/enquiries');
    await expect(page.getByTestId('push-prompt')).toBeVisible();
    expect(await widerThanScreen(page)).toBe(false);
    await screenshots(page, 'inbox-prompt');
  }

  // The card in Hindi, as a seller who reads Hindi sees it.
  await page.goto('/userAdmin/notifications');
  await page.getByRole('banner').getByText('हिन्दी', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'इस फ़ोन पर अलर्ट चालू करें' })).toBeVisible();
  expect(await widerThanScreen(page)).toBe(false);
  await screenshots(page, 'card-hi');
});
