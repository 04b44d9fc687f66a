import { defineConfig, devices } from '@playwright/test';
import { LABEL_VIDEO } from './support/label-video';
import { BASE_URL, CHROMIUM_PATH, RUN_DIR } from './support/stack';

const CHROMIUM_ARGS = [
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
];

/** Specs whose fake camera films a nutrition label (written by the global setup) instead of Chromium's test pattern. */
const LABEL_CAMERA_SPECS = /\/20-photo-inference\.spec\.ts$/;

/**
 * End-to-end tests against the production builds, composed by .ci/stack.mjs (started by the global setup).
 * Build first (`pnpm run build`); run with `bash .ci/e2e.sh` or `pnpm --filter @nutrilog/e2e test`.
 * Chromium is Debian's (/usr/bin/chromium): Playwright's own browser download does not work on these machines.
 */
export default defineConfig({
  testDir: 'tests',
  // The default run directory keeps e2e/test-results, where CI and people look for traces.
  outputDir: process.env.E2E_RUN_DIR ? `${RUN_DIR}/test-results` : 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The list, and what the page showed when a test failed (CI keeps only the log).
  reporter: [['list'], ['./support/failure-context-reporter.ts']],
  // A whole test, its page loads included. On the 2-core CI machine the same run took 35 minutes one day and 64 the
  // next; the walks through every remote took up to 31 s on the slow day. Each expectation keeps its own 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', testIgnore: LABEL_CAMERA_SPECS },
    {
      name: 'label camera',
      testMatch: LABEL_CAMERA_SPECS,
      use: {
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_ARGS, `--use-file-for-fake-video-capture=${LABEL_VIDEO}`],
        },
      },
    },
  ],
});
