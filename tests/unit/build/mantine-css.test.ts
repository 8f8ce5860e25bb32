import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLASSES, mantineSheetFor } from '../../../vite/mantine-css';

const core = join(process.cwd(), 'node_modules/@mantine/core');

function classModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? classModules(join(dir, entry.name))
      : entry.name.endsWith('.module.mjs')
        ? [join(dir, entry.name)]
        : [],
  );
}

// vite/mantine-css.ts gives each Mantine component its stylesheet by the path of its class-name module: a
// Mantine upgrade that moves them must not leave a component without its CSS.
describe('Mantine CSS per component', () => {
  const modules = classModules(join(core, 'esm'));

  it('finds the stylesheet of every class-name module of @mantine/core', () => {
    expect(modules.length).toBeGreaterThan(90);
    const missing = modules.filter((file) => {
      const name = CLASSES.exec(file)?.[1];
      return !name || !existsSync(join(core, 'styles', `${name}.layer.css`));
    });
    expect(missing.map((file) => relative(core, file))).toEqual([]);
  });

  it('leaves no component stylesheet without its module (only the three global sheets)', () => {
    const named = new Set(modules.map((file) => CLASSES.exec(file)?.[1]));
    const sheets = readdirSync(join(core, 'styles'))
      .filter((file) => file.endsWith('.layer.css'))
      .map((file) => file.replace('.layer.css', ''));
    expect(sheets.filter((sheet) => !named.has(sheet)).sort()).toEqual(['baseline', 'default-css-variables', 'global']);
  });
});

describe('Mantine charts and dates CSS', () => {
  it('gives the class-name modules of @mantine/charts and @mantine/dates their package sheet', () => {
    for (const pkg of ['charts', 'dates']) {
      const root = join(process.cwd(), 'node_modules/@mantine', pkg);
      const modules = classModules(join(root, 'esm'));
      expect(modules.length).toBeGreaterThan(0);
      for (const file of modules) expect(mantineSheetFor(file)).toBe(`@mantine/${pkg}/styles.layer.css`);
      expect(existsSync(join(root, 'styles.layer.css'))).toBe(true);
    }
  });

  it('keeps the per-component sheet for @mantine/core and nothing for other modules', () => {
    expect(mantineSheetFor('/x/node_modules/@mantine/core/esm/components/Table/Table.module.mjs')).toBe(
      '@mantine/core/styles/Table.layer.css',
    );
    expect(mantineSheetFor('/x/node_modules/recharts/es6/index.js')).toBeNull();
  });
});
