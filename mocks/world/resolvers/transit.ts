import type { World } from '../model/world';
import { exampleValue } from '../model/examples';
import type { Schemas } from '../types';
import { bodyFailure, newId, notFound, now, type Call, type Routes } from './resolver';
import { batchLocation } from '../model/rules/catalogue';

/**
 * Transits: a batch's changes of location, records of their own (the world's `transits`, one source of truth; a
 * batch read lists its own through `transitsOf`). The rules where the spec and the contract's examples do not say:
 * - transit/create needs a batch the world holds and a non-blank title; the From location, and the To location when
 *   one is sent, must be saved locations of the batch's organization ("from one of the organization's locations to
 *   another"). Anything else is the documented body failure, in the spec's generic words. Exhibits keep their id or
 *   get one.
 * - transit/edit saves the form as a new record pointing to the old one (oldTransitId), as the contract's example
 *   does: the new record replaces the old one in the batch's movements, the old id is gone (a read of it is the
 *   documented 404), the creator stays the old record's. An unknown old transit, or one of another batch, answers
 *   the documented edit failure (the portal then says 'Internal server error please try again!!!'); a form that
 *   create would refuse, the body failure.
 * - GET and DELETE transit/{id} of an id the world does not hold answer the documented 404.
 */
type Transit = Schemas['Transit'];
type Input = Schemas['TransitInput'];

const said = (operationId: string, example: string) =>
  exampleValue<{ message?: string }>(operationId, example).message ?? '';

/** The documented edit failure of transit/edit and transfer/edit (status "0", no message). */
export const editFailed = { status: 200, example: 'editFailed' } as const;

/** A text field: trimmed, or null when blank or absent. */
export const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A batch's transits, as its reads list them (newest first). */
export const transitsOf = (world: World, batchId: string): Transit[] =>
  world.transits.where((t) => t.integrant_id === batchId);

/** Whether a location is one the world holds for an organization (a location without one is the current one's). */
export const ownLocation = (world: World, organizationId: string, id: string | null | undefined): boolean => {
  const location = world.locations.get(id);
  return Boolean(location) && (location!.organization_id ?? world.organizationId) === organizationId;
};

/** A movement's attachments as saved: each keeps its id or gets one. */
export const movementExhibits = (
  world: World,
  sent: readonly Schemas['MovementExhibit'][] | undefined,
): Schemas['MovementExhibit'][] =>
  (sent ?? []).map((e, i) => ({
    ...e,
    id: e.id || newId(world, 'EXH'),
    rank: e.rank ?? i + 1,
    testing_lab_id: e.testing_lab_id ?? null,
  }));

/** Why a transit form cannot be saved, or undefined when it can. */
function refusal(world: World, body: Input) {
  const batch = world.batches.get(body.integrant_id);
  if (!batch || !textOrNull(body.title)) return bodyFailure;
  if (!ownLocation(world, batch.organization_id, body.from_location)) return bodyFailure;
  if (body.to_location && !ownLocation(world, batch.organization_id, body.to_location)) return bodyFailure;
  return undefined;
}

/** The saved record of a transit form. */
function saved(world: World, body: Input, before?: Transit): Transit {
  const stamp = now();
  return {
    id: newId(world, 'TRN'),
    integrant_id: body.integrant_id,
    title: textOrNull(body.title)!,
    description: textOrNull(body.description),
    oldTransitId: before?.id ?? null,
    from_location: body.from_location,
    to_location: body.to_location || null,
    fromLocation: batchLocation(world, body.from_location)!,
    toLocation: batchLocation(world, body.to_location),
    effective_date: body.effective_date,
    transitExhibits: movementExhibits(world, body.exhibits),
    created_by: before ? (before.created_by ?? null) : (body.created_by ?? null),
    updated_by: body.updated_by ?? body.created_by ?? null,
    created_on: stamp,
    updated_on: stamp,
  };
}

function createTransit({ world, body }: Call<'createTransit'>) {
  const refused = refusal(world, body);
  if (refused) return refused;
  const transit = world.transits.put(saved(world, body));
  return { body: { status: '1' as const, message: said('createTransit', 'transitCreated'), data: transit } };
}

function editTransit({ world, body }: Call<'editTransit'>) {
  const before = world.transits.get(body.oldTransitId);
  if (!before || before.integrant_id !== body.integrant_id) return editFailed;
  const refused = refusal(world, body);
  if (refused) return refused;
  world.transits.remove(before.id);
  const transit = world.transits.put(saved(world, body, before));
  return { body: { status: '1' as const, message: said('editTransit', 'transitUpdated'), data: transit } };
}

export const transitRoutes: Routes = {
  createTransit,
  getTransit: ({ world, params }) => {
    const transit = world.transits.get(params.id);
    if (!transit) return notFound;
    return { body: { status: '1', message: said('getTransit', 'transitDetail'), data: transit } };
  },
  editTransit,
  deleteTransit: ({ world, params }) => {
    if (!world.transits.remove(params.id!)) return notFound;
    return { body: { status: '1', message: said('deleteTransit', 'transitDeleted'), data: null } };
  },
};
