// The production build as the benches see it: Vite's own config, plus the manifest (chunk → entry, imports,
// CSS) and, per chunk, the modules in it (the manifest names entries only), written beside the manifest.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, loadConfigFromFile, mergeConfig } from 'vite';

const MODULES = '.vite/modules.json';

/**
 * Builds into `outDir` (a production build unless `mode` says otherwise); `sourcemap: 'hidden'` writes the maps beside
 * the chunks without naming them in the chunks (bench:paint's traces read them; the JavaScript served is the same);
 * `firstPaint: false` leaves out the pages painted from HTML (vite.config.ts's `portal:first-paint` plugin), so that
 * the app draws every page; `floor: true` builds the measurement of `bench:paint -- --floor` (its own entry,
 * tests/bench/floor-main.tsx, in place of src/main.tsx), never a build to serve. The portal's config as it is, with
 * these changes made here: the app and vite.config.ts hold no switch for the benches.
 */
export async function buildPortal({
  outDir = 'dist',
  mode = 'production',
  root = process.cwd(),
  sourcemap = false,
  firstPaint = true,
  floor = false,
} = {}) {
  const loaded = await loadConfigFromFile({ command: 'build', mode, isPreview: false }, join(root, 'vite.config.ts'));
  if (!loaded) throw new Error('bench: no vite.config.ts');
  const plugins = loaded.config.plugins
    .flat(Infinity)
    .filter((plugin) => plugin && (firstPaint || plugin.name !== 'portal:first-paint'));
  await build(
    mergeConfig(
      { ...loaded.config, plugins, configFile: false, root },
      {
        mode,
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true, manifest: true, sourcemap },
        plugins: [moduleReport(root), floor ? floorEntry() : null],
      },
    ),
  );
}

/** index.html's entry swapped for the floor's (tests/bench/floor-main.tsx). */
function floorEntry() {
  return {
    name: 'bench:floor-entry',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('/src/main.tsx', '/tests/bench/floor-main.tsx'),
    },
  };
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
