import { describe, expect, it } from 'vitest';
import { moduleOf } from '../../bench/paint-modules.mjs';

// bench:paint's traces name the modules that ran by the build's source maps (tests/bench/paint-modules.mjs).
describe('moduleOf', () => {
  it('names a package by its name, scoped or not, wherever its node_modules is', () => {
    expect(moduleOf('../../node_modules/@mantine/core/esm/core/Box/Box.mjs')).toBe('@mantine/core');
    expect(moduleOf('../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(moduleOf('node_modules/a/node_modules/@b/c/index.js')).toBe('@b/c');
  });

  it("names a file of the portal's own by its path", () => {
    expect(moduleOf('../../src/features/batches/load-batch-editor.ts')).toBe(
      'src/features/batches/load-batch-editor.ts',
    );
  });
});
