import { copyFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * The static demo's deep links (`npm run build:demo`): a static host answers an address it has no file for with its
 * fallback page, so the build writes two, each the app's own page:
 * - `404.html`, which hosts that serve a folder's 404 page for any unknown address use (GitHub Pages, GitLab Pages);
 * - `_redirects`, the rewrite file of hosts that read one (Netlify, Cloudflare Pages): every address under the base
 *   answers `index.html` with 200.
 * The app's router then draws the address (docs/deploy-demo.md).
 */
export function staticHostFallback(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:static-host-fallback',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: 'post',
      handler() {
        if (config.command !== 'build') return;
        const outDir = resolve(config.root, config.build.outDir);
        copyFileSync(join(outDir, 'index.html'), join(outDir, '404.html'));
        writeFileSync(join(outDir, '_redirects'), `${config.base}* ${config.base}index.html 200\n`);
      },
    },
  };
}
