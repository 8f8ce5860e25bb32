import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { convert, readSources, type CitiesByCountry, type Places } from './places.ts';

/**
 * The location form's data as modules of the build, made at build time from CLDR and GeoNames (vite/places.ts,
 * docs/adr/0017-places-from-cldr-and-geonames.md): `virtual:places` holds the countries and their states (a chunk
 * of its own, loaded when a location form opens), and one module per country holds the city names of its states as
 * the form offers them (sorted by name, each name once). `virtual:city-loaders` maps a country code to the import of
 * its module, so picking a state loads that country's cities only (the largest is the United States: budget
 * `city-*`) and nothing goes over the network but the build's own files. The build ships NOTICE, the data's
 * attributions, as /third-party-notices.txt.
 */
const LOADERS = 'virtual:city-loaders';
/** The countries and states; resolved beside the cities' modules, so that its chunk is named `places`. */
const PLACES = 'virtual:places';
const PLACES_ID = '\0virtual:cities/places';
/** A country's module, `virtual:cities/city-US`: its chunk is named `city-US` (the budget's `city-*`). */
const COUNTRY = 'virtual:cities/city-';

/** The data's attributions and licences (CC BY 4.0 asks for them with the data), shipped beside index.html. */
const NOTICE = new URL('../NOTICE', import.meta.url);
export const NOTICE_FILE = 'third-party-notices.txt';

/** JSON.parse of a string is faster to start than the same object literal. */
const jsonModule = (value: unknown) => `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;

export function cityChunks(): Plugin {
  let data: { places: Places; cities: CitiesByCountry } | undefined;
  const load = () => (data ??= convert(readSources()));
  return {
    name: 'portal:city-chunks',
    resolveId(id) {
      if (id === PLACES) return PLACES_ID;
      if (id === LOADERS || id.startsWith(COUNTRY)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${LOADERS}`) {
        const entries = [...load().cities.keys()]
          .sort()
          .map((code) => `  ${JSON.stringify(code)}: () => import(${JSON.stringify(`${COUNTRY}${code}`)}),`);
        return `export const cityLoaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (id === PLACES_ID) return jsonModule(load().places);
      if (id.startsWith(`\0${COUNTRY}`)) return jsonModule(load().cities.get(id.slice(COUNTRY.length + 1)) ?? {});
      return undefined;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: NOTICE_FILE, source: readFileSync(NOTICE, 'utf8') });
    },
  };
}
