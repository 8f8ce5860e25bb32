import { useEffect, useState } from 'react';

type CountryModule = typeof import('country-state-city');

export interface Option {
  readonly value: string;
  readonly label: string;
}

export interface CountryData {
  readonly countries: readonly Option[];
  statesOf(country: string): Option[];
  citiesOf(country: string, state: string): Option[];
}

let pending: Promise<CountryData> | null = null;

/**
 * Countries, states and cities from the country-state-city package, loaded on first use with a
 * dynamic import: the data (megabytes) is a chunk of its own, never in the initial bundle.
 */
export function loadCountryData(): Promise<CountryData> {
  pending ??= import('country-state-city').then(toCountryData, (error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

function toCountryData({ Country, State, City }: CountryModule): CountryData {
  return {
    countries: Country.getAllCountries().map((c) => ({ value: c.isoCode, label: c.name })),
    statesOf: (country) => State.getStatesOfCountry(country).map((s) => ({ value: s.isoCode, label: s.name })),
    citiesOf: (country, state) =>
      unique(City.getCitiesOfState(country, state).map((c) => c.name)).map((name) => ({ value: name, label: name })),
  };
}

function unique(names: string[]): string[] {
  return [...new Set(names)];
}

/** The country data once loaded (null until then, or when the chunk failed to load: `failed`). */
export function useCountryData(): { data: CountryData | null; failed: boolean } {
  const [state, setState] = useState<{ data: CountryData | null; failed: boolean }>({ data: null, failed: false });
  useEffect(() => {
    let live = true;
    loadCountryData().then(
      (data) => live && setState({ data, failed: false }),
      () => live && setState({ data: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
