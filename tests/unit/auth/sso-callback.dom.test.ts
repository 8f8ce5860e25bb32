import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { SSO_CALLBACK_PATH, SSO_CHANNEL, waitForCallback } from '@/lib/sso-oauth';

const here = window.location.origin;
const send = (href: string) => {
  const channel = new BroadcastChannel(SSO_CHANNEL);
  channel.postMessage({ href });
  channel.close();
};

describe('the sign-on popup’s return', () => {
  it('takes this attempt’s address from the callback page, and no other origin’s, path’s or attempt’s', async () => {
    const popup = { closed: false } as Window;
    const back = waitForCallback(popup, 'st4te');
    send(`https://evil.example${SSO_CALLBACK_PATH}?code=x&state=st4te`);
    send(`${here}/login?code=x&state=st4te`);
    send(`${here}${SSO_CALLBACK_PATH}?code=other&state=another`);
    send(`${here}${SSO_CALLBACK_PATH}?code=c0de&state=st4te`);
    const url = await back;
    expect(url.searchParams.get('code')).toBe('c0de');
  });

  it('refuses when the popup is closed without a return', async () => {
    vi.useFakeTimers();
    try {
      const back = waitForCallback({ closed: true } as Window, 'st4te');
      const refused = expect(back).rejects.toThrow('The sign-on popup was closed');
      await vi.advanceTimersByTimeAsync(1_500);
      await refused;
    } finally {
      vi.useRealTimers();
    }
  });

  it('the callback page runs one script of this origin, which hands its address over the same channel', () => {
    const page = readFileSync('public/sso-callback.html', 'utf8');
    expect(page.match(/<script\b[^>]*>/g)).toEqual(['<script src="sso-callback.js" defer>']);
    const script = readFileSync('public/sso-callback.js', 'utf8');
    expect(script).toContain(`new BroadcastChannel('${SSO_CHANNEL}')`);
    expect(script).toContain('history.replaceState');
  });
});
