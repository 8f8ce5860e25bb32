import { describe, expect, it } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import { readJson, writeJson } from '@/lib/storage';
import { SESSION_KEY } from '@/session/session-store';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

configure({ asyncUtilTimeout: 5000 });

describe('the end of a session', () => {
  it('Sign Out in the user menu clears the session and says "Sign Out Successful" after the reload', async () => {
    const app = await renderWithProviders('/', { signedIn: true });
    await app.user.click(await app.screen.findByRole('button', { name: 'User menu' }));
    const menu = await app.screen.findByRole('menu');
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(app.session.getState().token).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(sessionStorage.getItem('portal.flash')).toBe('Sign Out Successful');
  });

  it('signs out automatically when the session lifetime ends', async () => {
    signInAs({});
    const stored = readJson<Record<string, unknown>>(SESSION_KEY)!;
    writeJson(SESSION_KEY, { ...stored, expiresAt: Date.now() + 1500 });
    const app = await renderWithProviders('/');
    expect(app.session.isSignedIn()).toBe(true);
    await waitFor(() => expect(sessionStorage.getItem('portal.flash')).toBe('Sign Out Successful'));
    expect(app.session.getState().token).toBeNull();
  });
});
