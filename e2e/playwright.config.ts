import { defineConfig, devices } from '@playwright/test';

/**
 * The e2e suite: Debian's Chromium (no browser download is possible here) against the built app
 * served by `vite preview`, with Prism serving the contract behind it. The build is a mock build
 * (VITE_REPLAY=true) so that replay links work; `npm run build` stays free of mock code.
 */
// Ports can be moved (E2E_PREVIEW_PORT, E2E_PRISM_PORT) so that two checkouts can run the suite at once.
const PREVIEW = `http://127.0.0.1:${process.env.E2E_PREVIEW_PORT ?? 4173}`;

export default defineConfig({
  // The journeys (specs/) and the replay matrix in Chromium (replay/); what they share with Vitest is in
  // test-support/, what only Playwright uses in support/.
  testDir: '.',
  testMatch: ['specs/**/*.spec.ts', 'replay/**/*.spec.ts'],
  outputDir: '../test-results',
  fullyParallel: false,
  // Two workers, one per core: every test has its own browser context and Prism is stateless, so files run side by
  // side (over a thousand tests, most of them the replay matrix). E2E_WORKERS=1 runs them one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries: a flaky test fails the run and is seen, instead of being hidden by a second try.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: PREVIEW,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    // The browser asks for less motion, and the portal honours it (theme.respectReducedMotion): a dialog is where it
    // ends up at once. A click while a dialog still grew in could press the button and release it beside it, the
    // button having moved between the two (a lost click, seen once in CI on the Transit dialog's Save).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    url: PREVIEW,
    cwd: '..',
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
