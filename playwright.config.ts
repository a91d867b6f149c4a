import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The web app built with React's development build (`npm run test:e2e` builds it), served by a
 * second server of its own for e2e/hydration.spec.ts, which fails on React's reports that the
 * server's HTML and the first render differ (the production build keeps quiet about them).
 * Without it that journey is skipped and no second server starts.
 */
const DEV_WEB_DIST = process.env.E2E_DEV_WEB_DIST;
const DEV_PORT = PORT + 1000;
const server = (port: number, env: Record<string, string> = {}) => ({
  command: 'node e2e/start-server.mjs',
  url: `http://127.0.0.1:${port}/api/health`,
  timeout: 180_000,
  reuseExistingServer: false,
  env: { PORT: String(port), E2E_PORT: String(port), ...env },
});
if (DEV_WEB_DIST) process.env.E2E_DEV_URL = `http://127.0.0.1:${DEV_PORT}`;

// Journeys run against the production build served by the real server on a fresh PGlite
// database with the demo seed, in Debian's Chromium (no browser download works here).
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    server(PORT),
    ...(DEV_WEB_DIST ? [server(DEV_PORT, { WEB_DIST: DEV_WEB_DIST })] : []),
  ],
});
