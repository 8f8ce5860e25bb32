/**
 * The provider's side of the mock checkout (mock modes only): Pay tells the mock world that the session is paid, as
 * the provider tells the backend, before the page returns to the success address. Until then a return with that
 * session is not paid. src/main.tsx puts the world's call in (the app never imports the mocks); elsewhere (a
 * production build, which has no mock checkout, or Prism's examples alone) nothing is told.
 */
export const mockProvider = {
  pay(session: string): Promise<void> {
    void session;
    return Promise.resolve();
  },
};
