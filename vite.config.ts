import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import { mantineCssPerComponent } from './vite/mantine-css.ts';
import { firstPaint } from './vite/first-paint.ts';
import { devShell } from './vite/dev-shell.ts';
import { firstRoutePreload } from './vite/route-preload.ts';
import { securityHeadersPlugin } from './vite/security-headers.ts';
import { cityChunks } from './vite/city-chunks.ts';
import { compileHints } from './vite/compile-hints.ts';
import { staticHostFallback } from './vite/static-host.ts';
import { FAULT_HEADER, VIA_PROXY_HEADER, WORLD_ORIGIN_HEADER } from './mocks/world-headers.ts';

const CHARTS =
  /node_modules[\\/](recharts|@mantine[\\/]charts|victory-vendor|es-toolkit|@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer|react-redux|decimal\.js-light|eventemitter3|d3-(array|format|path|scale|shape|time|time-format))[\\/]/;

/**
 * Routes whose code is in the first load, not split from it: the sign-in page (and its layout), every signed-out
 * visitor's first page (the guard sends them there); it answers sooner for a little more in every page's first load
 * (docs/adr/0006-sign-in-page-in-first-load.md). main.tsx then waits for the copy's paint before rendering the
 * sign-in page in one task.
 */
const FIRST_LOAD_ROUTES: string[] = ['/_public', '/_public/login'];

/**
 * The routes that exist only in the mock modes (`npm start`, `npm run dev:msw`, the e2e build): the developer login by
 * email (/account-login/accounts-data/{email}) and the in-app mock checkout (/mock-checkout). A production build
 * (`npm run build`, mode production without VITE_REPLAY) leaves their files out of its route tree, so that their
 * routes, chunks and calls are not in dist/ at all (docs/security.md); its tree is written beside the build's cache
 * (`.vite/`), so that the type-checked tree in src/ keeps every route.
 */
const MOCK_ONLY_ROUTE_FILES = '^(account-login|mock-checkout\\.tsx)$';
const PRODUCTION_ROUTE_TREE = fileURLToPath(new URL('./.vite/routeTree.production.gen.ts', import.meta.url));

const STYLES = /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/;

/**
 * Modes:
 * - development (`npm run dev`, `npm start`): /api and /ext are proxied to Prism on 127.0.0.1:4010
 *   (the /api prefix stripped), unless VITE_API_URL points at a real backend;
 * - msw (`npm run dev:msw`): the app answers itself with MSW in the browser, no server;
 * - production (`npm run build`): no MSW, faker or replay code;
 * - demo (`npm run build:demo`): the production build's app with the mock world in the page, as on dev:msw, for any
 *   static host (its base: `--base /some/path/` or DEMO_BASE; docs/deploy-demo.md). No proxy behind its preview.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const production = mode === 'production' && env.VITE_REPLAY !== 'true';
  const demo = mode === 'demo';
  // The world answers in the page (MSW's service worker): dev:msw and the static demo.
  const inPage = mode === 'msw' || demo;
  const prism = env.PRISM_URL || 'http://127.0.0.1:4010';
  const world = env.WORLD_URL || 'http://127.0.0.1:4011';
  // The page's origin goes with each call, so the mock world can give an uploaded file a URL the page can load.
  const withOrigin: ProxyOptions['configure'] = (proxy) => {
    proxy.on('proxyReq', (request, incoming) => {
      if (incoming.headers.host) request.setHeader(WORLD_ORIGIN_HEADER, `http://${incoming.headers.host}`);
      request.setHeader(VIA_PROXY_HEADER, '1');
    });
    // A fault of the mock world that loses the answer (mocks/world/faults.ts): the page's connection is dropped, with
    // no answer (`drop`) or after the answer's status and headers (`cut`), as a failing network does.
    proxy.on('proxyRes', (answer, _incoming, out) => {
      const mark = answer.headers[FAULT_HEADER];
      if (mark === 'drop') {
        answer.destroy();
        out.socket?.destroy();
      } else if (mark === 'cut') {
        const {
          [FAULT_HEADER]: _mark,
          'content-length': _length,
          'transfer-encoding': _chunked,
          ...headers
        } = answer.headers;
        answer.destroy();
        out.writeHead(answer.statusCode ?? 200, { ...headers, 'content-length': '64' });
        out.write('{', () => out.socket?.end());
      }
    });
  };
  const proxy = {
    '/api': {
      target: prism,
      changeOrigin: true,
      rewrite: (path: string) => path.replace(/^\/api/, ''),
      configure: withOrigin,
    },
    '/ext': { target: prism, changeOrigin: true, configure: withOrigin },
    // The mock world's own calls (its census, the reset, uploaded files): straight to it, not through Prism.
    '/__world': { target: world, changeOrigin: true },
    // A batch's public page, as the platform shows it (the Options tab's Preview, the QR code's address): the world
    // serves it from its records (mocks/world/public-page.ts). Under dev:msw the page's own world does (mocks/browser.ts).
    ...(inPage
      ? {}
      : {
          '^/p/[^/]+/b/[^/]+': {
            target: world,
            changeOrigin: true,
            rewrite: (path: string) => `/__world/public${path}`,
          },
        }),
  };
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // A route's loader goes with its component into the route's chunk (fetched with it, in parallel with the
        // entry for the first route: vite/route-preload.ts): the generated hooks the loaders use stay out of the
        // entry. Guards (beforeLoad) and search checks stay in the route tree.
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
          // The sign-in page is not split: its code is in the first load (FIRST_LOAD_ROUTES).
          splitBehavior: ({ routeId }) => (FIRST_LOAD_ROUTES.includes(routeId) ? [] : undefined),
        },
        ...(production
          ? { routeFileIgnorePattern: MOCK_ONLY_ROUTE_FILES, generatedRouteTree: PRODUCTION_ROUTE_TREE }
          : {}),
      }),
      react(),
      mantineCssPerComponent(),
      cityChunks(),
      firstRoutePreload(),
      firstPaint(),
      devShell(),
      securityHeadersPlugin(),
      compileHints(),
      ...(demo ? [staticHostFallback()] : []),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        { find: '~mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
        // The production build's own route tree (MOCK_ONLY_ROUTE_FILES), in place of src/routeTree.gen.ts.
        ...(production ? [{ find: /^\.\/routeTree\.gen$/, replacement: PRODUCTION_ROUTE_TREE }] : []),
      ],
    },
    define: inPage ? { 'import.meta.env.VITE_MSW': JSON.stringify('true') } : {},
    ...(demo && env.DEMO_BASE ? { base: env.DEMO_BASE } : {}),
    // The favicon and robots.txt (public/); under dev:msw the service worker's folder, which gets both too.
    publicDir: inPage ? 'mocks/public' : 'public',
    css: { postcss: { plugins: [postcssPresetMantine()] } },
    // The builds (dist*, the e2e servers' too) and the kept worlds are not sources: a change there reloaded every open
    // page of `npm start`.
    server: { port: 5173, strictPort: false, proxy, watch: { ignored: ['**/dist*/**', '**/.worlds/**'] } },
    // The demo's preview is a plain static server: nothing behind it answers /api, the page's world does.
    preview: { port: 4173, proxy: demo ? {} : proxy },
    build: {
      sourcemap: false,
      chunkSizeWarningLimit: 700,
      rolldownOptions: {
        output: {
          // Fewer, larger chunks: a first visit's cost is the number of files more than their bytes (each file is a
          // request, a compile and a module to link on the main thread: about 5 ms at 4× CPU slowdown, traced).
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              // The dashboards' charting stack in one chunk named for the budget file: recharts and what only it
              // uses (not its dependencies that other chunks share, such as React).
              { name: 'charts', test: CHARTS, priority: 2 },
              // Everything the entry imports statically, in one file (with the entry's facade and the runtime,
              // 3 scripts): without it, the first load was 18, split by which lazy chunks share each module.
              { name: 'main', tags: ['$initial'], priority: 1 },
              // The lazy screens' CSS (Mantine's per component, the portal's modules) in one stylesheet, fetched
              // with the first route beyond the entry's (about 26 KiB gzip, never again): before, each chunk with
              // styles brought its own sheet, 24 on / signed in. It also leaves the components' chunks without
              // styles, free to be copied (below). The copies painted from HTML take only its rules they use
              // (vite/first-paint.ts).
              { name: 'styles', test: STYLES },
            ],
            // A common chunk of lazy routes under 8 KiB (before minifying) is copied into the chunks that use it
            // rather than fetched by itself (a registry in the runtime keeps each module's one state). This turns on
            // `strictExecutionOrder`. Larger limits cut few more files and copy far more (docs/adr/0004-few-larger-chunks.md).
            experimentalInlineCommonChunks: { maxSize: 8 * 1024, exclude: STYLES },
          },
        },
      },
    },
  };
});
