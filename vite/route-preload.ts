import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
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
 * of index.html's body matches the address against the full path of every leaf route of the generated route tree
 * (`readRouteTree`: layouts come with their routes) and adds `modulepreload` links for the code-split chunks of the
 * route and of its layouts (and the chunks they import that the entry does not), `preload` links for their CSS. The
 * router then finds them in the cache.
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
 * Per leaf route of the route tree, its pattern and what its first visit fetches beyond the entry: the code-split
 * chunks of the route and of its layouts, the chunks they import, and their CSS. Each file once (`files`), routes by
 * index; a route with nothing to fetch (its code in the first load) is left out. Routes with fewer params come
 * first, so that a static segment wins over a param where both would match, as in the router.
 */
export function firstRouteTable(bundle: OutputBundle, root: string, entry: string, tree = projectRouteTree(root)) {
  const routes = routeChunks(bundle, root, tree);
  const initial = closure(bundle, [entry]);
  const byId = new Map(tree.map((route) => [route.id, route]));
  const leaves = tree
    .filter((route) => !tree.some((other) => other.parent === route.id))
    .sort((a, b) => params(a.fullPath) - params(b.fullPath));
  const files: string[] = [];
  const index = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
  const table = leaves.flatMap((leaf) => {
    const chain = new Set<string>();
    for (let route: TreeRoute | undefined = leaf; route; route = route.parent ? byId.get(route.parent) : undefined)
      chain.add(route.id);
    const chunks = routes.filter((r) => chain.has(r.id)).map((r) => r.chunk);
    const js = [...closure(bundle, chunks)].filter((f) => !initial.has(f));
    const css = js.flatMap((f) => [...((bundle[f] as OutputChunk).viteMetadata?.importedCss ?? [])]);
    const fetched = [...new Set([...js, ...css])];
    return fetched.length ? [[pathPattern(leaf.fullPath), fetched.map(index)] as [string, number[]]] : [];
  });
  return { files, table };
}

const params = (fullPath: string) => (fullPath.match(/\$/g) ?? []).length;

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
  /** The route's id in the route tree: `/_public/login`. */
  readonly id: string;
  readonly chunk: string;
  /** The route's full path as a pattern: `^/login/?$`. */
  readonly pattern: string;
}

/** A route of the generated route tree: its id, full path, file (relative to src/routes, no extension) and parent. */
export interface TreeRoute {
  readonly id: string;
  readonly fullPath: string;
  readonly file: string;
  readonly parent: string | undefined;
}

/**
 * The routes of the route tree TanStack Router generates (src/routeTree.gen.ts), read from its declarations rather
 * than from the file names: the tree already applies every naming rule (pathless `_layout`, `index`, `.` nesting,
 * groups, params, splats). Each route's file comes from its import, its id, full path and parent from the
 * `FileRoutesByPath` it declares for the router.
 */
export function readRouteTree(source: string): TreeRoute[] {
  const file = ts.createSourceFile('routeTree.gen.ts', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const imported = new Map<string, string>(); // import name → route file
  const updated = new Map<string, string>(); // `const AppRoute = AppRouteImport.update(…)` → AppRouteImport
  const declared: { id: string; fullPath: string; route: string; parent: string }[] = [];
  const literal = (type: ts.TypeNode | undefined) =>
    type && ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal) ? type.literal.text : undefined;
  const typeOf = (type: ts.TypeNode | undefined) =>
    type && ts.isTypeQueryNode(type) && ts.isIdentifier(type.exprName) ? type.exprName.text : undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      const bindings = node.importClause?.namedBindings;
      if (from.startsWith('./routes/') && bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) imported.set(element.name.text, from.slice('./routes/'.length));
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const call = node.initializer;
      if (
        ts.isCallExpression(call) &&
        ts.isPropertyAccessExpression(call.expression) &&
        call.expression.name.text === 'update' &&
        ts.isIdentifier(call.expression.expression)
      )
        updated.set(node.name.text, call.expression.expression.text);
    } else if (ts.isInterfaceDeclaration(node) && node.name.text === 'FileRoutesByPath') {
      for (const member of node.members) {
        if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeLiteralNode(member.type)) continue;
        const field = (name: string) =>
          member.type && ts.isTypeLiteralNode(member.type)
            ? member.type.members.find(
                (m): m is ts.PropertySignature => ts.isPropertySignature(m) && m.name.getText(file) === name,
              )?.type
            : undefined;
        const id = literal(field('id'));
        const fullPath = literal(field('fullPath'));
        const route = typeOf(field('preLoaderRoute'));
        const parent = typeOf(field('parentRoute'));
        if (id !== undefined && fullPath !== undefined && route && parent)
          declared.push({ id, fullPath, route, parent });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const idOf = new Map(declared.map((d) => [d.route, d.id]));
  const routes = declared.map(({ id, fullPath, route, parent }) => {
    const routeFile = imported.get(route);
    if (!routeFile) throw new Error(`route tree: no file imported as ${route} (route ${id})`);
    return { id, fullPath, file: routeFile, parent: idOf.get(updated.get(parent) ?? parent) };
  });
  if (!routes.length) throw new Error('route tree: no routes declared in FileRoutesByPath');
  return routes;
}

/**
 * A full path of the route tree as a pattern of the address: `$param` and `{$param}` match within one segment,
 * `{-$param}` an optional segment, `$` the rest (a splat); a trailing slash is optional.
 */
export function pathPattern(fullPath: string): string {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  const pattern = fullPath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '$') return '(?:/.*)?';
      if (/^\{-\$[^}]*\}$/.test(segment)) return '(?:/[^/]+)?';
      if (segment.startsWith('$')) return '/[^/]+';
      return `/${segment
        .split(/(\{-?\$[^}]*\})/)
        .map((part) => (part.startsWith('{') ? '[^/]*' : escape(part)))
        .join('')}`;
    })
    .join('');
  return `^${pattern}/?$`;
}

/** Each route's split modules (TanStack's `?tsr-split` ids) and the chunk each is in, named by the route tree. */
export function routeChunks(bundle: BuiltChunks, root: string, tree: readonly TreeRoute[]): RouteChunk[] {
  const byFile = new Map(tree.map((route) => [route.file, route]));
  const found: RouteChunk[] = [];
  for (const [fileName, output] of Object.entries(bundle)) {
    if (output.type !== 'chunk') continue;
    // By the modules in it, not by the chunk's facade: a route's split module may share its chunk with others.
    for (const id of output.moduleIds) {
      const [path, query = ''] = id.split('?');
      const file = relative(`${root}/src/routes`, path ?? '').replace(/\.tsx?$/, '');
      if (file.startsWith('..') || !query.includes('tsr-split')) continue;
      const route = byFile.get(file);
      if (!route) throw new Error(`route preload: src/routes/${file} is split but not in the route tree`);
      found.push({ id: route.id, chunk: fileName, pattern: pathPattern(route.fullPath) });
    }
  }
  return found;
}

/** The route tree of the project at `root`, as the router plugin last generated it. */
export function projectRouteTree(root: string): TreeRoute[] {
  return readRouteTree(readFileSync(`${root}/src/routeTree.gen.ts`, 'utf8'));
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
