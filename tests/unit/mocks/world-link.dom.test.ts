import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyWorldLink,
  enterWorld,
  openedFromPortal,
  WORLD_LINK_QUESTION,
  worldLinkChanges,
  worldState,
} from '~mocks/world/link';

/**
 * A world link opened from elsewhere (a chat, an issue, another site, a typed address) asks before it changes this
 * browser's world (mocks/world/link.ts); from the portal's own pages it applies as it always did. MSW answers the
 * world's own calls in process.
 */
const LINK = '/organization?world=scenario:new-organization&latency=900&faults=1:kinds=server-error';

function openedFrom(referrer: string) {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

afterEach(() => openedFrom(''));

describe('a world link', () => {
  it('from elsewhere, declined: the world is as it was and the parameters leave the address', async () => {
    enterWorld('link-declined');
    const before = await worldState();
    expect(before.key).toBe('link-declined');
    openedFrom('');
    window.history.replaceState(null, '', LINK);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await applyWorldLink();
    expect(confirm).toHaveBeenCalledTimes(1);
    const question = confirm.mock.calls[0]![0]!;
    expect(question.startsWith(WORLD_LINK_QUESTION)).toBe(true);
    expect(question).toContain("start this world again from the scenario 'new-organization'");
    expect(question).toContain('delay every answer by 900 ms');
    expect(question).toContain('fail calls on purpose (faults 1:kinds=server-error)');
    const after = await worldState();
    expect(after).toMatchObject({ key: before.key, scenario: before.scenario, latency: before.latency, faults: null });
    expect(after.census).toEqual(before.census);
    expect(window.location.pathname + window.location.search).toBe('/organization');
  });

  it('from another site, accepted: the world changes as the link says', async () => {
    enterWorld('link-accepted');
    openedFrom('https://chat.example/room/7');
    window.history.replaceState(null, '', '/?faults=1:kinds=server-error');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await applyWorldLink();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect((await worldState()).faults).toMatch(/^1:(seed=\d+:)?kinds=server-error$/);
    expect(window.location.search).toBe('');
    openedFrom(`${window.location.origin}/`);
    window.history.replaceState(null, '', '/?faults=0');
    await applyWorldLink();
    expect((await worldState()).faults).toBeNull();
  });

  it('from the portal’s own page: applied without a question', async () => {
    enterWorld('link-own-page');
    openedFrom(`${window.location.origin}/catalogue?tab=2`);
    window.history.replaceState(null, '', '/?latency=getBatch:1200');
    const confirm = vi.spyOn(window, 'confirm');
    await applyWorldLink();
    expect(confirm).not.toHaveBeenCalled();
    expect((await worldState()).latencyByOperation).toMatchObject({ getBatch: 1200 });
    window.history.replaceState(null, '', '/');
  });

  it('names only what it would change; a referrer counts as the portal’s only on its own origin', () => {
    expect(worldLinkChanges('?replay=login:403&tab=2')).toEqual([]);
    expect(worldLinkChanges('?world=nonsense&latency=soon')).toEqual([]);
    expect(worldLinkChanges('?world=reset&latency=getBatch:50&faults=0')).toEqual([
      'reset this world to its seed (what you made in it is lost)',
      'delay getBatch by 50 ms',
      'turn faults off',
    ]);
    expect(worldLinkChanges('?world=join:team-demo')).toEqual(["move this browser into the shared world 'team-demo'"]);
    expect(openedFromPortal('http://127.0.0.1:5173/catalogue', 'http://127.0.0.1:5173')).toBe(true);
    expect(openedFromPortal('', 'http://127.0.0.1:5173')).toBe(false);
    expect(openedFromPortal('http://localhost:5173/', 'http://127.0.0.1:5173')).toBe(false);
    expect(openedFromPortal('http://127.0.0.1:5174/', 'http://127.0.0.1:5173')).toBe(false);
    expect(openedFromPortal('https://evil.test/?u=http://127.0.0.1:5173', 'http://127.0.0.1:5173')).toBe(false);
  });
});
