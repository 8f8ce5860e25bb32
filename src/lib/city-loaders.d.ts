// The per-country city modules the build makes from country-state-city's world list (vite/city-chunks.ts).
declare module 'virtual:city-loaders' {
  /** By country code: the import of that country's module, the city names of each of its states. */
  export const cityLoaders: Readonly<
    Record<string, () => Promise<{ default: Readonly<Record<string, readonly string[]>> }>>
  >;
}
