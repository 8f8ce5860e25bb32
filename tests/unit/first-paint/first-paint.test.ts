import { describe, expect, it } from 'vitest';
import { chooseFirstPaint } from '@/first-paint/choose';
import type { SessionState } from '@/session/session-store';
import { OLIVIA, VERDANT } from '../../../test-support/example-world';
import {
  classesWithoutRules,
  definedClasses,
  firstPaintCopy,
  firstPaintMarkup,
  dataBlock,
  rulesFor,
  takeStyles,
} from '../../../vite/first-paint';
import { inlineScriptHashes } from '../../../vite/security-headers';

const signedIn: SessionState = {
  individual: {
    id: OLIVIA,
    email_address: 'olivia.bennett@verdantlabs.com',
    organization_id: VERDANT,
    name_first: 'Olivia',
    name_last: 'Bennett',
    is_valid_domain_name: true,
    is_approved: true,
  },
  token: 't',
  otpVerified: true,
  roles: [],
  organization: null,
  expiresAt: Date.now() + 60_000,
  selectedSubscription: 'tracer',
  homeIndividual: null,
};
const at = (pathname: string, search = '') => ({ pathname, search });

// src/first-paint/choose.ts: which copy painted from HTML the address shows before the app has run.
describe('chooseFirstPaint', () => {
  it('shows the sign-in page at /login, signed in or not, with its notice when it names where to go back to', () => {
    expect(chooseFirstPaint(at('/login'), signedIn, false)).toEqual({ name: 'login' });
    expect(chooseFirstPaint(at('/login/', '?redirect=%2F'), signedIn, true)).toEqual({ name: 'login-redirected' });
    expect(chooseFirstPaint(at('/login', '?redirect=%2Fbatches%2FB1'), signedIn, false)).toEqual({
      name: 'login-redirected',
    });
    // Not a place of the portal: the app drops it, and shows no notice.
    expect(chooseFirstPaint(at('/login', '?redirect=https%3A%2F%2Fevil.test'), signedIn, false)).toEqual({
      name: 'login',
    });
  });

  it('shows the sign-in page with its notice at / signed out: where the guard sends the visitor', () => {
    expect(chooseFirstPaint(at('/'), signedIn, false)).toEqual({ name: 'login-redirected' });
  });

  it("shows the catalogue home of the selected subscription at / with the individual's letters", () => {
    expect(chooseFirstPaint(at('/'), signedIn, true)).toEqual({ name: 'home-tracer', initials: 'OB' });
    expect(chooseFirstPaint(at('/'), { ...signedIn, selectedSubscription: 'fastpass' }, true)).toEqual({
      name: 'home-fastpass',
      initials: 'OB',
    });
  });

  it('shows nothing where the app would draw something else', () => {
    const none = (state: Partial<SessionState>, location = at('/')) =>
      expect(chooseFirstPaint(location, { ...signedIn, ...state }, true)).toBeNull();
    none({}, at('/profile'));
    none({}, at('/register'));
    none({}, at('/', '?product=PRD1')); // the chosen product's panel, not 'Select a product'
    none({ otpVerified: false }); // sent to /verify-otp
    none({ individual: { ...signedIn.individual!, temporary_password: true } }); // no header
    none({ selectedSubscription: 'verifier' }); // a dashboard
    none({ selectedSubscription: null });
    none({ individual: { ...signedIn.individual!, organization_id: undefined } }); // no bell
    none({ organization: { id: 'ORG', is_free_trail: true, is_valid_domain_name: true, is_approved: true } });
    none({ individual: { ...signedIn.individual!, is_valid_domain_name: false } }); // the domain gate
    none({ individual: { ...signedIn.individual!, is_approved: false } }); // the approval gate
  });
});

// vite/first-paint.ts: the server's markup turned into the copy, and the check that every class is styled.
describe('the first-paint copy', () => {
  it('drops scripts and leaves the fields as they are (the copy takes typing)', () => {
    const markup = firstPaintMarkup(
      '<form><input type="email" value=""/><script>scrollTo(0,0)</script><textarea></textarea></form>',
    );
    expect(markup).toBe('<form><input type="email" value=""/><textarea></textarea></form>');
  });

  it('wraps it, live, marked with the stylesheets it needs', () => {
    expect(firstPaintCopy('<p>x</p>', [0, 3])).toBe('<div data-first-paint="0 3"><p>x</p></div>');
    expect(firstPaintCopy('<p>x</p>', [1], { atOnce: true })).toBe(
      '<div data-first-paint="1" data-first-paint-at-once><p>x</p></div>',
    );
  });

  it("takes the copy's own style elements out, to be given once for every copy", () => {
    expect(takeStyles('<style data-mantine-styles="true">:root{--a:1}</style><p>x</p><style>.q{}</style>')).toEqual({
      markup: '<p>x</p>',
      styles: [':root{--a:1}', '.q{}'],
    });
  });

  it('writes a copy and a stylesheet as data blocks, read as they are, never run', () => {
    const copy = '<div data-first-paint="0"><!--$--><p title="a &amp; b">x</p><!--/$--></div>';
    expect(dataBlock('login', copy)).toBe(`<script type="text/plain" id="portal-first-paint-login">${copy}</script>`);
    expect(dataBlock(3, '.m_a{content:"<"}')).toBe(
      '<script type="text/plain" id="portal-first-paint-sheet-3">.m_a{content:"<"}</script>',
    );
    // Not JavaScript: the page's policy has no hash for them (vite/security-headers.ts), only for the stamp.
    expect(inlineScriptHashes(`${dataBlock('login', copy)}<script>run()</script>`)).toHaveLength(1);
  });

  it('fails the build on a copy whose text would end its block early', () => {
    expect(() => dataBlock('login', '<p>x</p></script><script>alert(1)</script>')).toThrow(/script tag/);
    expect(() => dataBlock(0, '</SCRIPT >')).toThrow(/script tag/);
  });

  it("finds Mantine's and the portal's classes that no stylesheet defines", () => {
    const html = '<div class="m_1b7284a3 mantine-Paper-root _brand_q1ztu_11 m_46b77525"></div>';
    const css = '@layer mantine{.m_1b7284a3{padding:0}}._brand_q1ztu_11{color:red}';
    expect(classesWithoutRules(html, css)).toEqual(['m_46b77525']);
    expect(classesWithoutRules(html, `${css}.m_46b77525:where([data-x]){}`)).toEqual([]);
  });

  it("cuts a route's stylesheet to the rules that can match the copies", () => {
    const css =
      '@layer mantine{.m_a{padding:0}.m_b{margin:0}.m_a .m_b,.m_a:hover{color:red}}' +
      '@media (min-width:36em){._x_1{gap:1px}}:root{--c:1}.m_a:not(.m_c){top:0}@keyframes k{to{opacity:1}}';
    expect(rulesFor(css, new Set(['m_a']))).toBe(
      '@layer mantine{.m_a{padding:0}.m_a:hover{color:red}}:root{--c:1}.m_a:not(.m_c){top:0}@keyframes k{to{opacity:1}}',
    );
    expect(rulesFor(css, new Set(['m_b', '_x_1']))).toBe(
      '@layer mantine{.m_b{margin:0}}@media (min-width:36em){._x_1{gap:1px}}:root{--c:1}@keyframes k{to{opacity:1}}',
    );
  });

  it('lists the classes a stylesheet has rules for', () => {
    expect(definedClasses('.m_1{a:b}.m_1:hover,.x-y .z_1{c:d}@media (min-width: 36em){.q{}}')).toEqual([
      'm_1',
      'x-y',
      'z_1',
      'q',
    ]);
  });
});
