/** The tab's sessionStorage as JSON (what a checkout return needs). Storage failures are ignored. */
export function readSession(key: string): unknown {
  try {
    const raw = globalThis.sessionStorage?.getItem(key);
    return raw === null || raw === undefined ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: unknown): void {
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage unavailable */
  }
}

export function removeSession(key: string): void {
  try {
    globalThis.sessionStorage?.removeItem(key);
  } catch {
    /* storage unavailable */
  }
}
