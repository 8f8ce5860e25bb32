/**
 * The portal's storage: localStorage (the session, shared by the browser's tabs), the tab's sessionStorage (drafts and
 * what a checkout return needs) and the session cookie. Every key the portal writes is named here, and only here:
 * logout and expiry clear them all (`clearPortalStorage`), in every tab (src/session/session-store.ts), and
 * tests/unit/lib/storage-keys.test.ts fails on storage used anywhere else in src/, so a new key cannot be forgotten.
 * Storage failures (private mode, quota) are ignored: the value lives in memory only.
 */

/** localStorage: what every tab of the browser shares. */
export const LOCAL_KEYS = {
  session: 'portal.session',
  selectedSubscription: 'portal.selectedSubscription',
} as const;

/** sessionStorage: what one tab keeps across a reload or the trip to a checkout. */
export const TAB_KEYS = {
  /** A success toast said after the reload (logout's 'Sign Out Successful'). */
  flash: 'portal.flash',
  upgradeReturn: 'portal.upgradeReturn',
  audienceDraft: 'portal.audienceDraft',
  pendingTransfer: 'portal.pendingTransfer',
  chosenPlan: 'registration.plan',
  referToken: 'registration.referToken',
  registrationDraft: 'registration.draft',
  registrationDone: 'registration.done',
} as const;

/** sessionStorage keys made of a prefix and an id: the batch editor's drafts, one per batch (or new batch's product). */
export const TAB_KEY_PREFIXES = {
  batchDraft: 'portal.batchDraft.',
} as const;

export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];
export type TabKey =
  (typeof TAB_KEYS)[keyof typeof TAB_KEYS] | `${(typeof TAB_KEY_PREFIXES)[keyof typeof TAB_KEY_PREFIXES]}${string}`;

function area(which: 'local' | 'tab'): Storage | undefined {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function readText(which: 'local' | 'tab', key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeText(which: 'local' | 'tab', key: string, value: string | null): void {
  try {
    if (value === null) area(which)?.removeItem(key);
    else area(which)?.setItem(key, value);
  } catch {
    /* storage unavailable: the value lives in memory only */
  }
}

function parse(raw: string | null): unknown {
  try {
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function readJson<T>(key: LocalKey): T | null {
  return parse(readText('local', key)) as T | null;
}

export function writeJson(key: LocalKey, value: unknown): void {
  writeText('local', key, JSON.stringify(value));
}

export function removeKeys(...keys: LocalKey[]): void {
  for (const key of keys) writeText('local', key, null);
}

/** The tab's value of `key` as JSON (null when absent or unreadable). */
export function readTab(key: TabKey): unknown {
  return parse(readText('tab', key));
}

/** Keeps `value` in the tab under `key` as JSON; null removes it. */
export function writeTab(key: TabKey, value: unknown): void {
  writeText('tab', key, value === null || value === undefined ? null : JSON.stringify(value));
}

/** The tab's text under `key`, as written. */
export function readTabText(key: TabKey): string | null {
  return readText('tab', key);
}

/** Keeps `value` in the tab under `key` as it is; null removes it. */
export function writeTabText(key: TabKey, value: string | null): void {
  writeText('tab', key, value);
}

/** Every key of the portal, in localStorage and in this tab's sessionStorage: logout, an expiry, another tab's logout. */
export function clearPortalStorage(): void {
  removeKeys(...Object.values(LOCAL_KEYS));
  for (const key of Object.values(TAB_KEYS)) writeText('tab', key, null);
  const tab = area('tab');
  const prefixes = Object.values(TAB_KEY_PREFIXES);
  try {
    const drafts = Array.from({ length: tab?.length ?? 0 }, (_, i) => tab?.key(i) ?? '');
    for (const key of drafts) if (prefixes.some((prefix) => key.startsWith(prefix))) writeText('tab', key, null);
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
