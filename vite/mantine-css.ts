import type { Plugin } from 'vite';

/**
 * Mantine's CSS per component, by itself: in a build, every class-name module of @mantine/core
 * (`esm/…/<Name>/<Name>.module.mjs`, one per stylesheet in `@mantine/core/styles/`) imports `@mantine/core/styles/<Name>.layer.css`. A component's
 * CSS so comes with its JavaScript, after the CSS of the components it is built on (a module's imports come first):
 * the first load's components in the entry's stylesheet, the others in the lazy screens' one sheet (the `styles`
 * chunk group in vite.config.ts). The `.layer` files keep
 * every Mantine rule in the `mantine` cascade layer, under the portal's own CSS modules, whatever order lazy
 * chunks load in (as when the whole sheet came first). The global sheets are imported by src/main.tsx.
 *
 * The development server pre-bundles @mantine/core (no transform reaches it), so there main.tsx gets the
 * whole layered sheet instead.
 */
export const CLASSES = /\/@mantine\/core\/esm\/(?:.+\/)?([A-Za-z]+)\/\1\.module\.mjs$/;
/**
 * @mantine/charts and @mantine/dates ship one sheet each (no per-component files): any of their class-name
 * modules brings its package's whole layered sheet, so the sheet lands in the lazy chunk that draws a chart or a
 * date picker, never in the initial one.
 */
export const PACKAGE_CLASSES = /\/@mantine\/(charts|dates)\/esm\/.*\.module\.mjs$/;
const ENTRY = /\/src\/main\.tsx$/;

/** The stylesheet a Mantine class-name module needs, or null. */
export function mantineSheetFor(id: string): string | null {
  const path = id.split('?')[0] ?? id;
  const name = CLASSES.exec(path)?.[1];
  if (name) return `@mantine/core/styles/${name}.layer.css`;
  const pkg = PACKAGE_CLASSES.exec(path)?.[1];
  return pkg ? `@mantine/${pkg}/styles.layer.css` : null;
}

export function mantineCssPerComponent(): Plugin[] {
  return [
    {
      name: 'portal:mantine-css-per-component',
      apply: 'build',
      enforce: 'pre',
      transform(code, id) {
        const sheet = mantineSheetFor(id);
        return sheet ? { code: `import '${sheet}';\n${code}`, map: null } : null;
      },
    },
    {
      name: 'portal:mantine-css-whole-in-dev',
      apply: 'serve',
      enforce: 'pre',
      transform(code, id) {
        if (!ENTRY.test(id)) return null;
        const sheets = ['core', 'charts', 'dates'].map((pkg) => `import '@mantine/${pkg}/styles.layer.css';`);
        return { code: `${sheets.join('\n')}\n${code}`, map: null };
      },
    },
  ];
}
