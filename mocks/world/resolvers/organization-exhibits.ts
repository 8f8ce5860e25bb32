import type { World } from '../model/world';
import { exampleValue } from '../model/examples';
import { page } from '../model/table';
import type { Schemas } from '../types';
import { bodyFailure, isBlob, keepFile, newId, notFound, now, type Call, type Routes } from './resolver';

/**
 * Organization attachments (/organization-exhibits). The rules where the contract's examples do not say:
 * - They are the current organization's (the world's `organizationId`): the list, and a read, edit or delete by id
 *   of another organization's attachment (or an unknown id) is the documented 404.
 * - The list is newest first, paged by the query's offset (0 by default) and limit (20 by default, the contract's);
 *   `count` is the organization's whole number of attachments.
 * - Create keeps the file (`url` where the world serves it, `file` its name); 30 MB or more (31457280 bytes) is the
 *   documented 413. `exhibit_locations` is JSON text of { location_id }; text that is not such a list is none.
 * - Create needs a title, an effective date and a file; edit a title and an effective date (the file may stay). A
 *   missing or blank one is a body failure in the form's words (spec 2, section 5: 'Please enter a Title', 'Please
 *   select Effective Date', 'Please select attachment file'), the first one missing.
 * - Edit changes the fields sent; a new file replaces the old one, none keeps it. Delete removes it.
 */
type Exhibit = Schemas['OrganizationExhibit'];
const TOO_LARGE = 31_457_280;

const said = (operationId: string, example: string) =>
  exampleValue<{ message?: string }>(operationId, example).message ?? '';
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function exhibitLocations(value: unknown): Exhibit['exhibit_locations'] {
  try {
    const list: unknown = JSON.parse(String(value));
    if (!Array.isArray(list)) return [];
    return list.flatMap((l: unknown) => {
      const id = (l as { location_id?: unknown } | null)?.location_id;
      return typeof id === 'string' && id !== '' ? [{ location_id: id }] : [];
    });
  } catch {
    return [];
  }
}

const ours = (world: World) =>
  world.organizationExhibits.where((e) => (e.organization_id ?? world.organizationId) === world.organizationId);
const find = (world: World, id: string | undefined) => ours(world).find((e) => e.id === id);

/** The fields a form sends, as the record keeps them (a file kept first; undefined when too large). */
async function fromForm(call: Call<'createOrganizationExhibit' | 'updateOrganizationExhibit'>) {
  const form = call.body as unknown as Record<string, unknown>;
  const change: Partial<Exhibit> = {};
  if (isBlob(form.file)) {
    if (form.file.size >= TOO_LARGE) return undefined;
    const kept = await keepFile(call, form.file);
    if (kept) Object.assign(change, { url: kept.url, file: kept.stored.name });
  }
  if (text(form.title) !== undefined) change.title = text(form.title)!;
  if (text(form.description) !== undefined) change.description = text(form.description) || null;
  if (text(form.effective_date)) change.effective_date = text(form.effective_date)!;
  if (form.exhibit_locations !== undefined) change.exhibit_locations = exhibitLocations(form.exhibit_locations);
  return change;
}

const fileTooLarge = { status: 413, example: 'fileTooLarge' } as const;

/** The form's words for the first required field missing (spec 2, section 5), or undefined when all are there. */
function missing(call: Call<'createOrganizationExhibit' | 'updateOrganizationExhibit'>, needsFile: boolean) {
  const form = call.body as unknown as Record<string, unknown>;
  const message = !text(form.title)?.trim()
    ? 'Please enter a Title'
    : !text(form.effective_date)?.trim()
      ? 'Please select Effective Date'
      : needsFile && !isBlob(form.file)
        ? 'Please select attachment file'
        : undefined;
  return message && { ...bodyFailure, message };
}

export const organizationExhibitRoutes: Routes = {
  listOrganizationExhibits: ({ world, query }) => {
    const { rows, count } = page(ours(world), query.get('offset'), query.get('limit') ?? 20);
    return {
      body: { status: '1', message: said('listOrganizationExhibits', 'organizationExhibits'), data: { count, rows } },
    };
  },

  createOrganizationExhibit: async (call) => {
    const refused = missing(call, true);
    if (refused) return refused;
    const change = await fromForm(call);
    if (!change) return fileTooLarge;
    const stamp = now();
    const exhibit = call.world.organizationExhibits.put({
      id: newId(call.world, 'OEX'),
      organization_id: call.world.organizationId,
      title: change.title!.trim(),
      description: change.description ?? null,
      effective_date: change.effective_date!,
      url: change.url!,
      file: change.file ?? null,
      exhibit_locations: change.exhibit_locations ?? [],
      created_on: stamp,
      updated_on: stamp,
    });
    return {
      body: { status: '1', message: said('createOrganizationExhibit', 'organizationExhibitCreated'), data: exhibit },
    };
  },

  getOrganizationExhibit: ({ world, params }) => {
    const exhibit = find(world, params.id);
    if (!exhibit) return notFound;
    return { body: { status: '1', message: said('getOrganizationExhibit', 'organizationExhibit'), data: exhibit } };
  },

  updateOrganizationExhibit: async (call) => {
    const before = find(call.world, call.params.id);
    if (!before) return notFound;
    const refused = missing(call, false);
    if (refused) return refused;
    const change = await fromForm(call);
    if (!change) return fileTooLarge;
    const exhibit = call.world.organizationExhibits.patch(before.id, {
      ...change,
      title: change.title!.trim(),
      updated_on: now(),
    })!;
    return {
      body: { status: '1', message: said('updateOrganizationExhibit', 'organizationExhibitUpdated'), data: exhibit },
    };
  },

  deleteOrganizationExhibit: ({ world, params }) => {
    const exhibit = find(world, params.id);
    if (!exhibit) return notFound;
    world.organizationExhibits.remove(exhibit.id);
    return {
      body: { status: '1', message: said('deleteOrganizationExhibit', 'organizationExhibitDeleted'), data: null },
    };
  },
};
