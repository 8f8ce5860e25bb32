import type { Schemas } from '../../types';
import { newId, now } from '../ids';
import type { World } from '../world';

/** The organization's attachments (docs/world/attachment.md). */
type Exhibit = Schemas['OrganizationExhibit'];
type Form = Record<string, unknown>;

/** The size from which a file is refused (30 MB): the documented 413. */
export const TOO_LARGE = 31_457_280;

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

/** The current organization's attachments, newest first. */
export const exhibitsOf = (world: World): Exhibit[] =>
  world.organizationExhibits.where((e) => (e.organization_id ?? world.organizationId) === world.organizationId);

/** One of the current organization's attachments by id. */
export const exhibitOf = (world: World, id: string | undefined): Exhibit | undefined =>
  exhibitsOf(world).find((e) => e.id === id);

/** The form's words for the first required field missing (spec 2, section 5), or undefined when all are there. */
export function missing(form: Form, hasFile: boolean, needsFile: boolean): string | undefined {
  return !text(form.title)?.trim()
    ? 'Please enter a Title'
    : !text(form.effective_date)?.trim()
      ? 'Please select Effective Date'
      : needsFile && !hasFile
        ? 'Please select attachment file'
        : undefined;
}

/** The fields a form sends, as the record keeps them (`kept`: the file it sent, once kept). */
export function changeOf(form: Form, kept?: { url: string; name: string }): Partial<Exhibit> {
  const change: Partial<Exhibit> = {};
  if (kept) Object.assign(change, { url: kept.url, file: kept.name });
  if (text(form.title) !== undefined) change.title = text(form.title)!;
  if (text(form.description) !== undefined) change.description = text(form.description) || null;
  if (text(form.effective_date)) change.effective_date = text(form.effective_date)!;
  if (form.exhibit_locations !== undefined) change.exhibit_locations = exhibitLocations(form.exhibit_locations);
  return change;
}

/** A new attachment of the current organization from a form's change. */
export function createExhibit(world: World, change: Partial<Exhibit>): Exhibit {
  const stamp = now();
  return world.organizationExhibits.put({
    id: newId(world, 'OEX'),
    organization_id: world.organizationId,
    title: change.title!.trim(),
    description: change.description ?? null,
    effective_date: change.effective_date!,
    url: change.url!,
    file: change.file ?? null,
    exhibit_locations: change.exhibit_locations ?? [],
    created_on: stamp,
    updated_on: stamp,
  });
}

/** An attachment changed by a form's change (a new file replaces the old one; none keeps it). */
export const updateExhibit = (world: World, before: Exhibit, change: Partial<Exhibit>): Exhibit =>
  world.organizationExhibits.patch(before.id, { ...change, title: change.title!.trim(), updated_on: now() })!;
