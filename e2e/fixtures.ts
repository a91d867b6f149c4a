import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Page } from '@playwright/test';

/**
 * Waits until the app has taken over a page the server drew (app/first-view.tsx removes the
 * mark): before that the page shows its content but its buttons do nothing yet, and a journey
 * that presses one would wait in vain. Pages without the mark answer at once.
 */
export const appTookOver = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('#root[data-first-view]'));

/**
 * The journeys' `test`: `page.goto` and `page.reload` also wait for the app to take over, as a
 * person waits for a page to respond before using it.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appTookOver(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appTookOver(page);
      return response;
    };
    await use(page);
  },
});
