import { describe, expect, it } from 'vitest';
import { getArmed } from '~mocks/replay/arming-store';
import { operations } from '@/api/generated/operations';
import { exampleValues } from '@/api/generated/example-values';
import { applyReplayLink, parseReplayLink, parseReplayParam, replayLink } from '~mocks/replay/link';

describe('the replay link', () => {
  it('reads operation, status, example and the !once suffix', () => {
    expect(parseReplayParam('login:403:newPassword')).toEqual({
      armed: { operationId: 'login', status: 403, example: 'newPassword', once: false },
    });
    expect(parseReplayParam('login:500:serverErrorNoMessage!once')).toEqual({
      armed: { operationId: 'login', status: 500, example: 'serverErrorNoMessage', once: true },
    });
  });

  it("takes the status's first example when the link names none", () => {
    expect(parseReplayParam('login:403')).toEqual({
      armed: { operationId: 'login', status: 403, example: 'thresholdLimit', once: false },
    });
  });

  it('refuses what the catalogue does not document, and says why', () => {
    expect(parseReplayParam('nope:401')).toEqual({ error: "unknown operation 'nope'" });
    expect(parseReplayParam('login:418')).toEqual({ error: 'login documents no 418 response' });
    expect(parseReplayParam('login:403:typo')).toEqual({ error: "login 403 has no example 'typo'" });
    expect(parseReplayParam('login')).toHaveProperty('error');
  });

  it('is repeatable, and round-trips through replayLink', () => {
    const { armed, errors } = parseReplayLink(
      '?replay=login:401:wrongCredentials&tab=2&replay=getOrganization:404!once&replay=x:1',
    );
    expect(armed.map((a) => a.operationId)).toEqual(['login', 'getOrganization']);
    expect(errors).toHaveLength(1);
    const link = replayLink(armed, 'http://portal.test/login?tab=2');
    expect(link).toBe(
      'http://portal.test/login?tab=2&replay=login%3A401%3AwrongCredentials&replay=getOrganization%3A404%3AnotFound%21once',
    );
    expect(parseReplayLink(new URL(link).search).armed).toEqual(armed);
  });

  it('arms on page load and takes the parameters out of the address', () => {
    window.history.replaceState(null, '', '/login?redirect=%2F&replay=login:403:newPassword');
    expect(applyReplayLink()).toEqual([]);
    expect(getArmed()).toEqual([{ operationId: 'login', status: 403, example: 'newPassword', once: false }]);
    expect(window.location.search).toBe('?redirect=%2F');
  });
});

describe('the replay catalogue', () => {
  it('has a value for every named example of every documented response', () => {
    const missing = operations.flatMap((op) =>
      op.responses.flatMap((r) =>
        r.examples
          .filter((e) => exampleValues[op.operationId]?.[String(r.status)]?.examples[e.name] === undefined)
          .map((e) => `${op.operationId} ${r.status} ${e.name}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
