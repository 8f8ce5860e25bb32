import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * country-state-city's world city list (lib/city.js: megabytes of JSON) split at build time
 * into one module per country, each holding the city names of its states as the location form offers them (sorted
 * by name as the package sorts them, each name once): `virtual:city-loaders` maps a country code to the import of its
 * module, so picking a state loads that country's cities only (the largest is the United States: budget `city-*`) and
 * nothing goes over the network but the build's own files.
 */
const LOADERS = 'virtual:city-loaders';
/** A country's module, `virtual:cities/city-US`: its chunk is named `city-US` (the budget's `city-*`). */
const COUNTRY = 'virtual:cities/city-';

type Row = [name: string, country: string, state: string, latitude: string, longitude: string];

/** The city names of each state of each country: { US: { CA: ['Acton', …] } }. */
export function citiesByCountry(rows: readonly Row[]): Map<string, Record<string, string[]>> {
  const byCountry = new Map<string, Record<string, string[]>>();
  for (const [name, country, state] of rows) {
    const states = byCountry.get(country) ?? {};
    (states[state] ??= []).push(name);
    byCountry.set(country, states);
  }
  // The package's order (its `compare`: by name with < and >, a stable sort), then each name once.
  for (const states of byCountry.values())
    for (const [state, names] of Object.entries(states))
      states[state] = [...new Set(names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))];
  return byCountry;
}

export function cityChunks(): Plugin {
  let table: Map<string, Record<string, string[]>> | undefined;
  const load = () => {
    if (!table) {
      const require = createRequire(import.meta.url);
      const file = require.resolve('country-state-city/lib/assets/city.json');
      table = citiesByCountry(JSON.parse(readFileSync(file, 'utf8')) as Row[]);
    }
    return table;
  };
  return {
    name: 'portal:city-chunks',
    resolveId(id) {
      if (id === LOADERS || id.startsWith(COUNTRY)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${LOADERS}`) {
        const entries = [...load().keys()]
          .sort()
          .map((code) => `  ${JSON.stringify(code)}: () => import(${JSON.stringify(`${COUNTRY}${code}`)}),`);
        return `export const cityLoaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${COUNTRY}`)) {
        const states = load().get(id.slice(COUNTRY.length + 1)) ?? {};
        // JSON.parse of a string is faster to start than the same object literal.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(states))});\n`;
      }
      return undefined;
    },
  };
}
