import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '/work/main/e2e', testMatch: /admin.spec/, timeout: 90000, retries: 0,
  use: { baseURL: 'http://127.0.0.1:3150', launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] } },
});
