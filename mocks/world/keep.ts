import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  addNotice,
  keepFrozen,
  keepLoaded,
  onWorldChange,
  onWorldFrozen,
  setAsideNotice,
  snapshotJson,
} from './registry';
import { checkSnapshot, type WorldSnapshot } from './snapshot';

/**
 * `npm start`'s worlds on disk (a git-ignored folder, `.worlds/`), so a restart keeps them: one file per world
 * (`<key>.json`) and per repro copy (`copies/<id>.json`), written a moment after a change, atomically (a temporary
 * file renamed over the old one: a crash mid-write leaves the old world whole). At start each is checked against the
 * current contract; one that no longer fits moves to `set-aside/` with a `.problems.txt` naming its records and
 * fields, and its browser starts from the scenario, told why.
 */
const WRITE_AFTER_MS = 250;

export interface KeptWorlds {
  /** Every pending write done (a test, a clean stop). */
  flush(): Promise<void>;
  /** Flushes, then stops keeping: a test's folder can then be removed with no write left to land in it. */
  close(): Promise<void>;
  /** How many worlds and copies were loaded, and which keys were set aside. */
  readonly loaded: number;
  readonly setAside: readonly string[];
}

async function readKept(file: string): Promise<{ value?: unknown; problems: string[] }> {
  try {
    const value = JSON.parse(await readFile(file, 'utf8')) as unknown;
    return { value, problems: await checkSnapshot(value) };
  } catch (error) {
    return { problems: [`not readable as JSON: ${String(error)}`] };
  }
}

export async function keepWorlds(dir: string, { fresh = false } = {}): Promise<KeptWorlds> {
  const copies = join(dir, 'copies');
  const aside = join(dir, 'set-aside');
  if (fresh) await rm(dir, { recursive: true, force: true });
  await mkdir(copies, { recursive: true });

  let loaded = 0;
  const setAside: string[] = [];
  for (const [folder, isCopy] of [
    [dir, false],
    [copies, true],
  ] as const) {
    for (const name of (await readdir(folder)).filter((n) => n.endsWith('.json'))) {
      const key = name.slice(0, -'.json'.length);
      const file = join(folder, name);
      const { value, problems } = await readKept(file);
      if (problems.length === 0) {
        if (isCopy) keepFrozen(key, value as WorldSnapshot);
        else keepLoaded(key, value as WorldSnapshot);
        loaded += 1;
        continue;
      }
      await mkdir(aside, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const target = join(aside, `${isCopy ? 'copy-' : ''}${key}-${stamp}.json`);
      await rename(file, target);
      await writeFile(`${target.slice(0, -'.json'.length)}.problems.txt`, `${problems.join('\n')}\n`);
      setAside.push(key);
      console.warn(`[world] ${isCopy ? 'copy' : 'world'} '${key}' no longer fits the contract: set aside in ${target}`);
      if (!isCopy) addNotice(key, setAsideNotice(target, problems));
    }
  }

  const pending = new Map<string, { timer: ReturnType<typeof setTimeout>; run: () => void }>();
  // One write at a time per file, in order: the last change is the one left on disk.
  const chains = new Map<string, Promise<void>>();
  const write = (file: string, text: () => string) => {
    const temporary = `${file}.${process.pid}.tmp`;
    const done = (chains.get(file) ?? Promise.resolve())
      .then(() => writeFile(temporary, text()))
      .then(() => rename(temporary, file))
      .catch((error: unknown) => console.error(`[world] could not keep ${file}: ${String(error)}`));
    chains.set(file, done);
  };
  const unsubscribeChange = onWorldChange((key, entry) => {
    clearTimeout(pending.get(key)?.timer);
    const run = () => {
      pending.delete(key);
      if (entry) write(join(dir, `${key}.json`), () => snapshotJson(entry));
    };
    pending.set(key, { timer: setTimeout(run, WRITE_AFTER_MS), run });
  });
  const unsubscribeFrozen = onWorldFrozen((id, snap) => write(join(copies, `${id}.json`), () => JSON.stringify(snap)));

  const flush = async () => {
    // A change waiting for its moment is written now.
    for (const { timer, run } of [...pending.values()]) {
      clearTimeout(timer);
      run();
    }
    await Promise.all([...chains.values()]);
  };
  return {
    loaded,
    setAside,
    flush,
    async close() {
      await flush();
      unsubscribeChange();
      unsubscribeFrozen();
    },
  };
}
