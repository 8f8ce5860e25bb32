/**
 * The mock modes: a dev server (`npm start` on Prism, `npm run dev:msw`) or the e2e build. Never true in
 * `npm run build`: a branch it guards is dropped from the production bundle (tests/bench/bundle-size.mjs checks that
 * no mock code, address or token is left there; docs/security.md).
 */
export const MOCK_MODES: boolean =
  import.meta.env.DEV || import.meta.env.VITE_REPLAY === 'true' || import.meta.env.VITE_MSW === 'true';
