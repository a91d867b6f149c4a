import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';

// The seller's journey: a demo seller logs in, registers a business with two photos,
// adds a product with photos, sees Approval Pending, makes it inactive and deletes it.

const SELLER = { phoneNo: '9000000005', password: 'demo1234' };
const BUSINESS_LIMIT = 5;
// Where SCREENSHOT_DIR is set, the journey also photographs its screens at phone and desktop
// widths (for a person to look at; nothing compares them).
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const VIEWPORTS = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1440, height: 900 },
];

type Envelope<T> = { code: number; message: string; payload: T };

async function apiLogIn(request: APIRequestContext) {
  const response = await request.post('/api/auth/user/logIn', {
    data: {
      phoneNo: SELLER.phoneNo,
      password: Buffer.from(SELLER.password).toString('base64'),
    },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as Envelope<{ authorization: string }>;
  return { Authorization: `Bearer ${body.payload.authorization.replace(/^Bearer\s+/i, '')}` };
}

/** The demo seller may already own businesses: keep room for one more (5 at most). */
async function makeRoomForABusiness(request: APIRequestContext) {
  const headers = await apiLogIn(request);
  const list = await request.get('/api/userAdmin/business/fetchAll', {
    headers,
    params: { pageNo: 1, perPage: 10, filter: 'All' },
  });
  const { payload } = (await list.json()) as Envelope<{
    businesses: Array<{ _id: string }>;
    total: number;
  }>;
  for (const business of payload.businesses.slice(
    0,
    Math.max(0, payload.total - BUSINESS_LIMIT + 1),
  )) {
    const removed = await request.delete('/api/userAdmin/business/delete', {
      headers,
      params: { id: business._id },
    });
    expect(removed.status()).toBe(200);
  }
}

/** A small PNG drawn on a canvas in the page: a coloured card with a label. */
async function pngPhoto(page: Page, color: string, label: string) {
  const dataUrl = await page.evaluate(
    ([fill, text]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 360;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#ffffff';
      context.font = 'bold 40px sans-serif';
      context.fillText(text, 40, 190);
      return canvas.toDataURL('image/png');
    },
    [color, label] as const,
  );
  return {
    name: `${label.toLowerCase().replace(/\s+/g, '-')}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64'),
  };
}

async function pick(page: Page, label: string, search: string, option: string) {
  const input = page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }));
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function screenshots(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return;
  const size = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.waitForTimeout(300);
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/${name}-${viewport.name}.png`,
      fullPage: true,
    });
  }
  if (size) await page.setViewportSize(size);
}

test('a seller registers a business with photos, adds a product, hides it and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await makeRoomForABusiness(request);

  // Log in through the login form.
  await page.goto('/logIn');
  await page.getByRole('textbox', { name: /Phone no/ }).fill(SELLER.phoneNo);
  await page.getByRole('textbox', { name: 'Password' }).fill(SELLER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/logIn/);

  await page.goto('/userAdmin/businesses');
  await expect(page.getByRole('heading', { level: 1, name: 'My Businesses' })).toBeVisible();
  await expect(page.getByTestId('business-card').first()).toBeVisible();
  await screenshots(page, 'businesses-list');

  // Register a business with two photos.
  await page.getByRole('link', { name: 'Add Business' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register Business' })).toBeVisible();
  const businessName = `Photo Point ${Date.now().toString(36)}`;
  await page.getByLabel('Business Name').fill(businessName);
  await page
    .getByLabel('Description')
    .fill('Cameras, lenses and phone accessories with friendly advice since 2012.');
  await expect(page.getByRole('textbox', { name: /Phone number/ })).toHaveValue(SELLER.phoneNo);
  const keywords = page.getByRole('combobox', { name: 'Keywords' });
  await keywords.fill('Cameras');
  await keywords.press('Enter');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12, MG Road, Camp');
  await pick(page, 'State', 'Mahar', 'Maharashtra');
  await pick(page, 'City', 'Pune', 'Pune');
  await page.getByLabel('Pin code').fill('411001');
  await page.getByRole('button', { name: 'Copy Monday to all' }).click();
  const photos = [
    await pngPhoto(page, '#d67500', 'Shop front'),
    await pngPhoto(page, '#0b6e64', 'Counter'),
  ];
  await page.getByTestId('image-dropzone').locator('input[type=file]').setInputFiles(photos);
  await expect(page.getByTestId('image-thumb')).toHaveCount(2);
  await screenshots(page, 'business-form');
  await page.getByRole('button', { name: 'Register Business' }).click();

  await expect(page).toHaveURL(/\/userAdmin\/businesses$/);
  await expect(page.getByText('Business registered and sent for approval.')).toBeVisible();
  const card = page.getByTestId('business-card').filter({ hasText: businessName });
  await expect(card).toBeVisible();
  await expect(card.getByText('Approval Pending')).toBeVisible();
  // Both photos arrived: the card shows the first one from /media.
  const cover = card.locator('img').first();
  await expect(cover).toHaveAttribute('src', /^\/media\/card\//);
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // Its edit form shows the review state and keeps both photos on a save.
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Business' })).toBeVisible();
  await expect(page.getByTestId('approval-banner')).toContainText('Approval Pending');
  await expect(page.getByTestId('image-thumb')).toHaveCount(2);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/userAdmin\/businesses$/);
  await expect(page.getByText('Business updated and sent for approval.')).toBeVisible();
  await expect(cover).toHaveAttribute('src', /^\/media\/card\//);

  // Add a product with photos.
  await card.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Product' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();
  await page.getByLabel('Product name').fill('Mirrorless camera kit');
  await pick(page, 'Category', 'Mobiles', 'Mobiles & Accessories');
  await pick(page, 'Sub-categories', 'Smart', 'Smartphones');
  await page.getByRole('textbox', { name: 'M.R.P (cost price per unit)' }).fill('50000');
  await page.getByRole('textbox', { name: 'Selling price' }).fill('45000');
  await expect(page.getByText('10% off')).toBeVisible();
  await page
    .getByTestId('image-dropzone')
    .locator('input[type=file]')
    .setInputFiles([await pngPhoto(page, '#5b3cc4', 'Camera')]);
  await expect(page.getByTestId('image-thumb')).toHaveCount(1);
  // Crop it in the image viewer: the default frame, applied on a canvas, re-encoded as webp.
  await page.getByRole('button', { name: /^View camera-/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Crop' }).click();
  await expect(page.locator('.ReactCrop__crop-selection')).toBeVisible();
  await screenshots(page, 'crop-modal');
  await page.getByRole('dialog').getByRole('button', { name: 'Apply crop' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('image-thumb')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^View camera-/ })).toBeVisible();
  await screenshots(page, 'product-form');
  await page.getByRole('button', { name: 'Add Product' }).click();

  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText('Product added and sent for approval.')).toBeVisible();
  const row = page.getByTestId('listing-row').filter({ hasText: 'Mirrorless camera kit' });
  await expect(row).toBeVisible();
  await expect(row.getByText('Approval Pending')).toBeVisible();
  await expect(row.locator('img').first()).toHaveAttribute('src', /^\/media\/card\//);
  await screenshots(page, 'product-list');

  // Edit it: the review banner, the shared price rule, then a save that keeps its photo.
  await row.getByRole('link', { name: 'Edit Mirrorless camera kit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  await expect(page.getByTestId('approval-banner')).toContainText('Approval Pending');
  await expect(page.getByTestId('image-thumb')).toHaveCount(1);
  const selling = page.getByRole('textbox', { name: 'Selling price' });
  await selling.fill('60000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Selling price cannot be more than M.R.P.!')).toBeVisible();
  await selling.fill('40000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText('Product updated and sent for approval.')).toBeVisible();
  await expect(row.getByText('20% off')).toBeVisible();

  // Hide it from buyers: the switch turns at once, then follows the server.
  const toggle = row.getByRole('switch');
  await expect(toggle).toBeChecked();
  await toggle.click({ force: true });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('It is now InActive and hidden from buyers.')).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

  // Delete it after confirming.
  await row.getByRole('button', { name: 'Delete Mirrorless camera kit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Delete this product?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Product deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No products yet')).toBeVisible();
});
