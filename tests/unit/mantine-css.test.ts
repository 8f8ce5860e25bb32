import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLASSES } from '../../vite/mantine-css';

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
