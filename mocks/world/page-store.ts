import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * Where the world in the page (`npm run dev:msw`, the static demo: mocks/browser.ts) is kept across reloads and tabs:
 * the browser's IndexedDB (idb-keyval), which holds the large scenario where localStorage's 5 MB did not. Each
 * world is kept as its snapshot's JSON text under `portal.world:<key>`, each frozen copy under
 * `portal.world.copy:<id>`.
 */
export interface PageStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The store of this browser's worlds: one IndexedDB database, `portal-world`, with one object store, `worlds`. */
export function indexedDbStore(): PageStore {
  let store: UseStore | undefined;
  const db = () => (store ??= createStore('portal-world', 'worlds'));
  return {
    get: (key) => get<string>(key, db()),
    set: (key, value) => set(key, value, db()),
    remove: (key) => del(key, db()),
  };
}

/** Worlds written before IndexedDB were kept in localStorage: taken over once, then removed from there. */
export async function takeOverLocalStorage(store: PageStore, prefix: string): Promise<void> {
  const old = Object.keys(localStorage).filter((k) => k.startsWith(prefix));
  for (const key of old) {
    const value = localStorage.getItem(key);
    if (value !== null && (await store.get(key)) === undefined) await store.set(key, value);
    localStorage.removeItem(key);
  }
}
