// The browser build of tus-js-client (XMLHttpRequest and Blob slicing), named explicitly so that
// every environment (the app and jsdom tests alike) gets it: its types are the package's own.
declare module 'tus-js-client/lib.esm/browser/index.js' {
  export * from 'tus-js-client';
}
