import { describe, expect, it } from 'vitest';
import { appHref, appOrigin, appPath } from '@/lib/base-path';

/** The demo served under a folder (docs/deploy-demo.md): the app's paths and addresses with and without it. */
describe('the base path', () => {
  it('takes the folder off a page’s path, and leaves a root build’s as it is', () => {
    expect(appPath('/demo/login', '/demo/')).toBe('/login');
    expect(appPath('/demo/', '/demo/')).toBe('/');
    expect(appPath('/login', '/')).toBe('/login');
    expect(appPath('/elsewhere/login', '/demo/')).toBe('/elsewhere/login');
  });

  it('gives the app’s address and a page’s full path with the folder', () => {
    expect(appOrigin('https://preview.example.com', '/demo/')).toBe('https://preview.example.com/demo');
    expect(appOrigin('https://portal.example.com', '/')).toBe('https://portal.example.com');
    expect(appHref('/terms-of-service', '/demo/')).toBe('/demo/terms-of-service');
    expect(appHref('/login', '/')).toBe('/login');
  });
});
