import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): a script that starts with it has
 * every function compiled as the file is streamed in, on a background thread, instead of each one on the main thread
 * the first time it is called. A first visit calls most of what it loads (React, Mantine, the router and the route's
 * screens render at once), and the lazy compiles were the largest part of its main-thread work before the app's first
 * commit (docs/adr/0005).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** `code` with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

/**
 * Puts the hint on the first line of every JavaScript chunk of the production build. The hint counts only on the
 * first line, so this runs last: Vite writes its preload map at the top of a chunk when it generates the bundle.
 * A chunk's source map, when the build makes one (`npm run bench:paint -- --trace`), moves down by that line with its
 * code. `npm run bench` checks every chunk of the build starts with it (tests/bench/bundle-size.mjs).
 */
export function compileHints(): Plugin {
  return {
    name: 'portal:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          const code = withCompileHint(output.code);
          if (code === output.code) continue; // hinted already, its map moved with it then
          output.code = code;
          // One more line above the generated code: its mappings start one line down, in the chunk's map and in the map
          // file Rolldown has already written into the bundle beside it.
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
          const file = bundle[`${output.fileName}.map`];
          if (file?.type === 'asset') {
            const map = JSON.parse(String(file.source)) as { mappings: string };
            file.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}
