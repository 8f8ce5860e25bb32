import { nextId } from './table';
import type { World } from './world';

/** A new id in the contract's style, unique within the world. */
export function newId(world: World, prefix: string): string {
  world.seq += 1;
  return nextId(prefix, world.seq);
}

/** The world's time now, as the contract writes it. */
export const now = (): string => new Date().toISOString();

/** A file's bytes as base64 (the world keeps a file's bytes so: a snapshot stays JSON). */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
