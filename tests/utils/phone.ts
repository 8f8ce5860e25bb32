/**
 * Runs `test` as on a phone: every `max-width` media query matches (the screens' `useMediaQuery`), then puts the
 * desktop's matchMedia back, whatever happened.
 */
export async function onAPhone(test: () => Promise<void>): Promise<void> {
  const desktop = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...desktop(query),
    matches: query.includes('max-width'),
  })) as typeof window.matchMedia;
  try {
    await test();
  } finally {
    window.matchMedia = desktop;
  }
}
