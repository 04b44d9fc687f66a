import { defineConfig, devices } from '@playwright/test';
import { BASE_URL } from './support/stack';

/**
 * End-to-end tests against the production builds, composed by .ci/stack.mjs (started by the global setup).
 * Build first (`pnpm run build`); run with `bash .ci/e2e.sh` or `pnpm --filter @nutrilog/e2e test`.
 * Chromium is Debian's (/usr/bin/chromium): Playwright's own browser download does not work on these machines.
 */
export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // A fake camera, so the app sees a video input (barcode scan and photo actions appear).
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
});
