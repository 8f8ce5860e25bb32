import { afterEach, describe, expect, it, vi } from 'vitest';
import { arm, disarmAll, getArmed } from '~mocks/replay/arming-store';
import { snapshot } from '~mocks/world/model/world';
import {
  applyWorldLink,
  currentWorldKey,
  enterWorld,
  LINK_REFUSED,
  reproLink,
  takeLinkProblem,
  WORLD_LINK_QUESTION,
} from '~mocks/world/link';
import { getWorld } from '~mocks/world/registry';
import { decodeChanges, encodeChanges, fragmentLink, fragmentOf } from '~mocks/world/repro-fragment';
import { OMEGA_PRODUCT } from '../../../test-support/example-world';

/**
 * The page's side of a repro link (mocks/world/link.ts), with the world answering in the page as on `npm run dev:msw`
 * and the static demo (MSW in process): the World tab's link carries the world in its fragment; opening it asks first
 * when it comes from elsewhere, moves this browser into a new world equal to the one it was made from, arms what it
 * had armed, and leaves the address; a link that does not fit leaves this browser in its world, the problem named.
 */
function openedFrom(referrer: string) {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

afterEach(() => openedFrom(''));

const worldOf = (key: string) => JSON.parse(snapshot(getWorld(key))) as Record<string, unknown>;

/** A world with one product renamed and a failure armed, and the link the World tab makes of it. */
async function madeLink(key: string) {
  enterWorld(key);
  getWorld(key).products.patch(OMEGA_PRODUCT, { title: 'Omega-3 Fish Oil 1200 mg' });
  const link = await reproLink(`${location.origin}/organization?tab=users&replay=getBatch:500:serverError`, [
    'getBatch:500:serverError',
  ]);
  return link;
}

describe('a repro link in the page', () => {
  it('opened from elsewhere and accepted: a new world equal to the first, what it armed armed, the fragment gone', async () => {
    const link = await madeLink('repro-page-a');
    expect(link).toMatchObject({ fits: true, records: 1, standIns: 0 });
    const url = new URL(link.href);
    // The page's own query stays; what the world link sets is in the fragment.
    expect(url.pathname + url.search).toBe('/organization?tab=users');
    expect(url.hash.startsWith('#world=')).toBe(true);

    disarmAll();
    openedFrom('');
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await applyWorldLink();
    const question = confirm.mock.calls[0]![0]!;
    expect(question.startsWith(WORLD_LINK_QUESTION)).toBe(true);
    expect(question).toContain(
      "move this browser into a new world made from a repro link: the scenario 'example' with 1 record changed; armed: getBatch:500:serverError",
    );
    const key = currentWorldKey()!;
    expect(key).not.toBe('repro-page-a');
    expect(worldOf(key)).toEqual(worldOf('repro-page-a'));
    expect(getArmed()).toEqual([{ operationId: 'getBatch', status: 500, example: 'serverError', once: false }]);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/organization?tab=users');
  });

  it('declined: this browser stays in its world, nothing armed, the fragment gone', async () => {
    const link = await madeLink('repro-page-b');
    disarmAll();
    window.history.replaceState(null, '', new URL(link.href).pathname + new URL(link.href).hash);
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    await applyWorldLink();
    expect(currentWorldKey()).toBe('repro-page-b');
    expect(getArmed()).toEqual([]);
    expect(window.location.hash).toBe('');
  });

  it('a link whose record breaks the contract, or whose armed response is not documented: refused, named, nothing changed', async () => {
    const link = await madeLink('repro-page-c');
    const decoded = await decodeChanges(fragmentOf(new URL(link.href).hash)!);
    if (!('changes' in decoded)) throw new Error('the link did not decode');
    const broken = structuredClone(decoded.changes);
    broken.collections!.products!.patch![0]!.set!.title = 42;
    arm({ operationId: 'getOrganization', status: 500, example: 'serverError', once: false } as never);
    openedFrom(`${location.origin}/`);
    window.history.replaceState(null, '', new URL(fragmentLink(link.href, await encodeChanges(broken))).hash);
    await applyWorldLink();
    expect(currentWorldKey()).toBe('repro-page-c');
    expect(takeLinkProblem()).toBe(
      `This repro link does not fit this version of the portal: nothing was loaded: products[${OMEGA_PRODUCT}].title: must be string`,
    );
    expect(getArmed().map((a) => a.operationId)).toEqual(['getOrganization']);

    const unknown = { ...decoded.changes, armed: ['getBatch:418:teapot'] };
    window.history.replaceState(null, '', new URL(fragmentLink(link.href, await encodeChanges(unknown))).hash);
    await applyWorldLink();
    expect(currentWorldKey()).toBe('repro-page-c');
    expect(takeLinkProblem()).toBe(`${LINK_REFUSED}: armed 'getBatch:418:teapot': getBatch documents no 418 response`);
    expect(window.location.hash).toBe('');
  });
});
