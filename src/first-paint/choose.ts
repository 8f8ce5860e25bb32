import { accessGate, headerHidden, initials } from '@/components/layout/menu-rules';
import { safeRedirect } from '@/session/rules';
import { isCatalogueSubscription } from '@/features/catalogue/catalogue-rules';
import type { SessionState } from '@/session/session-store';
import type { FirstPaintName } from './pages';

export interface FirstPaintChoice {
  readonly name: FirstPaintName;
  /** The signed-in individual's avatar letters (the copy is rendered for nobody in particular). */
  readonly initials?: string;
}

/**
 * Which copy the address shows before the app has run, by the app's own rules, or null when none fits
 * (the app then paints alone): /login (with its notice when it names where to go back to, as the guard sends a
 * visitor there); / signed out (the guard sends it to /login with that notice); / signed in, OTP
 * verified, with the header shown, past the access gates, for tracer or fastpass, of an organization (the bell),
 * no product chosen (the catalogue home as it is first drawn). Anything else, a copy could show what the app does not draw.
 */
export function chooseFirstPaint(
  location: { readonly pathname: string; readonly search: string },
  session: SessionState,
  signedIn: boolean,
): FirstPaintChoice | null {
  const path = location.pathname.replace(/(.)\/+$/, '$1');
  if (path === '/login') {
    const redirect = safeRedirect(new URLSearchParams(location.search).get('redirect') ?? undefined);
    return { name: redirect ? 'login-redirected' : 'login' };
  }
  if (path !== '/') return null;
  if (!signedIn) return { name: 'login-redirected' };
  const { individual, organization, selectedSubscription } = session;
  if (!session.otpVerified || headerHidden(individual)) return null;
  if (accessGate(organization ?? individual) !== 'open') return null;
  if (new URLSearchParams(location.search).has('product')) return null;
  if (!isCatalogueSubscription(selectedSubscription)) return null;
  // The copy has the notification bell, which an individual outside an organization does not.
  if (!individual?.organization_id) return null;
  return { name: `home-${selectedSubscription}`, initials: initials(individual) };
}
