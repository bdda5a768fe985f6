import { defineConfig } from '@playwright/test';
import { E2E_SMTP_PORT } from './tests/e2e/support/mail-constants';

/** End-to-end tests: the real server on a throw-away data folder, driven in the system Chromium. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8123);
export const E2E_ADMIN_PASSWORD = 'Admin-e2e-1!';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // one retry everywhere: on two busy cores a browser test can time out once (a reload's section
  // call, a video call's negotiation); a test that fails twice fails the run
  retries: 1,
  reporter: [['list']],
  // a real SMTP server on loopback that files every received mail for the tests to read
  globalSetup: './tests/e2e/support/smtp-mailbox.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1920, height: 1080 },
    // a trace of the retry only: recording every first attempt (screencast, DOM snapshots) costs about a
    // quarter of the run's time on two cores, and slows the very tests it would explain
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // a fresh data folder per run: the first start creates the database and the demo data
    command: `rm -rf data/e2e && npx tsx server/main.ts`,
    url: `http://127.0.0.1:${E2E_PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'data/e2e',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(E2E_SMTP_PORT),
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      // the suite makes and signs in hundreds of users: scrypt at 2^14 there (the cost is proven by the unit and API tests)
      PASSWORD_HASH_COST: '14',
      // every answer checked against its declared schema: a field the console reads but the schema drops fails here
      CHECK_RESPONSES: '1',
    },
  },
});
