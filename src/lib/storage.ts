/** Typed access to localStorage and the session cookie. Storage failures (private mode, quota) are ignored. */
export function readJson<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw === null || raw === undefined ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage unavailable: the value lives in memory only */
  }
}

export function removeKeys(...keys: string[]): void {
  try {
    for (const key of keys) globalThis.localStorage?.removeItem(key);
  } catch {
    /* storage unavailable */
  }
}

/**
 * The attributes every cookie of the portal is written with: first-party only (SameSite=Strict), and over HTTPS
 * never sent over plain HTTP (Secure). A page served over http (the mock modes on 127.0.0.1) cannot set a Secure
 * cookie, so it is added only when the page itself is HTTPS.
 */
export function cookieAttributes(protocol: string = globalThis.location?.protocol ?? ''): string {
  return protocol === 'https:' ? 'Path=/; SameSite=Strict; Secure' : 'Path=/; SameSite=Strict';
}

export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (!globalThis.document) return; // the build's first-paint render (vite/first-paint.ts) runs without one
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.max(0, Math.round(maxAgeSeconds))}; ${cookieAttributes()}`;
}

export function getCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = (globalThis.document?.cookie ?? '').split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

export function deleteCookie(name: string): void {
  if (!globalThis.document) return;
  document.cookie = `${name}=; Max-Age=0; ${cookieAttributes()}`;
}
