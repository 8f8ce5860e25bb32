import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import City from 'country-state-city/lib/city';
import { describe, expect, it } from 'vitest';
import { citiesByCountry, cityChunks } from '../../../vite/city-chunks';

const require = createRequire(import.meta.url);
const rows = JSON.parse(readFileSync(require.resolve('country-state-city/lib/assets/city.json'), 'utf8')) as Parameters<
  typeof citiesByCountry
>[0];
const table = citiesByCountry(rows);

describe('the city list split by country (vite/city-chunks.ts)', () => {
  it('offers the same cities, in the same order, as the package did for the whole world list', () => {
    const states = [
      ['US', 'AZ'],
      ['US', 'CA'],
      ['US', 'NY'],
      ['GB', 'ENG'],
      ['DE', 'BY'],
      ['FR', 'ARA'],
      ['IN', 'MH'],
      ['ES', 'LE'],
      ['IT', '25'],
      ['MX', 'JAL'],
      ['BR', 'SP'],
      ['CA', 'ON'],
      ['AU', 'NSW'],
      ['CN', 'GD'],
      ['JP', '13'],
      ['AD', '02'],
    ] as const;
    for (const [country, state] of states) {
      const before = [...new Set(City.getCitiesOfState(country, state).map((c) => c.name))];
      expect(before.length, `${country}-${state}`).toBeGreaterThan(0);
      expect(table.get(country)?.[state], `${country}-${state}`).toEqual(before);
    }
  });

  it('keeps every city of the world list', () => {
    const kept = [...table.values()]
      .flatMap((states) => Object.values(states))
      .reduce((n, names) => n + names.length, 0);
    const distinct = new Set(rows.map(([name, country, state]) => `${country}|${state}|${name}`)).size;
    expect(kept).toBe(distinct);
  });

  it('makes one module per country, none of them over 200 KiB gzip, and a loader for each', async () => {
    const plugin = cityChunks() as unknown as {
      resolveId(id: string): string | undefined;
      load(id: string): string | undefined;
    };
    const loaders = plugin.load(plugin.resolveId('virtual:city-loaders')!)!;
    expect(loaders).toContain('"US": () => import("virtual:cities/city-US")');
    expect(loaders.match(/import\(/g)).toHaveLength(table.size);
    const largest = Math.max(
      ...[...table.keys()].map(
        (code) => gzipSync(plugin.load(plugin.resolveId(`virtual:cities/city-${code}`)!)!).length,
      ),
    );
    expect(largest / 1024).toBeLessThan(200);
    const us = plugin.load('\0virtual:cities/city-US')!;
    expect(
      JSON.parse(JSON.parse(us.slice('export default JSON.parse('.length, -');\n'.length)) as string),
    ).toMatchObject({
      AZ: expect.arrayContaining(['Tempe', 'Phoenix']),
    });
  });
});
