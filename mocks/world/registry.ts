import { registerReset } from '@/lib/module-store';
import { census, restore, seedWorld, snapshot, type World } from './world';

/**
 * The worlds by key. One process (the world's server) keeps one world per key, so e2e tests running side by side
 * each get their own (a `portal-world` cookie per browser context); a page without the cookie, as on `npm start`,
 * uses the default world. In the page (`npm run dev:msw`) the one world is kept in localStorage, so a reload keeps
 * what was made.
 */
export const WORLD_COOKIE = 'portal-world';
const DEFAULT = 'default';
const STORAGE_KEY = 'portal.world';

const worlds = new Map<string, World>();
let persist = false;

/** In the page: keep the default world in localStorage across reloads. */
export function persistInStorage(): void {
  persist = true;
}

function load(key: string): World {
  if (persist && key === DEFAULT) {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved) {
      try {
        return restore(saved);
      } catch {
        localStorage.removeItem(STORAGE_KEY);
      }
    }
  }
  return seedWorld();
}

/** The key a request's world goes by (its cookie, or the default). */
export function worldKey(request: Request): string {
  const cookie = request.headers.get('cookie') ?? '';
  const match = new RegExp(`(?:^|;\\s*)${WORLD_COOKIE}=([^;]+)`).exec(cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : DEFAULT;
}

export function getWorld(key = DEFAULT): World {
  let world = worlds.get(key);
  if (!world) {
    world = load(key);
    worlds.set(key, world);
  }
  return world;
}

/** After a change: the page keeps the default world. */
export function saved(key: string): void {
  const world = worlds.get(key);
  if (!persist || key !== DEFAULT || !world) return;
  try {
    localStorage.setItem(STORAGE_KEY, snapshot(world));
  } catch {
    // Past the storage quota (large uploads): the world goes on in memory, and a reload returns to the last kept state.
    console.warn('[world] too large to keep in localStorage; kept in memory until the next reload');
  }
}

/** Back to the seed (the replay panel's button, `?world=reset`, each Vitest test). */
export function resetWorld(key = DEFAULT): World {
  if (persist && key === DEFAULT) localStorage.removeItem(STORAGE_KEY);
  const world = seedWorld();
  worlds.set(key, world);
  return world;
}

/** Every world back to the seed. */
export function resetAllWorlds(): void {
  for (const key of [...worlds.keys()]) resetWorld(key);
}
// Each test starts from the seeded world, kept in memory.
registerReset('mock worlds', () => {
  persist = false;
  resetAllWorlds();
});

export function worldCensus(key = DEFAULT): Record<string, number> {
  return census(getWorld(key));
}
