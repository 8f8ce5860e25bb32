import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { WORLD_LINK_QUESTION } from '../../mocks/world/link';
import { LOCAL_KEYS } from '../../src/lib/storage';
import { seededSession, type SeedOptions } from '../../test-support/seeded-session';

/**
 * A world link (`?world=`, `?latency=`, `?faults=`) opened with no referrer asks before it changes the world
 * (mocks/world/link.ts): the suite opens such links directly, and says yes. Any other dialog is dismissed, as
 * Playwright does when nothing listens, unless the test listens for dialogs itself.
 */
export function acceptWorldLinks(target: BrowserContext | Page): void {
  target.on('dialog', (dialog) => {
    if (dialog.type() === 'confirm' && dialog.message().startsWith(WORLD_LINK_QUESTION))
      void dialog.accept().catch(() => undefined);
    else {
      // Playwright's pages and contexts are event emitters, though their types do not say so.
      const count = (emitter: unknown) =>
        (emitter as { listenerCount?: (event: string) => number } | undefined)?.listenerCount?.('dialog') ?? 0;
      const page = dialog.page();
      if (count(page) + count(page?.context()) <= 1) void dialog.dismiss().catch(() => undefined);
    }
  });
}

/**
 * `test` with the world links' question answered yes (acceptWorldLinks), and two guards over every tab of its context:
 * - any request that Prism rejects as breaking the contract (its `sl-violations` header names a request violation, or
 *   it answers 422 for an invalid request), and any answer of the mock world that breaks it, fails the test that made it;
 * - any breach of the content security policy the build is served with (vite/security-headers.ts) that the page reports
 *   (a `securitypolicyviolation` event: an inline script, a style, an image or a call the policy does not allow) fails it.
 */
export const test = base.extend<{
  contract: { violations: string[] };
  policy: { violations: string[] };
  worldLinks: null;
}>({
  worldLinks: [
    async ({ context }, use) => {
      acceptWorldLinks(context);
      await use(null);
    },
    { auto: true },
  ],
  policy: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeFunction('__portalPolicyViolation', (text: string) => void violations.push(text));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __portalPolicyViolation: (text: string) => void })
            .__portalPolicyViolation;
          report(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${location.pathname} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
          );
        });
      });
      await use({ violations });
      expect(violations, 'breaches of the content security policy').toEqual([]);
    },
    { auto: true },
  ],
  contract: [
    async ({ context }, use, testInfo) => {
      // Each test has a world of its own, from the seed (mocks/world/registry.ts: one world per cookie), so tests
      // running side by side never see each other's changes.
      const base = testInfo.project.use.baseURL ?? 'http://127.0.0.1:4173';
      const world = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
      await context.addCookies([{ name: 'portal-world', value: world, url: base }]);
      const violations: string[] = [];
      // Every tab of the test's context is guarded, not only its first page.
      context.on('response', async (response) => {
        const url = response.url();
        if (!/\/(api|ext)\//.test(url)) return;
        const header = await response.headerValue('sl-violations').catch(() => null);
        const request = header
          ? (JSON.parse(header) as { location?: string[]; message?: string }[]).filter(
              (v) => v.location?.[0] === 'request',
            )
          : [];
        if (request.length > 0)
          violations.push(
            `${response.request().method()} ${url}: ${request.map((v) => `${v.location?.join('.')} ${v.message}`).join('; ')}`,
          );
        if (response.status() === 422) violations.push(`${response.request().method()} ${url}: Prism answered 422`);
        // The world's answers are checked too: by Prism (a response violation) and by the world itself (a 500 naming
        // the operation and its fields).
        const answer = header
          ? (JSON.parse(header) as { location?: string[]; message?: string }[]).filter(
              (v) => v.location?.[0] !== 'request',
            )
          : [];
        if (answer.length > 0)
          violations.push(
            `${url}: the answer breaks the contract: ${answer.map((v) => `${v.location?.join('.')} ${v.message}`).join('; ')}`,
          );
        if (response.status() === 500) {
          const text = await response.text().catch(() => '');
          if (text.includes('World contract breach')) violations.push(`${url}: ${text}`);
        }
      });
      await use({ violations });
      expect(violations, 'requests that break the contract').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export { motionDone } from '../../test-support/motion';

/** A signed-in, OTP-verified session as a previous visit would have left it, so a journey can start inside the portal. */
export async function seedSession(page: Page, options: SeedOptions = {}) {
  const base = test.info().project.use.baseURL ?? 'http://127.0.0.1:4173';
  await page.context().addCookies([{ name: 'portal_token', value: 'e2e-token', url: base }]);
  await page.addInitScript((session) => {
    // Once per tab: a later reload (after a sign-out) must not sign the user back in.
    if (sessionStorage.getItem('e2e.seeded')) return;
    sessionStorage.setItem('e2e.seeded', '1');
    localStorage.setItem('portal.session', JSON.stringify({ ...session, expiresAt: Date.now() + 3_600_000 }));
  }, seededSession(options));
}

/**
 * The subscription the header's switcher would select, as the session keeps it: the next load opens on it (the home
 * at / is each subscription's own dashboard). The page must be on the portal's origin.
 */
export async function selectSubscription(page: Page, subscription: string): Promise<void> {
  await page.evaluate(
    ({ type, keys }) => {
      localStorage.setItem(keys.selectedSubscription, JSON.stringify(type));
      const session = JSON.parse(localStorage.getItem(keys.session) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(keys.session, JSON.stringify({ ...session, selectedSubscription: type }));
    },
    { type: subscription, keys: LOCAL_KEYS },
  );
}

/**
 * The code an individual's authenticator shows now, as the World tab lists it (`GET /__world/state`), or any six
 * digits where the world takes any (an email it does not know, an authenticator not set up, examples only).
 */
export async function currentCode(page: Page, email: string): Promise<string> {
  const state = await page.request.get('/__world/state').catch(() => undefined);
  const individuals = state?.ok()
    ? ((await state.json()) as { individuals?: { email: string; code?: string }[] }).individuals
    : undefined;
  return individuals?.find((i) => i.email.toLowerCase() === email.toLowerCase())?.code ?? '492817';
}

/**
 * Signs in on /login with an email and a password, then the one-time code (the authenticator's current code for an
 * individual the world knows, any six digits otherwise) and Verify. `atCode`: what must hold at the code step before
 * the code is entered (setup mode's QR code, say).
 */
export async function signInWithCode(page: Page, email: string, password: string, atCode?: () => Promise<void>) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await atCode?.();
  await page.getByLabel('Verification code').fill(await currentCode(page, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Signed in once the code step is left: a navigation before that would cut the verification short.
  await expect(page).not.toHaveURL(/\/verify-otp/);
}

/**
 * The copy of the page painted from HTML before the app runs (vite/first-paint.ts: /login and the catalogue home),
 * until the app's first commit replaces it.
 */
export const paintedCopy = (page: Page) => page.locator('#root > [data-first-paint]');
