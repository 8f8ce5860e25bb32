import { describe, expect, it } from 'vitest';
import { mockWorldServes, publicHost } from '@/lib/public-host';

const PORTAL = 'http://127.0.0.1:5173/';
const PLATFORM = 'https://trace.example/';

describe('publicHost: where a batch’s public page (Preview, QR) is', () => {
  it('in the mock modes, the portal’s own origin, where the world serves it', () => {
    for (const env of [
      { DEV: true, VITE_PUBLIC_URL: PLATFORM }, // npm start
      { VITE_MSW: 'true', VITE_PUBLIC_URL: PLATFORM }, // dev:msw
      { VITE_REPLAY: 'true', VITE_API_URL: 'https://api.example', VITE_PUBLIC_URL: PLATFORM }, // the e2e build
    ]) {
      expect(mockWorldServes(env)).toBe(true);
      expect(publicHost(PORTAL, env)).toBe('http://127.0.0.1:5173');
    }
  });

  it('against a real backend, the platform’s public host (VITE_PUBLIC_URL), else the portal’s origin', () => {
    const dev = { DEV: true, VITE_API_URL: 'https://api.example' };
    expect(mockWorldServes(dev)).toBe(false);
    expect(publicHost(PORTAL, { ...dev, VITE_PUBLIC_URL: PLATFORM })).toBe('https://trace.example');
    expect(publicHost('https://portal.example', { VITE_PUBLIC_URL: ' https://trace.example/qr/ ' })).toBe(
      'https://trace.example/qr',
    );
    expect(publicHost('https://portal.example', {})).toBe('https://portal.example');
    expect(publicHost('https://portal.example', { VITE_PUBLIC_URL: 'javascript:alert(1)' })).toBe(
      'https://portal.example',
    );
  });
});
