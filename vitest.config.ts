import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The test runner's configuration: the app's own Vite config (plugins, aliases, CSS), plus the Vitest projects
 * (docs/testing.md says which check lives where). `npm test` runs unit, dom and isolated; `npm run test:replay` and
 * `npm run test:actions` the two longer ones.
 */
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      globals: false,
      css: false,
      restoreMocks: true,
      testTimeout: 15_000,
      env: { VITE_API_URL: 'http://portal.test/api' },
      // Files share their worker's modules and DOM (no isolation): the app, Mantine and the generated code are loaded
      // once per worker instead of once per file. tests/setup.ts resets what a file could leave behind (the DOM, storage,
      // cookies, toasts, handlers). One worker more than the cores, at least three: a file spends part of its time
      // waiting (a debounce, a timer, a findBy poll), and a third worker fills it. On two cores, `npm test` took 228 s
      // twice with two workers, 198 s and 212 s with three, 217 s with four (2026-12-03).
      isolate: false,
      maxWorkers: Math.max(3, availableParallelism() + 1),
      projects: [
        {
          extends: true,
          // Pure rules and the contract: no DOM. A unit test that needs one is named *.dom.test.ts.
          test: {
            name: 'unit',
            environment: 'node',
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'],
            exclude: ['tests/unit/**/*.dom.test.{ts,tsx}'],
          },
        },
        {
          extends: true,
          // Screens and shared components with MSW in jsdom, and the unit tests that need a DOM.
          test: {
            name: 'dom',
            environment: 'jsdom',
            setupFiles: ['./tests/setup.ts'],
            include: [
              'tests/integration/**/*.test.tsx',
              'tests/components/**/*.test.tsx',
              'tests/unit/**/*.dom.test.{ts,tsx}',
            ],
            exclude: ['tests/integration/one-request/**', 'tests/integration/isolated/**'],
          },
        },
        {
          extends: true,
          // Screens whose test holds a module as it is first imported (a route loader's chunk): each file with its own
          // modules, so that no file before it has loaded them already. Few and small: `npm test` runs them.
          test: {
            name: 'isolated',
            environment: 'jsdom',
            setupFiles: ['./tests/setup.ts'],
            include: ['tests/integration/isolated/**/*.test.tsx'],
            isolate: true,
          },
        },
        {
          extends: true,
          // The mock world at its heaviest: its server restarted as a process of its own, the large-organization
          // scenario built and checked (tens of megabytes). Not in `npm test`: `npm run test:servers` (CI runs it).
          test: {
            name: 'servers',
            environment: 'node',
            include: ['tests/servers/**/*.test.ts'],
          },
        },
        {
          extends: true,
          // One request per action: every mutating action of every domain activated twice three ways (about 200
          // renders of a whole screen). Not in `npm test`, to keep it quick: `npm run test:actions` (CI runs both).
          test: {
            name: 'actions',
            environment: 'jsdom',
            setupFiles: ['./tests/setup.ts'],
            include: ['tests/integration/one-request/**/*.test.tsx'],
          },
        },
        {
          extends: true,
          // The replay matrix's rows that need no real browser, on the same rows and screens as Chromium (the rows'
          // Playwright code over jsdom: test-support/replay/shim/). Not in `npm test`: `npm run test:replay`.
          resolve: {
            alias: {
              '@playwright/test': fileURLToPath(
                new URL('./test-support/replay/shim/playwright-shim.ts', import.meta.url),
              ),
            },
          },
          test: {
            name: 'replay',
            environment: 'jsdom',
            setupFiles: ['./tests/setup.ts'],
            include: ['tests/replay/**/*.test.tsx'],
          },
        },
      ],
    },
  }),
);
