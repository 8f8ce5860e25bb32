/**
 * The folder the portal is served from: `/` everywhere but a static demo built for a host that serves it under one
 * (`npm run build:demo -- --base /demo/`: docs/deploy-demo.md). The router's addresses are the app's own (`/login`);
 * what leaves the router (a full page load, a return address for a payment or a sign-on, a link opened in a new tab)
 * goes through these.
 */
export const BASE_PATH: string = import.meta.env.BASE_URL;
/**
 * Whether this build is for a folder. False in every root build (the production one): a use guarded by it, in the
 * first load, is folded away by the minifier, so that the production build stays as it was.
 */
export const IN_FOLDER: boolean = import.meta.env.BASE_URL !== '/';

/** A page's path as the app's routes name it: `/demo/login` is `/login`. */
export function appPath(pathname: string, base = BASE_PATH): string {
  return base !== '/' && pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
}

/** The address the app is served from, without a trailing slash: the origin, and the folder when there is one. */
export function appOrigin(origin: string = window.location.origin, base = BASE_PATH): string {
  return `${origin}${base.replace(/\/+$/, '')}`;
}

/** A full address of one of the app's pages (`/login` under `/demo/` is `/demo/login`), for a plain link. */
export function appHref(path: string, base = BASE_PATH): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}
