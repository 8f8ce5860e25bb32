import { said } from '../model/examples';
import {
  TOO_LARGE,
  changeOf,
  createExhibit,
  exhibitOf,
  exhibitsOf,
  missing,
  updateExhibit,
} from '../model/rules/attachment';
import { page } from '../model/table';
import type { OperationId } from '../types';
import { bodyFailure, isBlob, keepFile, notFound, type Call, type Resolvers } from './resolver';

/** The organization's attachments (tag `attachment`). Rules: docs/world/attachment.md. */
type Form = Record<string, unknown>;
const fileTooLarge = { status: 413, example: 'fileTooLarge' } as const;

/** The form's change with its file kept (none sent: none kept); undefined when the file is too large. */
async function changeFrom(call: Call<OperationId>) {
  const form = call.body as unknown as Form;
  if (!isBlob(form.file)) return changeOf(form);
  if (form.file.size >= TOO_LARGE) return undefined;
  const kept = await keepFile(call, form.file);
  return changeOf(form, kept && { url: kept.url, name: kept.stored.name });
}

/** The documented body failure in the form's words for a required field missing, or undefined. */
function refusal(call: Call<OperationId>, needsFile: boolean) {
  const form = call.body as unknown as Form;
  const message = missing(form, isBlob(form.file), needsFile);
  return message && { ...bodyFailure, message };
}

export const resolvers: Resolvers = {
  listOrganizationExhibits: {
    reads: ['organizationExhibits'],
    writes: [],
    answer: ({ world, query }) => {
      const { rows, count } = page(exhibitsOf(world), query.get('offset'), query.get('limit') ?? 20);
      const message = said('listOrganizationExhibits', 'organizationExhibits');
      return { body: { status: '1', message, data: { count, rows } } };
    },
  },
  createOrganizationExhibit: {
    reads: [],
    writes: ['organizationExhibits', 'files'],
    answer: async (call) => {
      const refused = refusal(call, true);
      if (refused) return refused;
      const change = await changeFrom(call);
      if (!change) return fileTooLarge;
      const message = said('createOrganizationExhibit', 'organizationExhibitCreated');
      return { body: { status: '1', message, data: createExhibit(call.world, change) } };
    },
  },
  getOrganizationExhibit: {
    reads: ['organizationExhibits'],
    writes: [],
    answer: ({ world, params }) => {
      const exhibit = exhibitOf(world, params.id);
      if (!exhibit) return notFound;
      return { body: { status: '1', message: said('getOrganizationExhibit', 'organizationExhibit'), data: exhibit } };
    },
  },
  updateOrganizationExhibit: {
    reads: [],
    writes: ['organizationExhibits', 'files'],
    answer: async (call) => {
      const before = exhibitOf(call.world, call.params.id);
      if (!before) return notFound;
      const refused = refusal(call, false);
      if (refused) return refused;
      const change = await changeFrom(call);
      if (!change) return fileTooLarge;
      const message = said('updateOrganizationExhibit', 'organizationExhibitUpdated');
      return { body: { status: '1', message, data: updateExhibit(call.world, before, change) } };
    },
  },
  deleteOrganizationExhibit: {
    reads: [],
    writes: ['organizationExhibits'],
    answer: ({ world, params }) => {
      const exhibit = exhibitOf(world, params.id);
      if (!exhibit) return notFound;
      world.organizationExhibits.remove(exhibit.id);
      const message = said('deleteOrganizationExhibit', 'organizationExhibitDeleted');
      return { body: { status: '1', message, data: null } };
    },
  },
};
