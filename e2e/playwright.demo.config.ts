import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

/**
 * The static demo's journeys (e2e/demo/): `npm run build:demo` served by a plain static host (e2e/demo/serve-static.mjs)
 * with nothing else running, no Prism and no world server: the world answers in the page. DEMO_BASE serves it under a
 * folder (`/demo/`), built for it; `npm run test:demo` runs both.
 */
const PORT = process.env.DEMO_PORT ?? '4183';
const BASE = process.env.DEMO_BASE ?? '/';
const OUT = BASE === '/' ? 'dist-demo' : 'dist-demo-sub';

export default defineConfig({
  ...suite,
  testDir: './demo',
  testMatch: ['**/*.spec.ts'],
  workers: 1,
  use: { ...suite.use, baseURL: `http://127.0.0.1:${PORT}${BASE}` },
  webServer: {
    command: [
      ...(process.env.DEMO_PREBUILT ? [] : [`DEMO_BASE=${BASE} DEMO_OUT=${OUT} npm run build:demo -- --logLevel warn`]),
      `node e2e/demo/serve-static.mjs ${OUT} ${PORT} ${BASE}`,
    ].join(' && '),
    url: `http://127.0.0.1:${PORT}${BASE}`,
    cwd: '..',
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
