import { ATTACHMENT_FILE_RULE, fileExtension } from '@/lib/file-rules';
import type { Schemas } from '../../types';
import { base64Of, now } from '../ids';
import type { StoredFile, World } from '../world';

/**
 * The batches' files (docs/world/batch.md, "Files"): what an upload takes, what it answers, and which documents the
 * world knows when one is verified.
 */

/**
 * Why an attachments upload is refused (the attachments' rule the portal checks first, spec 2, section 5: the types by
 * extension, under 30 MB): `type` with the portal's words, `size`, or undefined when every file is taken.
 */
export function attachmentsRefusal(files: readonly File[]): { type: string } | 'size' | undefined {
  if (files.some((f) => !ATTACHMENT_FILE_RULE.extensions.includes(fileExtension(f.name))))
    return { type: ATTACHMENT_FILE_RULE.typeMessage };
  return files.some((f) => f.size > ATTACHMENT_FILE_RULE.maxBytes!) ? 'size' : undefined;
}

/** A kept file as an upload answers it. */
export const uploadedFile = ({ stored, url }: { stored: StoredFile; url: string }) => ({
  file_name: `${stored.id}-${stored.name}`,
  url,
  original_name: stored.name,
  size: stored.size,
});

/** The batch without one of its attachments, or undefined when it holds none of that id. */
export function withoutExhibit(world: World, batchId: string, exhibitId: string): Schemas['Batch'] | undefined {
  const b = world.batches.get(batchId);
  if (!b?.exhibits?.some((e) => e.id === exhibitId)) return undefined;
  return world.batches.patch(b.id, { exhibits: b.exhibits.filter((e) => e.id !== exhibitId), updated_on: now() });
}

/** Whether the world knows a document's address: a file it stores, or an attachment it holds. */
function knowsAddress(world: World, url: string): boolean {
  const stored = /\/__world\/files\/([^/?#]+)/.exec(url)?.[1];
  if (stored) return Boolean(world.files.get(decodeURIComponent(stored)));
  return (
    world.batches.all().some((b) => b.exhibits?.some((e) => e.url === url)) ||
    world.organizationExhibits.all().some((e) => e.url === url)
  );
}

/** Whether the world knows a document: a file with the bytes of one it stores, else an address it knows. */
export async function knownDocument(world: World, file: File | undefined, url: string | null): Promise<boolean> {
  if (!file) return url ? knowsAddress(world, url) : false;
  const data = await base64Of(file);
  return world.files.where((f) => f.size === file.size).some((f) => f.data === data);
}
