import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import { build, createServer, type Plugin, type Rolldown } from 'vite';
import {
  FIRST_PAINT_AT_ONCE,
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_PAGES,
  firstPaintBlockId,
  type FirstPaintName,
} from '../src/first-paint/pages.ts';
import { entryCss, firstRouteCss } from './route-preload.ts';

type OutputBundle = Rolldown.OutputBundle;

const ROOT = '<div id="root"></div>';

/**
 * The first paint from HTML. At build time each page of FIRST_PAINT_PAGES (src/first-paint/pages.ts) is
 * rendered by the portal's own components (src/first-paint/render.tsx, through a Vite server in SSR mode with
 * this config) and put into index.html as a data block (`dataBlock`), with the rules of its route's stylesheets that it
 * uses as blocks too (index.html links the entry's). A small script after them (src/first-paint/stamp.ts, bundled
 * here) copies the one that the address and the stored session call for into `#root`, so that the page is drawn as
 * soon as the HTML and the entry's stylesheets have arrived, not once the JavaScript has run. The copy is live: its
 * fields take the focus and what is typed; a click on a button or link, or a form sent, is held until the app has
 * drawn the same page in its place, on its first commit once the route is loaded (src/main.tsx); then values, focus
 * and the held action are handed over to it (src/first-paint/hand-over.ts).
 *
 * The build fails if a copy uses a class that the stylesheets of its first load do not define (it would be
 * drawn unstyled).
 */
export function firstPaint(): Plugin {
  let root = process.cwd();
  let configFile: string | undefined;
  let mode = 'production';
  return {
    name: 'portal:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      configFile = config.configFile;
      mode = config.mode;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        if (!html.includes(ROOT)) throw new Error(`first paint: index.html has no ${ROOT}`);
        const rendered = await renderPages({ root, configFile, mode });
        // Each stylesheet once: a copy names the ones it needs (stamp.ts puts them in).
        const sheets: string[] = [];
        const sheet = (css: string) => (sheets.includes(css) ? sheets.indexOf(css) : sheets.push(css) - 1);
        const blocks: string[] = [];
        const pages = FIRST_PAINT_PAGES.map((page) => {
          // Mantine's theme variables and inline styles become sheets too: the same in every copy, given once.
          const { markup, styles } = takeStyles(firstPaintMarkup(rendered.get(page.name) ?? ''));
          return { page, markup, styles, used: usedClasses(markup) };
        });
        // The classes of all copies: a route's stylesheet is cut to their rules once, the same for every copy.
        const anyCopy = new Set(pages.flatMap(({ used }) => [...used]));
        for (const { page, markup, styles, used } of pages) {
          // The route's stylesheets that style something in the copy, cut to the rules that can match a copy (the
          // lazy routes' stylesheet holds every screen's rules: vite.config.ts).
          const needed = firstRouteCss(bundle, root, chunk.fileName, page.path.split('?')[0] ?? '')
            .map((file) => cssText(bundle, [file]))
            .filter((css) => definedClasses(css).some((name) => used.has(name)))
            .map((css) => rulesFor(css, anyCopy));
          const missing = classesWithoutRules(
            markup,
            [cssText(bundle, entryCss(bundle, chunk.fileName)), ...styles, ...needed].join('\n'),
          );
          if (missing.length) {
            throw new Error(`first paint of ${page.name}: no stylesheet defines ${missing.slice(0, 8).join(', ')}`);
          }
          const copy = firstPaintCopy(markup, [...styles, ...needed].map(sheet), { atOnce: page.atOnce });
          blocks.push(dataBlock(page.name, copy));
        }
        blocks.push(...sheets.map((css, i) => dataBlock(i, css)));
        // Right after #root, the copies and their sheets as data blocks, then the stamp: before the scripts at the end
        // of the body (vite/route-preload.ts).
        const stamp = `<script>${await stampScript(root)}</script>`;
        return html.replace(ROOT, () => [ROOT, ...blocks, stamp].join('\n'));
      },
    },
  };
}

async function renderPages({ root, configFile, mode }: { root: string; configFile?: string; mode: string }) {
  const server = await createServer({
    root,
    // The portal's config (its aliases, its plugins), also for a build configured inline (the benches').
    configFile: configFile ?? `${root}/vite.config.ts`,
    mode,
    logLevel: 'warn',
    // A cache of its own: in the shared one (node_modules/.vite) its empty list of optimized dependencies replaced
    // those of a dev server running beside the build (`npm start`), whose open pages then failed to load any.
    cacheDir: `${root}/node_modules/.vite/first-paint`,
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/src/first-paint/render.tsx')) as {
      renderFirstPaint: (path: string, subscription?: string) => Promise<string>;
    };
    const out = new Map<string, string>();
    for (const page of FIRST_PAINT_PAGES) {
      out.set(
        page.name,
        await module.renderFirstPaint(page.path, 'subscription' in page ? page.subscription : undefined),
      );
    }
    return out;
  } finally {
    await server.close();
  }
}

/** src/first-paint/stamp.ts as one minified inline script. */
async function stampScript(root: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
    build: {
      write: false,
      minify: true,
      lib: { entry: 'src/first-paint/stamp.ts', formats: ['iife'], name: 'portalFirstPaint' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: Rolldown.OutputBundle[string][] }[];
  const chunk = outputs.flatMap((r) => r.output).find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('first paint: the stamp script did not build');
  return chunk.code.replace(/<\/script/gi, '<\\/script');
}

/** The server's markup without scripts (the router's scroll restoration runs with the app). */
export function firstPaintMarkup(rendered: string): string {
  return rendered.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/**
 * The copy shown before the JavaScript: the markup inside a wrapper marked for main.tsx, naming the route's
 * stylesheets it needs (`sheets`: stamp.ts puts them in inline, so that it is drawn without waiting for them to be
 * fetched; the route's chunks still bring them as files, for React's first commit), and, for a page marked `atOnce`
 * in pages.ts, that React renders over it in one task.
 */
export function firstPaintCopy(markup: string, sheets: readonly number[], { atOnce = false } = {}): string {
  return `<div ${FIRST_PAINT_ATTRIBUTE}="${sheets.join(' ')}"${atOnce ? ` ${FIRST_PAINT_AT_ONCE}` : ''}>${markup}</div>`;
}

/** The markup without its `<style>` elements, and their CSS. */
export function takeStyles(html: string): { markup: string; styles: string[] } {
  const styles: string[] = [];
  const markup = html.replace(/<style\b[^>]*>([\s\S]*?)<\/style>/g, (_, css: string) => {
    styles.push(css);
    return '';
  });
  return { markup, styles };
}

/**
 * A copy's markup or a stylesheet as a data block of index.html, read by stamp.ts (pages.ts): a `<script>` of a type
 * the browser does not run, so its text is neither compiled as JavaScript (as a string literal, V8 took in every copy
 * on every page, with or without a copy) nor parsed as HTML until it is shown. Its text is taken as it
 * is: the build fails on what would end the block early or change how it is read (a script tag).
 */
export function dataBlock(name: FirstPaintName | number, text: string): string {
  if (/<\/?script/i.test(text)) throw new Error(`first paint: ${name} holds a script tag, which would end its block`);
  return `<script type="text/plain" id="${firstPaintBlockId(name)}">${text}</script>`;
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * `css` without the selectors that name a class not in `used` (they cannot match), nor the rules and at-rules left
 * empty. Rules that name no class (`:root`, elements, keyframes) stay.
 */
export function rulesFor(css: string, used: ReadonlySet<string>): string {
  const sheet = postcss.parse(css);
  // A class under :not() need not be there for the selector to match.
  const canMatch = (selector: string) =>
    [...selector.replace(/:not\([^)]*\)/g, '').matchAll(CLASS)].every(([, name]) => used.has(name ?? ''));
  sheet.walkRules((rule) => {
    const kept = rule.selectors.filter(canMatch);
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  for (let emptied = true; emptied;) {
    emptied = false;
    sheet.walkAtRules((at) => {
      if (at.nodes?.length === 0) {
        at.remove();
        emptied = true;
      }
    });
  }
  return sheet.toString();
}

/** The class names a stylesheet has rules for. */
export function definedClasses(css: string): string[] {
  return [...new Set([...css.matchAll(CLASS)].map((m) => m[1] ?? ''))];
}

function cssText(bundle: OutputBundle, files: readonly string[]): string {
  return files
    .map((file) => bundle[file])
    .map((output) => (output?.type === 'asset' ? String(output.source) : ''))
    .join('\n');
}

/** The classes of the markup's elements. */
export function usedClasses(html: string): Set<string> {
  return new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap(([, list = '']) => list.split(/\s+/)));
}

/** Mantine's classes (`m_…`) and the portal's CSS-module classes (`_name_hash_line`) with no rule in `css`. */
export function classesWithoutRules(html: string, css: string): string[] {
  const defined = new Set(definedClasses(css));
  return [...usedClasses(html)].filter(
    (name) => /^(m_[0-9a-f]+|_[\w-]+_[\w-]{5}_\d+)$/.test(name) && !defined.has(name),
  );
}
