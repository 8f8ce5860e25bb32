import { describe, expect, it } from 'vitest';
import { firstRouteTable, routePattern } from '../../vite/route-preload';

// vite/route-preload.ts matches the address against TanStack's file routes to preload the first route's chunks.
describe('routePattern', () => {
  const matches = (file: string, path: string) => new RegExp(routePattern(file)).test(path);

  it('drops pathless layouts and index', () => {
    expect(matches('_public/login', '/login')).toBe(true);
    expect(matches('_app/index', '/')).toBe(true);
    expect(matches('_app/index', '/profile')).toBe(false);
    expect(matches('_app/profile', '/profile')).toBe(true);
  });

  it('matches one segment for a $param, and escapes the rest', () => {
    expect(matches('account-login/accounts-data/$email', '/account-login/accounts-data/a%40b.com')).toBe(true);
    expect(matches('account-login/accounts-data/$email', '/account-login/accounts-data/a/b')).toBe(false);
    expect(matches('update-password', '/update-password')).toBe(true);
    expect(matches('update-password', '/update-passwordX')).toBe(false);
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
  // A build whose common chunks were copied into their readers: the home route's split module shares its chunk
  // with what it uses, so the chunk has no route facade to be found by.
  const bundle = {
    'index.js': chunk('index.js', ['src/main.tsx'], ['main.js']),
    'main.js': chunk('main.js', ['src/router.tsx', 'src/routes/_app/index.tsx']),
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
  };

  it('finds a route by the split module in its chunk, with its layout, their imports and CSS, not the first load', () => {
    const { files, table } = firstRouteTable(bundle as never, root, 'index.js');
    const home = table.find(([pattern]) => new RegExp(pattern).test('/'));
    expect(home?.[1].map((i) => files[i]).sort()).toEqual(['Menu.css', 'Menu.js', 'app.css', 'app.js', 'home.js']);
  });
});
