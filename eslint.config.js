import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One zone per layer: what it may NOT import. Direction: routes → features → components, session, lib, api.
 * Exported for scripts/layers-table.mjs, which prints docs/architecture.md's table of them (`npm run docs:layers`).
 */
export const layers = [
  { target: './src/features', from: './src/routes', message: 'features never import routes' },
  {
    target: './src/components',
    from: ['./src/routes', './src/features'],
    message: 'shared components never import routes or features',
  },
  {
    target: './src/session',
    from: ['./src/routes', './src/features', './src/components/layout'],
    message: 'the session never imports screens',
  },
  {
    target: './src/lib',
    from: ['./src/routes', './src/features', './src/components', './src/session', './src/api'],
    message: 'lib is the bottom layer',
  },
  {
    target: './src/api',
    from: ['./src/routes', './src/features', './src/components', './src/session'],
    message: 'the API layer never imports screens or the session',
  },
  {
    // It renders pages through the router (src/router.tsx) at build time and asks the rules which page an address
    // shows: the session, components, lib, and a feature's rules module, but no route file, no screen, no mock.
    target: './src/first-paint',
    from: ['./src/routes/**', './src/features/**', './mocks/**'],
    except: ['**/src/features/*/*-rules.ts'],
    message:
      "the first paint imports the router and the features' rules modules, never a route file, a screen or a mock",
  },
  {
    // Only the entry loads the mocks, behind its mode checks (a literal import.meta.env test each).
    target: ['./src/*/**', './src/!(main.tsx)'],
    from: './mocks',
    message: 'the app never imports the mocks: src/main.tsx loads them in the mock modes',
  },
  {
    // The mocks stand beside the API layer: they import the contract's generated code, api, lib and the shared
    // components (their rules and messages, the theme), never the screens, the session or the app's entry.
    target: './mocks',
    from: [
      './src/routes',
      './src/features',
      './src/session',
      './src/first-paint',
      './src/main.tsx',
      './src/router.tsx',
    ],
    message: 'the mocks never import routes, features, the session, the first paint or the entry',
  },
];

/**
 * The two test runners never import each other: what both use (the seeded session, the real files, the replay rows,
 * screens and outcomes) lives in test-support/, which imports neither.
 */
export const runners = [
  { target: './e2e', from: './tests', message: 'e2e/ never imports tests/: move what both use into test-support/' },
  { target: './tests', from: './e2e', message: 'tests/ never imports e2e/: move what both use into test-support/' },
  {
    target: './test-support',
    from: ['./e2e', './tests'],
    message: 'test-support/ is shared by both runners and imports neither e2e/ nor tests/',
  },
];

/**
 * The example world's ids that tests name (VERDANT, OLIVIA, OMEGA_BATCH…), read from the one module that spells them,
 * test-support/example-world.ts (its `export const NAME = 'ID';` lines). Anywhere else in the tests a literal holding
 * one (a string, a template's text, a regular expression, JSX text or a key) is an error: the id is imported.
 */
const exampleIds = [
  ...readFileSync(new URL('./test-support/example-world.ts', import.meta.url), 'utf8').matchAll(
    /^export const (\w+) = '(\w+)';$/gm,
  ),
].map(([, name, id]) => ({
  selector: [
    `Literal[value=/${id}/]`,
    `Literal[regex.pattern=/${id}/]`,
    `TemplateElement[value.raw=/${id}/]`,
    `JSXText[value=/${id}/]`,
    `Identifier[name=/${id}/]`,
  ].join(', '),
  message: `'${id}' is the example world's ${name}: import it from test-support/example-world.ts (\`\${${name}}\` inside a string).`,
}));
if (exampleIds.length === 0)
  throw new Error("eslint.config.js: no `export const NAME = 'ID';` in test-support/example-world.ts");

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'src/api/generated',
      'src/routeTree.gen.ts',
      'mocks/public',
      'coverage',
      'playwright-report',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  // The static pages' own scripts (public/sso-callback.js): plain scripts in the browser.
  { files: ['public/**/*.js'], languageOptions: { sourceType: 'script', globals: globals.browser } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'import-x/no-restricted-paths': ['error', { zones: [...layers, ...runners] }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/*'],
              message: 'A feature never imports another feature: move what is shared into components/ or lib/.',
            },
            { group: ['@/routes/*', '../routes/*'], message: 'Nothing imports a route file.' },
          ],
        },
      ],
    },
  },
  {
    // The mock world's model and resolvers (mocks/world/) are modules like any other: its scenarios build on them.
    files: ['mocks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/routes/*'], message: 'Nothing imports a route file.' }] },
      ],
    },
  },
  {
    // Within a feature, siblings import each other by relative path; across features the rule above forbids it.
    // Routes mount screens and tests exercise the rules of any feature.
    files: ['src/routes/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The first paint's imports are stated by its zone (layers): a feature's rules module, no screen, no route file.
    // The patterns above cannot make that exception, so they give way to it here.
    files: ['src/first-paint/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The example world's ids come from one module (exampleIds above); the contract (openapi/) and the mock world
    // that seeds them spell them on their side.
    files: ['tests/**/*.{ts,tsx,js,mjs}', 'e2e/**/*.{ts,tsx,js,mjs}', 'test-support/**/*.{ts,tsx,js,mjs}'],
    ignores: ['test-support/example-world.ts'],
    rules: { 'no-restricted-syntax': ['error', ...exampleIds] },
  },
);
