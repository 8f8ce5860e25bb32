import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, withCompileHint } from '../../../vite/compile-hints';

describe('the compile hint', () => {
  it('is the first line of a chunk, once', () => {
    expect(withCompileHint('const a=1;')).toBe(`${COMPILE_HINT}\nconst a=1;`);
    expect(withCompileHint(withCompileHint('const a=1;'))).toBe(`${COMPILE_HINT}\nconst a=1;`);
  });

  it('is put on every chunk, after what Vite writes at the top, and on no asset', () => {
    const plugin = compileHints();
    const hook = plugin.generateBundle as { order: string; handler: (o: unknown, b: unknown) => void };
    expect(hook.order).toBe('post');
    const bundle = {
      'assets/main.js': { type: 'chunk', code: 'const __vite__mapDeps=0;' },
      'assets/main.css': { type: 'asset', source: 'a{}' },
    };
    hook.handler({}, bundle);
    expect(bundle['assets/main.js'].code.startsWith(`${COMPILE_HINT}\nconst __vite__mapDeps`)).toBe(true);
    expect(bundle['assets/main.css']).toEqual({ type: 'asset', source: 'a{}' });
  });

  it("moves a chunk's source map down by the hint's line, once", () => {
    const plugin = compileHints();
    const hook = plugin.generateBundle as { handler: (o: unknown, b: unknown) => void };
    const chunk = { type: 'chunk', fileName: 'assets/a.js', code: 'const a=1;', map: { mappings: 'AAAA' } };
    const file = { type: 'asset', source: JSON.stringify({ version: 3, mappings: 'AAAA' }) };
    const bundle = { 'assets/a.js': chunk, 'assets/a.js.map': file };
    hook.handler({}, bundle);
    hook.handler({}, bundle);
    expect(chunk.code).toBe(`${COMPILE_HINT}\nconst a=1;`);
    expect(chunk.map.mappings).toBe(';AAAA');
    expect(JSON.parse(file.source)).toEqual({ version: 3, mappings: ';AAAA' });
  });
});
