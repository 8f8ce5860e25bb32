import type { Plugin } from 'vite';

/**
 * Mantine's CSS per component, by itself: in a build, every class-name module of @mantine/core
 * (`esm/…/<Name>/<Name>.module.mjs`, one per stylesheet in `@mantine/core/styles/`) imports `@mantine/core/styles/<Name>.layer.css`. A component's
 * CSS so goes into the chunk its JavaScript goes into, after the CSS of the components it is built on (a
 * module's imports come first), and a lazy screen brings the CSS of what it renders. The `.layer` files keep
 * every Mantine rule in the `mantine` cascade layer, under the portal's own CSS modules, whatever order lazy
 * chunks load in (as when the whole sheet came first). The global sheets are imported by src/main.tsx.
 *
 * The development server pre-bundles @mantine/core (no transform reaches it), so there main.tsx gets the
 * whole layered sheet instead.
 */
export const CLASSES = /\/@mantine\/core\/esm\/(?:.+\/)?([A-Za-z]+)\/\1\.module\.mjs$/;
const ENTRY = /\/src\/main\.tsx$/;

export function mantineCssPerComponent(): Plugin[] {
  return [
    {
      name: 'portal:mantine-css-per-component',
      apply: 'build',
      enforce: 'pre',
      transform(code, id) {
        const name = CLASSES.exec(id.split('?')[0] ?? id)?.[1];
        return name ? { code: `import '@mantine/core/styles/${name}.layer.css';\n${code}`, map: null } : null;
      },
    },
    {
      name: 'portal:mantine-css-whole-in-dev',
      apply: 'serve',
      enforce: 'pre',
      transform(code, id) {
        return ENTRY.test(id) ? { code: `import '@mantine/core/styles.layer.css';\n${code}`, map: null } : null;
      },
    },
  ];
}
