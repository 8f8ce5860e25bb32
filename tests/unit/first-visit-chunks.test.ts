import { describe, expect, it } from 'vitest';
import { firstVisitModules } from '../../vite/first-visit-chunks';

// vite/first-visit-chunks.ts reads, from a probe build, which modules a route's first visit loads beyond the entry.
describe('firstVisitModules', () => {
  const root = '/repo';
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) =>
    [fileName, { type: 'chunk' as const, imports, moduleIds: moduleIds.map((id) => `${root}/${id}`) }] as const;
  const isStyle = (id: string) => /\.css(\?|$)/.test(id);
  // The entry; the signed-in layout's chunk, which shares a query chunk with a signed-out page and the home;
  // the home, which shares the product list with the product page.
  const bundle = Object.fromEntries([
    chunk('index.js', ['src/main.tsx'], ['main.js']),
    chunk('main.js', ['src/router.tsx', 'node_modules/react/index.js']),
    chunk('_app.js', ['src/routes/_app.tsx?tsr-split=component', 'src/layout/shell.tsx'], ['main.js', 'query.js']),
    chunk('query.js', ['node_modules/@tanstack/react-query/useQuery.js', 'src/layout/shell.module.css']),
    chunk('register.js', ['src/routes/register.tsx?tsr-split=component'], ['main.js', 'query.js']),
    chunk(
      'home.js',
      ['src/routes/_app/index.tsx?tsr-split=component---loader', 'src/home/home.tsx'],
      ['main.js', 'query.js', 'list.js'],
    ),
    chunk('list.js', ['src/catalogue/product-list.tsx']),
    chunk('product.js', ['src/routes/_app/product.tsx?tsr-split=component', 'src/product.tsx'], ['list.js']),
  ]);
  const ids = (set: Set<string> | undefined) => [...(set ?? [])].map((id) => id.replace('/repo/', '')).sort();

  it('takes the chunks a route needs beyond the entry, and what they import, without stylesheets', () => {
    const found = firstVisitModules(bundle, root, 'index.js', [{ name: 'shell', route: '_app' }], isStyle);
    expect(ids(found.get('shell'))).toEqual([
      'node_modules/@tanstack/react-query/useQuery.js',
      'src/layout/shell.tsx',
      'src/routes/_app.tsx?tsr-split=component',
    ]);
  });

  it('leaves to the chunks before it what they took, and, alone, what another route needs too', () => {
    const found = firstVisitModules(
      bundle,
      root,
      'index.js',
      [
        { name: 'shell', route: '_app' },
        { name: 'home', route: '_app/index', alone: true },
      ],
      isStyle,
    );
    // Not the query chunk (the shell's), nor the product list (the product page's too).
    expect(ids(found.get('home'))).toEqual([
      'src/home/home.tsx',
      'src/routes/_app/index.tsx?tsr-split=component---loader',
    ]);
  });

  it('fails the build when a route has no split module', () => {
    expect(() => firstVisitModules(bundle, root, 'index.js', [{ name: 'gone', route: '_app/gone' }], isStyle)).toThrow(
      /no split module of src\/routes\/_app\/gone/,
    );
  });
});
