import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Page } from '@playwright/test';

/**
 * Waits until the app has taken over a page the server drew (app/first-view.tsx removes the
 * mark): before that the page shows its content but its buttons do nothing yet, and a journey
 * that presses one would wait in vain. Pages without the mark answer at once.
 */
export const appTookOver = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('#root[data-first-view]'));

/** Errors the running journey provokes on purpose (see `expectBrowserErrors`). */
let expectedErrors: RegExp[] = [];

/**
 * Declares browser reports the journey causes on purpose, such as a refused form: Chromium logs
 * every 4xx answer as "Failed to load resource: … status of 400" (the report names the URL).
 * Anything else the browser reports fails the journey.
 */
export function expectBrowserErrors(...patterns: RegExp[]) {
  expectedErrors.push(...patterns);
}

/** Collects what a person would see as broken: page errors, console errors, failed requests. */
function watchBrowser(context: BrowserContext, reports: string[]) {
  context.on('weberror', (error) => reports.push(`page error: ${error.error().message}`));
  context.on('console', (message) => {
    if (message.type() === 'error') {
      reports.push(`console error: ${message.text()} (${message.location().url})`);
    }
  });
  context.on('requestfailed', (request) => {
    // A page left while its pictures or a beacon load cancels them; anything else is a failure.
    const reason = request.failure()?.errorText;
    if (reason !== 'net::ERR_ABORTED') {
      reports.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
    }
  });
}

/**
 * The journeys' `test`. Every journey fails on a console error, page error or failed request it
 * did not declare, in the default context and in any context it opens itself. `page.goto` and
 * `page.reload` also wait for the app to take over, as a person waits for a page to respond
 * before using it.
 */
export const test = base.extend<{ browserReports: string[] }>({
  browserReports: [
    async ({ browser, context }, use) => {
      const reports: string[] = [];
      expectedErrors = [];
      watchBrowser(context, reports);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const opened = await newContext(...args);
        watchBrowser(opened, reports);
        return opened;
      };
      await use(reports);
      browser.newContext = newContext;
      const unexpected = reports.filter(
        (report) => !expectedErrors.some((pattern) => pattern.test(report)),
      );
      expect(unexpected, 'what the browser reported that the journey did not expect').toEqual([]);
    },
    { auto: true },
  ],
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
