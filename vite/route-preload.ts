import { relative } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** What the route table reads of a build's output (a Rolldown bundle, or the chunks of a build kept in memory). */
export type BuiltChunks = Readonly<
  Record<
    string,
    | { readonly type: 'asset' }
    | { readonly type: 'chunk'; readonly imports: readonly string[]; readonly moduleIds: readonly string[] }
  >
>;

/**
 * The first route's chunks fetched in parallel with the entry, not after it has run: an inline script at the end
 * of index.html's body matches the address against every file route (TanStack's file names: `_layout` and
 * `index` add no segment, `$param` matches one; layouts come with their routes) and adds `modulepreload`
 * links for the code-split chunks of the route and of its layouts (and the chunks they import that the entry
 * does not), `preload` links for their CSS. The router then finds them in the cache.
 */
export function firstRoutePreload(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'portal:first-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const { files, table } = firstRouteTable(bundle, root, chunk.fileName);
        const script = `(${preload.toString()})(${JSON.stringify(base)}, ${JSON.stringify(files)}, ${JSON.stringify(table)}, location.pathname);`;
        return [{ tag: 'script', children: script, injectTo: 'body' }];
      },
    },
  };
}

/**
 * Per leaf route, its pattern and what its first visit fetches beyond the entry: the code-split chunks of the
 * route and of its layouts, the chunks they import, and their CSS. Each file once (`files`), routes by index.
 */
export function firstRouteTable(bundle: OutputBundle, root: string, entry: string) {
  const routes = routeChunks(bundle, root);
  const initial = closure(bundle, [entry]);
  const leaves = routes.filter((route) => !routes.some((other) => isParent(route.file, other.file)));
  const files: string[] = [];
  const index = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
  const table = leaves.map(({ file, pattern }) => {
    const chunks = routes.filter((r) => r.file === file || isParent(r.file, file)).map((r) => r.chunk);
    const js = [...closure(bundle, chunks)].filter((f) => !initial.has(f));
    const css = js.flatMap((f) => [...((bundle[f] as OutputChunk).viteMetadata?.importedCss ?? [])]);
    return [pattern, [...new Set([...js, ...css])].map(index)] as [string, number[]];
  });
  return { files, table };
}

/** The stylesheets a first visit to `path` loads beyond the entry's: its route's, as firstRouteTable lists them. */
export function firstRouteCss(bundle: OutputBundle, root: string, entry: string, path: string): string[] {
  const { files, table } = firstRouteTable(bundle, root, entry);
  const hit = table.find(([pattern]) => new RegExp(pattern).test(path));
  return (hit?.[1] ?? []).map((i) => files[i] ?? '').filter((file) => file.endsWith('.css'));
}

/** The entry's own stylesheets (index.html links them). */
export function entryCss(bundle: OutputBundle, entry: string): string[] {
  return [...closure(bundle, [entry])].flatMap((file) => [
    ...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? []),
  ]);
}

/**
 * Runs in the page, at the end of the body (after the copy painted from HTML, vite/first-paint.ts, is in), as the
 * parser reaches it: the first matching route's chunks become preload links (CSS as `preload`, JS as
 * `modulepreload`), beside the entry's. Not from the head: there they would be asked for before the entry's own
 * stylesheets, which hold the first paint. Not in a later task: that task comes only once the entry has been
 * evaluated, and the router asks first. In the parser's task, creating the links held the copy's paint back when a
 * route had dozens of files; with few chunks a route (vite.config.ts) it does not (docs/adr/0008).
 */
function preload(base: string, files: string[], table: [string, number[]][], path: string) {
  performance.mark('route-preload');
  const hit = table.find(([pattern]) => new RegExp(pattern).test(path));
  for (const i of hit?.[1] ?? []) {
    const link = document.createElement('link');
    const href = files[i] ?? '';
    link.rel = href.endsWith('.css') ? 'preload' : 'modulepreload';
    if (href.endsWith('.css')) link.as = 'style';
    link.href = `${base}${href}`;
    link.crossOrigin = '';
    link.fetchPriority = 'high'; // not held back behind the head's own requests
    document.head.appendChild(link);
  }
}

export interface RouteChunk {
  /** The route file, relative to src/routes, without its extension: `_public/login`. */
  readonly file: string;
  readonly chunk: string;
  readonly pattern: string;
}

/** Each route's split modules (TanStack's `?tsr-split` ids) and the chunk each is in. */
export function routeChunks(bundle: BuiltChunks, root: string): RouteChunk[] {
  const found: RouteChunk[] = [];
  for (const [fileName, output] of Object.entries(bundle)) {
    if (output.type !== 'chunk') continue;
    // By the modules in it, not by the chunk's facade: a route's split module may share its chunk with others.
    for (const id of output.moduleIds) {
      const [path, query = ''] = id.split('?');
      const file = relative(`${root}/src/routes`, path ?? '').replace(/\.tsx?$/, '');
      if (file.startsWith('..') || !query.includes('tsr-split')) continue;
      found.push({ file, chunk: fileName, pattern: routePattern(file) });
    }
  }
  return found;
}

/** `_public/login` → ^/login$, `_app/index` → ^/$, `account-login/accounts-data/$email` → ^/account-login/accounts-data/[^/]+$. */
export function routePattern(file: string): string {
  const segments = file
    .split('/')
    .flatMap((s) => s.split('.'))
    .filter((s) => !s.startsWith('_') && s !== 'index' && s !== 'route')
    .map((s) => (s.startsWith('$') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')));
  return `^/${segments.join('/')}$`;
}

function isParent(parent: string, child: string): boolean {
  return child.startsWith(`${parent}/`);
}

/** The chunks and all they import statically. */
export function closure(bundle: BuiltChunks, files: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const output = bundle[file];
    if (output?.type === 'chunk') output.imports.forEach(visit);
  };
  for (const file of files) visit(file);
  return seen;
}
