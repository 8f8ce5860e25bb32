import { COLLECTIONS, type CollectionName } from './collections';
import type { Table } from './table';
import type { World } from './world';

/** The collections a resolver read and those it changed, as one call's run saw them. */
export interface Access {
  readonly read: Set<CollectionName>;
  readonly written: Set<CollectionName>;
}

const WRITES = new Set<PropertyKey>(['put', 'patch', 'remove']);
const NAMES = new Set<PropertyKey>(COLLECTIONS);

/**
 * The world as one call sees it, with every collection it touches noted in `access`: a read (`get`, `where`,
 * `all`, `size`) or a write (`put`, `patch`, `remove`). The world's scalars and the tables' records are the world's
 * own (the same objects), so nothing a resolver keeps or changes differs from the untracked world.
 */
export function tracked(world: World, access: Access): World {
  const tables = new Map<PropertyKey, unknown>();
  return new Proxy(world, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (!NAMES.has(key) || !value) return value;
      let table = tables.get(key);
      if (!table) {
        table = trackedTable(value as Table<{ id: string }>, key as CollectionName, access);
        tables.set(key, table);
      }
      return table;
    },
  });
}

function trackedTable(table: Table<{ id: string }>, name: CollectionName, access: Access) {
  return new Proxy(table, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      (WRITES.has(key) ? access.written : access.read).add(name);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * What a run did beyond what its resolver declares: a collection read that it neither reads nor writes, or one
 * changed that it does not write ([] when the declaration holds).
 */
export function undeclared(
  access: Access,
  declared: { readonly reads: readonly CollectionName[]; readonly writes: readonly CollectionName[] },
): string[] {
  const reads = new Set([...declared.reads, ...declared.writes]);
  const writes = new Set(declared.writes);
  return [
    ...[...access.read].filter((name) => !reads.has(name)).map((name) => `reads ${name}`),
    ...[...access.written].filter((name) => !writes.has(name)).map((name) => `writes ${name}`),
  ];
}
