import { nextId } from './table';
import type { World } from './world';

/** A new id in the contract's style, unique within the world. */
export function newId(world: World, prefix: string): string {
  world.seq += 1;
  return nextId(prefix, world.seq);
}

/** The world's time now, as the contract writes it. */
export const now = (): string => new Date().toISOString();
