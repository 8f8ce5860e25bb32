import type { Schemas } from '../../types';
import type { World } from '../world';
import { newId } from '../ids';

/** The portal's testing labs (docs/world/lab.md). */
const LOGO_MAX_BYTES = 15_728_640;
const LOGO_TYPES = /^image\/(png|jpeg|gif|webp|svg\+xml)$/;
const LOGO_EXTENSIONS = /\.(png|jpe?g|gif|webp|svg)$/i;

/**
 * A new lab's name (trimmed) and logo as the form sent them, or why not: a blank name, no logo, a logo that is not an
 * image (the error catalogue's words), or one over 15 MB (`tooLarge`: the documented 413).
 */
export function labForm(
  name: unknown,
  logo: File | undefined,
): { name: string; logo: File } | { refused: string } | { tooLarge: true } {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (!trimmed) return { refused: 'Name is a required field.' };
  if (!logo) return { refused: 'Organization logo is a required field.' };
  if (!LOGO_TYPES.test(logo.type) && !LOGO_EXTENSIONS.test(logo.name ?? ''))
    return {
      refused: 'The file type you have uploaded is not valid. Only image file type is valid for organization logo.',
    };
  if (logo.size > LOGO_MAX_BYTES) return { tooLarge: true };
  return { name: trimmed, logo };
}

/** A new lab, its logo (kept by the world) serving as its map thumbnail too. */
export const addLab = (world: World, name: string, logoUrl: string): Schemas['TestingLab'] =>
  world.testingLabs.put({ id: newId(world, 'LAB'), name, logo_url: logoUrl, map_thumb_url: logoUrl });
