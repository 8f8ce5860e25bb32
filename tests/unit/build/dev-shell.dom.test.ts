import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { devShell, devShellMarkup, withDevShell } from '../../../vite/dev-shell';
import { paintedCopy, renderInSlices } from '../../../src/first-paint/pages';

const INDEX = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');

/** index.html's body as the dev server sends it, with the shell's inline script run as the browser runs it. */
function served(path: string, session: unknown) {
  const html = withDevShell(INDEX);
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
  window.history.replaceState(null, '', path);
  if (session) localStorage.setItem('portal.session', JSON.stringify(session));
  else localStorage.removeItem('portal.session');
  new Function(document.querySelector('#root script')?.textContent ?? '')();
  return document.getElementById('root')!;
}

describe('the painted shell of the development modes (no blank page while the app loads)', () => {
  // The files of a worker share one document (isolate: false): the shell written here must not meet the next file's
  // screens (its loader is a second role="status").
  afterEach(() => {
    document.body.innerHTML = '';
    localStorage.removeItem('portal.session');
  });

  it('is inside #root with the brand and a loader named Loading, before the entry script', () => {
    const html = withDevShell(INDEX);
    const root = html.indexOf('<div id="root">');
    expect(root).toBeGreaterThan(0);
    expect(html.indexOf('Producer Portal', root)).toBeGreaterThan(root);
    expect(html.indexOf('role="status" aria-label="Loading"', root)).toBeGreaterThan(root);
    expect(html.indexOf('/src/main.tsx')).toBeGreaterThan(html.indexOf(devShellMarkup()));
    expect(html).not.toContain('<div id="root"></div>');
  });

  it('is a painted copy to the app: the app waits for the route, then its first commit replaces the shell', () => {
    const root = served('/login', null);
    const copy = paintedCopy(root);
    expect(copy).not.toBeNull();
    expect(copy?.hasAttribute('data-dev-shell')).toBe(true);
    // Rendered in slices over it, as over the production build's signed-in copies; it has no field to hand over.
    expect(renderInSlices(copy)).toBe(true);
    expect(root.querySelectorAll('input, button, a, textarea, select')).toHaveLength(0);
  });

  it("draws the signed-in frame's header for a signed-in address, the brand alone for the sign-in pages", () => {
    const signedIn = { individual: { id: 'IND1' }, otpVerified: true };
    expect(served('/profile', signedIn).querySelector('[data-dev-shell]')?.getAttribute('data-look')).toBe('app');
    expect(served('/login', signedIn).querySelector('[data-dev-shell]')?.getAttribute('data-look')).toBe('public');
    expect(
      served('/verify-otp', { ...signedIn, otpVerified: false })
        .querySelector('[data-dev-shell]')
        ?.getAttribute('data-look'),
    ).toBe('public');
    expect(served('/profile', null).querySelector('[data-dev-shell]')?.getAttribute('data-look')).toBe('public');
    expect(
      served('/profile', { ...signedIn, otpVerified: false })
        .querySelector('[data-dev-shell]')
        ?.getAttribute('data-look'),
    ).toBe('public');
  });

  it('is served by the dev server only: a build keeps #root empty for its own first paint and its hashed scripts', () => {
    const plugin = devShell();
    expect(plugin.apply).toBe('serve');
    const hook = plugin.transformIndexHtml as { order: string; handler: (html: string) => string };
    expect(hook.order).toBe('pre');
    expect(hook.handler(INDEX)).toBe(withDevShell(INDEX));
    expect(() => withDevShell('<html><body></body></html>')).toThrow(/no <div id="root"><\/div>/);
  });
});
