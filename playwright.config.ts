import { defineConfig, devices } from '@playwright/test';
import { ANALYTICS_ID, ANALYTICS_PORT, E2E_PORT as PORT } from './tests/e2e/servers';
import { TEST_SEED_DAY } from './tests/helpers/seed-day';
// Set here so the test workers (child processes) read the same folder, e.g. the e-mail outbox.
// A generated one is removed after the run (tests/e2e/remove-data-dirs.ts).
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = `/tmp/auction-e2e-${process.pid}`;
  process.env.E2E_DATA_DIR_GENERATED = '1';
}
const DATA_DIR = process.env.E2E_DATA_DIR;

/** Chromium from Debian (Playwright's own download cannot work here). */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** isbot treats "HeadlessChrome" as a bot; people's browsers do not say that. */
const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/remove-data-dirs.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    userAgent: PERSON_UA,
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /.*\.mobile\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        userAgent: PERSON_UA,
        launchOptions: chromium,
        viewport: { width: 1280, height: 900 },
      },
    },
    {
      name: 'mobile',
      use: {
        userAgent: PERSON_UA,
        launchOptions: chromium,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
      testMatch: /.*\.mobile\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: `rm -rf ${DATA_DIR} && node dist/server/index.js`,
      url: `http://127.0.0.1:${PORT}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        // What `npm start` serves: the production build.
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        VERSION_POLL_SECONDS: '2',
        SEED_SOLD_ROWS: '5000',
        // The lots, streets and towns of one fixed day, on today's calendar, as the integration
        // tests' seed: a spec cannot pass one day and fail the next on what the seed made.
        SEED_DAY: TEST_SEED_DAY,
        // Scheduled publishing applied within a second (tests/e2e/admin-roles.spec.ts).
        SCHEDULE_POLL_SECONDS: '1',
        ALERTS_INTERVAL_SECONDS: '0',
      },
    },
    {
      // Environment is read once at start, so "with an id" needs its own process. Unseeded (the
      // pages render empty), it is ready in a few seconds, in parallel with the main server.
      command: `rm -rf ${DATA_DIR}-analytics && node dist/server/index.js`,
      url: `http://127.0.0.1:${ANALYTICS_PORT}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: 'production',
        PORT: String(ANALYTICS_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: `${DATA_DIR}-analytics`,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${ANALYTICS_PORT}`,
        SEED_ON_START: 'false',
        VERSION_POLL_SECONDS: '0',
        ANALYTICS_ID,
      },
    },
  ],
});
