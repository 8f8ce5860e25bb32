import { describe, expect, it } from 'vitest';
import { arm, disarm, disarmAll, getArmed, STORAGE_KEY, take } from '~mocks/replay/arming-store';

const newPassword = { operationId: 'login', status: 403, example: 'newPassword' } as const;

describe('the replay arming store', () => {
  it('answers a once-armed response to the next call only', () => {
    arm({ ...newPassword, once: true });
    expect(take('login')).toEqual({ ...newPassword, once: true });
    expect(take('login')).toBeUndefined();
  });

  it('keeps a sticky response armed until it is disarmed', () => {
    arm({ ...newPassword, once: false });
    expect(take('login')?.example).toBe('newPassword');
    expect(take('login')?.example).toBe('newPassword');
    disarm('login');
    expect(take('login')).toBeUndefined();
  });

  it('holds one response per operation: arming again replaces it', () => {
    arm({ ...newPassword, once: false });
    arm({ operationId: 'login', status: 500, example: 'serverError', once: true });
    arm({ operationId: 'getOrganization', status: 404, example: 'notFound', once: false });
    expect(getArmed().map((a) => `${a.operationId} ${a.status}`)).toEqual(['login 500', 'getOrganization 404']);
    expect(take('searchProducts')).toBeUndefined();
  });

  it('persists in sessionStorage, so that it survives redirects and reloads', () => {
    arm({ ...newPassword, once: false });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]')).toEqual([{ ...newPassword, once: false }]);
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify([{ operationId: 'login', status: 401, example: 'wrongCredentials', once: true }]),
    );
    expect(getArmed()).toEqual([{ operationId: 'login', status: 401, example: 'wrongCredentials', once: true }]);
    disarmAll();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('treats unreadable storage as nothing armed', () => {
    sessionStorage.setItem(STORAGE_KEY, '{not json');
    expect(getArmed()).toEqual([]);
  });
});
