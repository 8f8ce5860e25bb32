import { useEffect, useState } from 'react';
import { cityLoaders } from 'virtual:city-loaders';

export interface Option {
  readonly value: string;
  readonly label: string;
}

export interface CountryData {
  readonly countries: readonly Option[];
  statesOf(country: string): Option[];
  /** The cities of a state; empty until the city list has arrived (the form offers a text field meanwhile). */
  citiesOf(country: string, state: string): Option[];
}

/** The city names of each state of one country (vite/city-chunks.ts, from GeoNames). */
type CitiesOfStates = Readonly<Record<string, readonly string[]>>;

let places: Promise<Pick<CountryData, 'countries' | 'statesOf'>> | null = null;
const cities = new Map<string, Promise<CitiesOfStates>>();

/** Loads once; a failed load may be tried again. */
function once<T>(start: () => Promise<T>, keep: (p: Promise<T> | null) => void): Promise<T> {
  const promise = start().catch((error: unknown) => {
    keep(null);
    throw error;
  });
  keep(promise);
  return promise;
}

const option = ([value, label]: readonly [string, string]): Option => ({ value, label });

/**
 * Countries (ISO 3166-1) and their states (ISO 3166-2) with their English names from Unicode CLDR, by dynamic import
 * on first use: their data is a chunk of its own (vite/city-chunks.ts), never in the first load.
 */
export function loadPlaces() {
  return (
    places ??
    once(
      async () => {
        const { default: data } = await import('virtual:places');
        return {
          countries: data.countries.map(option),
          statesOf: (country: string) => (Object.hasOwn(data.states, country) ? data.states[country]! : []).map(option),
        };
      },
      (p) => (places = p),
    )
  );
}

/**
 * The cities of one country, loaded once a state of it has been chosen: the world's list is megabytes, so the
 * build splits it by country (vite/city-chunks.ts; the largest is the United States).
 */
export function loadCities(country: string): Promise<CitiesOfStates> {
  const known = cities.get(country);
  if (known) return known;
  const load = Object.hasOwn(cityLoaders, country) ? cityLoaders[country] : undefined;
  return once(
    () => (load ? load().then((m) => m.default) : Promise.resolve({})),
    (p) => (p ? cities.set(country, p) : cities.delete(country)),
  );
}

function citiesOf(loaded: { country: string; states: CitiesOfStates } | null) {
  return (country: string, state: string): Option[] =>
    loaded?.country === country ? (loaded.states[state] ?? []).map((name) => ({ value: name, label: name })) : [];
}

/**
 * The country data once loaded (null until then, or when the chunk failed to load: `failed`). The cities of
 * `cityCountry` follow once it is given (a state of it is chosen); until then `citiesOf` answers nothing.
 */
export function useCountryData(cityCountry: string | null = null): { data: CountryData | null; failed: boolean } {
  const [state, setState] = useState<{ places: Awaited<ReturnType<typeof loadPlaces>> | null; failed: boolean }>({
    places: null,
    failed: false,
  });
  const [loaded, setLoaded] = useState<{ country: string; states: CitiesOfStates } | null>(null);
  useEffect(() => {
    let live = true;
    loadPlaces().then(
      (done) => live && setState({ places: done, failed: false }),
      () => live && setState({ places: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (!cityCountry) return;
    let live = true;
    loadCities(cityCountry).then(
      (states) => live && setLoaded({ country: cityCountry, states }),
      () => undefined, // the city stays a text field
    );
    return () => {
      live = false;
    };
  }, [cityCountry]);
  const data = state.places ? { ...state.places, citiesOf: citiesOf(loaded) } : null;
  return { data, failed: state.failed };
}
