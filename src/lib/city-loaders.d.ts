// The location form's data, made at build time from CLDR and GeoNames (vite/city-chunks.ts, vite/places.ts).
declare module 'virtual:city-loaders' {
  /** By country code: the import of that country's module, the city names of each of its states. */
  export const cityLoaders: Readonly<
    Record<string, () => Promise<{ default: Readonly<Record<string, readonly string[]>> }>>
  >;
}

declare module 'virtual:places' {
  /** The countries ([ISO 3166-1 alpha-2 code, English name], by name) and, by country, its states. */
  const places: {
    readonly countries: readonly (readonly [code: string, name: string])[];
    /** [ISO 3166-2 code without the country ('AZ' of US-AZ), English name], by name. */
    readonly states: Readonly<Record<string, readonly (readonly [code: string, name: string])[]>>;
  };
  export default places;
}
