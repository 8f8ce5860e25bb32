import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMenuItems, userMenuItems } from '@/components/layout/menu-rules';
import { ROUTE_NEEDS } from '@/session/route-needs';
import { routeAccess, type AccessFacts, type SubscriptionType } from '@/session/rules';

/**
 * Typed addresses: every protected route of the generated route tree against every state the guards of
 * the spec name. The routes are read from src/routeTree.gen.ts itself, so a new route is checked as soon as it exists
 * (and its needs must be listed in src/session/route-needs.ts). What each state may open is written here from the
 * spec, and from the menus the portal draws: a route the menus do not offer a state is not opened by its address.
 */
const generated = readFileSync('src/routeTree.gen.ts', 'utf8');
const byId = generated.slice(generated.indexOf('export interface FileRoutesById'));
const PORTAL_ROUTES = [
  ...new Set([...byId.slice(0, byId.indexOf('}')).matchAll(/'(\/_app\/[^']*)'/g)].map((m) => m[1] ?? '')),
];

const KINDS: readonly SubscriptionType[] = ['tracer', 'fastpass', 'publisher', 'verifier', 'compliance'];
const open: AccessFacts = {
  signedIn: true,
  otpVerified: true,
  temporaryPassword: false,
  subscription: 'tracer',
  standing: { is_valid_domain_name: true, is_approved: true, is_free_trail: false },
  planFull: [],
};

/** The route id a menu's address opens (`/survey` is `/_app/survey/`). */
const routeOf = (to: string) => PORTAL_ROUTES.find((id) => id === `/_app${to}` || id === `/_app${to}/`) ?? to;
const CREATE_MENU = [...new Set(KINDS.flatMap((kind) => createMenuItems(kind).map((item) => routeOf(item.to))))];
/** The creates reached from the Create menu's screens: a new batch (home's product), an audience (/survey). */
const CREATES_REACHED = [
  '/_app/batches/create/$integrantTypeId',
  '/_app/create-audience/$tabIndex',
  '/_app/survey/$integrantTypeId',
];
/** Screens only some subscriptions have, beyond the menus (section 2 of the second and third documents). */
const CATALOGUE_SCREENS = ['/_app/batches/$batchId', '/_app/update-product/$productId'];
const TRACER_SCREENS = ['/_app/survey-questions/$integrantTypeId/$tabIndex', ...CREATES_REACHED.slice(1)];

/** The routes a subscription kind does not open: the menus' items it lacks, and the screens of other kinds. */
function closedTo(kind: SubscriptionType): string[] {
  const offered = new Set(
    [...createMenuItems(kind), ...userMenuItems(kind, undefined)].map((item) => routeOf(item.to)),
  );
  const menus = [...CREATE_MENU, ...KINDS.flatMap((k) => userMenuItems(k, undefined).map((item) => routeOf(item.to)))];
  const catalogue = kind === 'tracer' || kind === 'fastpass';
  return [
    ...new Set([
      ...menus.filter((id) => !offered.has(id)),
      ...(catalogue ? [] : [...CATALOGUE_SCREENS, '/_app/batches/create/$integrantTypeId']),
      ...(kind === 'tracer' ? [] : TRACER_SCREENS),
    ]),
  ].sort();
}

const refusedIn = (facts: AccessFacts) =>
  PORTAL_ROUTES.filter((id) => routeAccess(ROUTE_NEEDS[id as keyof typeof ROUTE_NEEDS], facts) !== null).sort();
const whereTo = (facts: AccessFacts) =>
  new Set(PORTAL_ROUTES.map((id) => routeAccess(ROUTE_NEEDS[id as keyof typeof ROUTE_NEEDS], facts)?.to ?? 'opens'));

describe('the guards over the whole route tree', () => {
  it('reads every protected route from the generated tree, and each has its needs listed', () => {
    expect(PORTAL_ROUTES.length).toBeGreaterThanOrEqual(30);
    expect(PORTAL_ROUTES).toContain('/_app/batches/create/$integrantTypeId');
    expect([...PORTAL_ROUTES].sort()).toEqual(Object.keys(ROUTE_NEEDS).sort());
  });

  it('opens every route of its subscription to a verified, approved organization with room in its plan', () => {
    expect(refusedIn(open)).toEqual(closedTo('tracer'));
  });

  it('signed out: every protected route goes to /login', () => {
    expect(whereTo({ ...open, signedIn: false })).toEqual(new Set(['/login']));
  });

  it('code not verified: every protected route goes to /verify-otp', () => {
    expect(whereTo({ ...open, otpVerified: false })).toEqual(new Set(['/verify-otp']));
  });

  it('temporary password: every protected route goes to the forced change, before the code step', () => {
    expect(whereTo({ ...open, temporaryPassword: true })).toEqual(new Set(['/update-password']));
    expect(whereTo({ ...open, temporaryPassword: true, otpVerified: false })).toEqual(new Set(['/update-password']));
  });

  it.each([
    ['approval pending', { is_valid_domain_name: true, is_approved: false }],
    ['domain not verified', { is_valid_domain_name: false, is_approved: true }],
    ['domain not verified, approval pending', { is_valid_domain_name: false, is_approved: false }],
  ])('%s: the Create menu and the creates reached from it go home; the rest opens', (_, standing) => {
    for (const kind of KINDS) {
      const facts = { ...open, subscription: kind, standing: { ...standing, is_free_trail: false } };
      const gated = [...CREATE_MENU, ...CREATES_REACHED].filter((id) => !closedTo(kind).includes(id));
      expect(refusedIn(facts), kind).toEqual([...closedTo(kind), ...gated].sort());
      expect(whereTo(facts)).toEqual(new Set(['opens', '/']));
    }
  });

  it('a free trial opens the creates whatever the domain and the approval', () => {
    const trial = { is_free_trail: true, is_valid_domain_name: false, is_approved: false };
    for (const kind of KINDS)
      expect(refusedIn({ ...open, subscription: kind, standing: trial })).toEqual(closedTo(kind));
  });

  it.each(KINDS)('%s: the routes of the other subscriptions go home', (kind) => {
    const refused = refusedIn({ ...open, subscription: kind });
    expect(refused).toEqual(closedTo(kind));
    expect(whereTo({ ...open, subscription: kind })).toEqual(new Set(kind === 'tracer' ? ['opens'] : ['opens', '/']));
  });

  it('the subscriptions close what the spec says: fastpass the widget, comparison and connections; the catalogue', () => {
    expect(closedTo('fastpass')).toEqual(
      expect.arrayContaining(['/_app/widget', '/_app/ingredient-comparision', '/_app/my-connections']),
    );
    expect(closedTo('publisher')).toEqual(
      expect.arrayContaining(['/_app/create-new-product', '/_app/batches/create/$integrantTypeId', '/_app/csv']),
    );
    expect(closedTo('tracer')).toEqual([]);
  });

  it.each([
    ['products', '/_app/create-new-product'],
    ['batches', '/_app/batches/create/$integrantTypeId'],
  ] as const)('plan full of %s: only its create goes home', (item, route) => {
    for (const kind of ['tracer', 'fastpass'] as const) {
      const facts = { ...open, subscription: kind, planFull: [item] };
      expect(refusedIn(facts)).toEqual([...closedTo(kind), route].sort());
      expect(routeAccess(ROUTE_NEEDS[route], facts)).toEqual({ to: '/', why: 'plan full' });
    }
  });
});
