/**
 * The host of the platform's public pages (a batch's `{host}/p/{short_code}/b/{slug}`: the Preview, the QR code).
 * - Mock modes (`npm start`, `npm run dev:msw`, the e2e build): the portal's own origin, where the mock world serves
 *   the batch's public page from its records (mocks/world/public-page.ts).
 * - A real backend (`npm run dev` with VITE_API_URL, or a production build): `VITE_PUBLIC_URL`, the platform's public
 *   host (for example https://trace.example), else the portal's own origin.
 */
export interface PublicHostEnv {
  readonly DEV?: boolean;
  readonly VITE_API_URL?: string;
  readonly VITE_MSW?: string;
  readonly VITE_REPLAY?: string;
  readonly VITE_PUBLIC_URL?: string;
}

const buildEnv: PublicHostEnv = {
  DEV: import.meta.env.DEV,
  VITE_API_URL: import.meta.env.VITE_API_URL as string | undefined,
  VITE_MSW: import.meta.env.VITE_MSW as string | undefined,
  VITE_REPLAY: import.meta.env.VITE_REPLAY as string | undefined,
  VITE_PUBLIC_URL: import.meta.env.VITE_PUBLIC_URL as string | undefined,
};

/** Whether the mock world answers (and serves the public pages): in-page MSW, the e2e build, or dev without a backend. */
export function mockWorldServes(env: PublicHostEnv = buildEnv): boolean {
  return env.VITE_MSW === 'true' || env.VITE_REPLAY === 'true' || (Boolean(env.DEV) && !env.VITE_API_URL);
}

/** The public pages' host, without a trailing slash: the configured platform host, or `origin` (the portal's). */
export function publicHost(origin: string, env: PublicHostEnv = buildEnv): string {
  const configured = env.VITE_PUBLIC_URL?.trim() ?? '';
  const host = !mockWorldServes(env) && /^https?:\/\/[^/]/i.test(configured) ? configured : origin;
  return host.replace(/\/+$/, '');
}
