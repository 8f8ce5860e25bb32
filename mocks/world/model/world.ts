import { Table } from './table';
import { COLLECTIONS, seedRecords, type Collections } from './collections';
import { seedSource } from './seed';

export {
  COLLECTIONS,
  type CollectionName,
  type StoredFile,
  type Mail,
  type TransferClone,
  type WorldIndividual,
} from './collections';

/**
 * The one world every mock mode answers from: typed collections of the contract's own records (each declared once,
 * in collections.ts), seeded from its named examples (the example world: Verdant Labs, its products, batches,
 * locations, people and documents), and changed by every call that changes something.
 */
export type World = WorldScalars & Collections;

/** What a world holds beside its collections. */
export interface WorldScalars {
  /** The next id's sequence number (ids are deterministic within a world). */
  seq: number;
  /** The signed-in individual's organization. */
  organizationId: string;
  /** The signed-in individual (an id of `individuals`): set by sign-in and by a switch (login-as). */
  individualId: string;
  /**
   * Who an email the world does not know signs in as (any well-formed email and password): the scenario's own
   * individual (the example world's: Olivia Bennett of Verdant Labs).
   */
  defaultIndividualId: string;
  /**
   * How far QA moved this world's time forward, in ms (model/rules/clock.ts): every date the world holds was moved
   * back by as much, so the portal, which counts from the browser's clock, sees that time pass. Absent: 0.
   */
  clockAdvancedMs?: number;
  /** What each held subscription's plan allows, by kind (tracer, fastpass): the catalogue's threshold. */
  allowances: Record<string, Allowance>;
}

/** A plan's allowance: its name and how many products and batches it allows (-1: unlimited). */
export interface Allowance {
  plan: string;
  products: number;
  batches: number;
}

/** The example world as JSON-safe data: its scalars and each collection's records. */
function harvestSeed() {
  const source = seedSource();
  return {
    seq: 1,
    organizationId: source.signedIn.organization_id,
    individualId: source.signedIn.id,
    defaultIndividualId: source.signedIn.id,
    allowances: source.allowances(),
    ...seedRecords(),
  };
}

type Seed = ReturnType<typeof harvestSeed>;
let seed: Seed | undefined;

/** A world as the contract's examples describe it (deterministic: the same seed every time). */
export function seedWorld(): World {
  seed ??= JSON.parse(JSON.stringify(harvestSeed())) as Seed;
  const copy = structuredClone(seed) as unknown as Record<string, unknown>;
  for (const name of COLLECTIONS) copy[name] = new Table(copy[name] as { id: string }[]);
  return copy as unknown as World;
}

/** The world as JSON (the in-page mode keeps it in localStorage across reloads). */
export function snapshot(world: World): string {
  return JSON.stringify(world);
}

/** A world from its JSON; what the JSON lacks comes from `base` (the example world by default). */
export function restore(json: string, base: () => World = seedWorld): World {
  return restoreFrom(JSON.parse(json) as Record<string, unknown>, base);
}

/**
 * A world from its parsed JSON (its rows are used as they are: the caller copies what it shares). `base` is built
 * only when the JSON lacks something, since a scenario can be large.
 */
export function restoreFrom(raw: Record<string, unknown>, base: () => World = seedWorld): World {
  let built: World | undefined;
  const fresh = () => (built ??= base());
  const text = (value: unknown, or: () => string) => (typeof value === 'string' && value ? value : or());
  const world: Record<string, unknown> = {
    seq: Number(raw.seq) || fresh().seq,
    organizationId: text(raw.organizationId, () => fresh().organizationId),
    individualId: text(raw.individualId, () => fresh().individualId),
    defaultIndividualId: text(raw.defaultIndividualId, () => fresh().defaultIndividualId),
    allowances: (raw.allowances as World['allowances'] | undefined) ?? fresh().allowances,
    // How far the world's time was moved (model/rules/clock.ts): a copy, a snapshot and a kept world keep it.
    ...(Number(raw.clockAdvancedMs) > 0 ? { clockAdvancedMs: Number(raw.clockAdvancedMs) } : {}),
  };
  for (const name of COLLECTIONS) {
    const rows = raw[name];
    world[name] = Array.isArray(rows) ? new Table(rows as never[]) : fresh()[name];
  }
  return world as unknown as World;
}

/** The collections and their sizes (the replay panel shows them). */
export function census(world: World): Record<string, number> {
  return Object.fromEntries(COLLECTIONS.map((name) => [name, world[name].size]));
}
