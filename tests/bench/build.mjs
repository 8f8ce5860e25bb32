// The production build as the benches see it: Vite's own config, plus the manifest (chunk → entry, imports,
// CSS) and, per chunk, the modules in it (the manifest names entries only), written beside the manifest.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { withEnv } from '../../vite/with-env.mjs';

const MODULES = '.vite/modules.json';

/**
 * Builds into `outDir` (a production build unless `mode` says otherwise); `sourcemap: 'hidden'` writes the maps beside
 * the chunks without naming them in the chunks (bench:paint's traces read them; the JavaScript served is the same);
 * `firstPaint: false` leaves out the pages painted from HTML (vite/first-paint.ts), so that the app draws every page;
 * `floor: true` builds the measurement of `bench:paint -- --floor` (src/main.tsx: over a copy, the app's first commit
 * draws nothing), never a build to serve.
 */
export async function buildPortal({
  outDir = 'dist',
  mode = 'production',
  root = process.cwd(),
  sourcemap = false,
  firstPaint = true,
  floor = false,
} = {}) {
  // vite.config.ts reads it, for this build only (with-env.mjs).
  await withEnv({ PORTAL_FIRST_PAINT: firstPaint ? undefined : 'off' }, () =>
    build({
      configFile: join(root, 'vite.config.ts'),
      mode,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap },
      plugins: [moduleReport(root)],
      define: floor ? { 'import.meta.env.VITE_BENCH_FLOOR': JSON.stringify('on') } : {},
    }),
  );
}

/** What a build left in `outDir`: Vite's manifest and the modules of every chunk. */
export function readBuild(outDir = 'dist') {
  return {
    manifest: JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')),
    modules: JSON.parse(readFileSync(join(outDir, MODULES), 'utf8')),
  };
}

function moduleReport(root) {
  let outDir = 'dist';
  return {
    name: 'bench:module-report',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      const modules = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') modules[output.fileName] = output.moduleIds.map((id) => relative(root, id));
      }
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, MODULES), JSON.stringify(modules, null, 1));
    },
  };
}
