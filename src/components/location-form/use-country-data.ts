import { useEffect, useState } from 'react';

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

type CityModule = typeof import('country-state-city/lib/city').default;

let places: Promise<Pick<CountryData, 'countries' | 'statesOf'>> | null = null;
let cities: Promise<CityModule> | null = null;

/** Loads once; a failed load may be tried again. */
function once<T>(start: () => Promise<T>, keep: (p: Promise<T> | null) => void): Promise<T> {
  const promise = start().catch((error: unknown) => {
    keep(null);
    throw error;
  });
  keep(promise);
  return promise;
}

/**
 * Countries and states from the country-state-city package, by dynamic import on first use: their data
 * is a chunk of its own (about 70 KiB gzip), never in the first load.
 */
export function loadPlaces() {
  return (
    places ??
    once(
      async () => {
        const [{ default: Country }, { default: State }] = await Promise.all([
          import('country-state-city/lib/country'),
          import('country-state-city/lib/state'),
        ]);
        return {
          countries: Country.getAllCountries().map((c) => ({ value: c.isoCode, label: c.name })),
          statesOf: (country: string) =>
            State.getStatesOfCountry(country).map((s) => ({ value: s.isoCode, label: s.name })),
        };
      },
      (p) => (places = p),
    )
  );
}

/** The world's cities are megabytes: loaded only once a state has been chosen. */
export function loadCities() {
  return (
    cities ??
    once(
      () => import('country-state-city/lib/city').then((m) => m.default),
      (p) => (cities = p),
    )
  );
}

function citiesOf(City: CityModule | null) {
  return (country: string, state: string): Option[] =>
    City
      ? [...new Set(City.getCitiesOfState(country, state).map((c) => c.name))].map((name) => ({
          value: name,
          label: name,
        }))
      : [];
}

/**
 * The country data once loaded (null until then, or when the chunk failed to load: `failed`). The cities
 * follow when `wantCities` turns true (a state is chosen); until then `citiesOf` answers nothing.
 */
export function useCountryData(wantCities = false): { data: CountryData | null; failed: boolean } {
  const [state, setState] = useState<{ places: Awaited<ReturnType<typeof loadPlaces>> | null; failed: boolean }>({
    places: null,
    failed: false,
  });
  const [City, setCity] = useState<CityModule | null>(null);
  useEffect(() => {
    let live = true;
    loadPlaces().then(
      (loaded) => live && setState({ places: loaded, failed: false }),
      () => live && setState({ places: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (!wantCities) return;
    let live = true;
    loadCities().then(
      (loaded) => live && setCity(() => loaded),
      () => undefined, // the city stays a text field
    );
    return () => {
      live = false;
    };
  }, [wantCities]);
  const data = state.places ? { ...state.places, citiesOf: citiesOf(City) } : null;
  return { data, failed: state.failed };
}
