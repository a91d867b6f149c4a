import base from './playwright.config.ts';
import { defineConfig } from '@playwright/test';
export default defineConfig({
  ...base,
  testDir: '/work/main/e2e',
  outputDir: '/tmp/pw-e6-results',
  use: { ...base.use, baseURL: 'http://127.0.0.1:3196' },
  webServer: undefined,
});
