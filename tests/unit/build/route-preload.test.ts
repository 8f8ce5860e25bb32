import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstRouteTable, pathPattern, readRouteTree, type TreeRoute } from '../../../vite/route-preload';

// vite/route-preload.ts preloads the first route's chunks, matching the address against the generated route tree.
describe('readRouteTree', () => {
  const tree = readRouteTree(readFileSync('src/routeTree.gen.ts', 'utf8'));
  const route = (id: string) => tree.find((r) => r.id === id);

  it('reads every route of the generated tree with its file, full path and parent', () => {
    expect(route('/_public/login')).toEqual({
      id: '/_public/login',
      fullPath: '/login',
      file: '_public/login',
      parent: '/_public',
    });
    expect(route('/_app/')).toMatchObject({ fullPath: '/', file: '_app/index', parent: '/_app' });
    expect(route('/_app')).toMatchObject({ file: '_app', parent: undefined });
  });

  it('takes the nesting the tree gives, not the file name: a dotted file under its layout', () => {
    expect(route('/_app/batches/$batchId')).toMatchObject({
      fullPath: '/batches/$batchId',
      file: '_app/batches.$batchId',
      parent: '/_app',
    });
  });

  it('fails on a file that declares no routes', () => {
    expect(() => readRouteTree('export const x = 1;')).toThrow(/no routes/);
  });
});

describe('pathPattern', () => {
  const matches = (fullPath: string, path: string) => new RegExp(pathPattern(fullPath)).test(path);

  it('matches the full path, with an optional trailing slash', () => {
    expect(matches('/', '/')).toBe(true);
    expect(matches('/', '/profile')).toBe(false);
    expect(matches('/plans/', '/plans')).toBe(true);
    expect(matches('/update-password', '/update-password')).toBe(true);
    expect(matches('/update-password', '/update-passwordX')).toBe(false);
  });

  it('matches one segment for a param, and escapes the rest', () => {
    expect(matches('/account-login/accounts-data/$email', '/account-login/accounts-data/a%40b.com')).toBe(true);
    expect(matches('/account-login/accounts-data/$email', '/account-login/accounts-data/a/b')).toBe(false);
    expect(matches('/files/report.$id', '/files/reportX1')).toBe(false);
  });

  it('matches the rest for a splat, an optional segment for an optional param, a part for a braced param', () => {
    expect(matches('/docs/$', '/docs/a/b/c')).toBe(true);
    expect(matches('/docs/$', '/docs')).toBe(true);
    expect(matches('/posts/{-$lang}/list', '/posts/list')).toBe(true);
    expect(matches('/posts/{-$lang}/list', '/posts/fr/list')).toBe(true);
    expect(matches('/files/{$name}.pdf', '/files/coa.pdf')).toBe(true);
    expect(matches('/files/{$name}.pdf', '/files/coa.png')).toBe(false);
  });
});

describe('firstRouteTable', () => {
  const root = '/repo';
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = []) => ({
    type: 'chunk' as const,
    fileName,
    moduleIds: moduleIds.map((id) => `${root}/${id}`),
    imports,
    isDynamicEntry: false,
    facadeModuleId: null,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
  });
  const tree: TreeRoute[] = [
    { id: '/_app', fullPath: '/', file: '_app', parent: undefined },
    { id: '/_app/', fullPath: '/', file: '_app/index', parent: '/_app' },
    { id: '/_app/batches/$batchId', fullPath: '/batches/$batchId', file: '_app/batches.$batchId', parent: '/_app' },
    { id: '/_app/batches/create', fullPath: '/batches/create', file: '_app/batches.create', parent: '/_app' },
    { id: '/_public', fullPath: '/', file: '_public', parent: undefined },
    { id: '/_public/login', fullPath: '/login', file: '_public/login', parent: '/_public' },
  ];
  // A build whose common chunks were copied into their readers: the home route's split module shares its chunk
  // with what it uses, so the chunk has no route facade to be found by.
  const bundle = {
    'index.js': chunk('index.js', ['src/main.tsx'], ['main.js']),
    'main.js': chunk('main.js', ['src/router.tsx', 'src/routes/_public/login.tsx']),
    'app.js': chunk(
      'app.js',
      ['src/routes/_app.tsx?tsr-split=component---loader'],
      ['main.js', 'Menu.js'],
      ['app.css'],
    ),
    'Menu.js': chunk('Menu.js', ['node_modules/@mantine/core/esm/components/Menu/Menu.mjs'], ['main.js'], ['Menu.css']),
    'home.js': chunk('home.js', [
      'src/features/home/home.tsx',
      'src/routes/_app/index.tsx?tsr-split=component---loader',
    ]),
    'batch.js': chunk('batch.js', ['src/routes/_app/batches.$batchId.tsx?tsr-split=component']),
    'create.js': chunk('create.js', ['src/routes/_app/batches.create.tsx?tsr-split=component']),
  };
  const { files, table } = firstRouteTable(bundle as never, root, 'index.js', tree);
  const fetched = (path: string) =>
    table
      .find(([pattern]) => new RegExp(pattern).test(path))?.[1]
      .map((i) => files[i])
      .sort();

  it('finds a route by the split module in its chunk, with its layout, their imports and CSS, not the first load', () => {
    expect(fetched('/')).toEqual(['Menu.css', 'Menu.js', 'app.css', 'app.js', 'home.js']);
  });

  it('leaves out a route whose code is in the first load, and lets a static segment win over a param', () => {
    expect(fetched('/login')).toBeUndefined();
    expect(fetched('/batches/create')).toContain('create.js');
    expect(fetched('/batches/BAT1')).toContain('batch.js');
  });

  it('fails on a split route the tree does not hold', () => {
    const stray = { ...bundle, 'x.js': chunk('x.js', ['src/routes/_app/gone.tsx?tsr-split=component']) };
    expect(() => firstRouteTable(stray as never, root, 'index.js', tree)).toThrow(/not in the route tree/);
  });
});
