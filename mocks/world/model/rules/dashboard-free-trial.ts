import type { RequestBody, Schemas } from '../../types';
import type { World } from '../world';
import { exampleData } from '../examples';
import { newId, now } from '../ids';
import { page } from '../table';
import { noteHashed } from './dashboard';

/**
 * A publisher's free-trial documents (docs/world/dashboard.md, "Free-trial documents"): the uploader's
 * organization's, newest first; each upload counts as one document hashed on its dashboard.
 */
type Kept = Parameters<World['freeTrialDocuments']['put']>[0];

/** A document as the contract shows it (without the world's note of its organization). */
const shown = ({ organization_id: _, ...doc }: Kept): Schemas['FreeTrialDocument'] => doc;

/** A document of the signed-in organization (another's is not found). */
const own = (world: World, id: string | null | undefined) => {
  const doc = world.freeTrialDocuments.get(id);
  return doc?.organization_id === world.organizationId ? doc : undefined;
};

/** A page of the signed-in organization's documents. */
export function freeTrialPage(world: World, offset: string | null, limit: string | null) {
  const mine = world.freeTrialDocuments.where((d) => d.organization_id === world.organizationId);
  const { rows, count } = page(mine, offset, limit);
  return { rows: rows.map(shown), count };
}

/** One document per file (its name and size, no metadata yet), each counted as hashed; newest first. */
export function uploadFreeTrial(world: World, files: readonly File[]): Schemas['FreeTrialDocument'][] {
  const organizationId = world.organizationId;
  const added = files.map((file) => {
    const doc = world.freeTrialDocuments.put({
      id: newId(world, 'FTD'),
      organization_id: organizationId,
      file_name: file.name,
      file_size: file.size,
      effective_date: null,
      expiration_date: null,
      created_on: now(),
      meta_data_org_id: null,
      meta_data_org_location_id: null,
      meta_data_product_id: null,
      meta_data_product_batch_id: null,
      meta_data_document_type_id: null,
      metaDataorganization: null,
      metaDataLocation: null,
      metaDataProduct: null,
      metaDataProductBatches: null,
      metaDataDocumentType: null,
    });
    noteHashed(world, organizationId, doc);
    return shown(doc);
  });
  return added.reverse();
}

/** Deletes one of the signed-in organization's documents; false when it has none of that id. */
export const deleteFreeTrial = (world: World, id: string | undefined): boolean =>
  Boolean(own(world, id) && world.freeTrialDocuments.remove(id ?? ''));

const documentTypes = () => (exampleData('getDocumentTypes')[0] ?? []) as Schemas['DocumentType'][];

/**
 * The same metadata on every chosen document of the organization (another's is skipped), with the names shown beside
 * the ids from the world (organization, location, product, batch, document type).
 */
export function describeFreeTrial(
  world: World,
  body: RequestBody<'updateFreeTrialDocuments'>,
): Schemas['FreeTrialDocument'][] {
  const { documentIds, ...meta } = body;
  const org = world.organizations.get(meta.meta_data_org_id);
  const location = world.locations.get(meta.meta_data_org_location_id);
  const product = world.products.get(meta.meta_data_product_id);
  const batch = world.batches.get(meta.meta_data_product_batch_id);
  const type = documentTypes().find((t) => t.id === meta.meta_data_document_type_id);
  const names = {
    metaDataorganization: org ? { name: org.name } : null,
    metaDataLocation: location ? { description: location.description ?? '' } : null,
    metaDataProduct: product ? { title: product.title } : null,
    metaDataProductBatches: batch ? { external_id: batch.external_id ?? batch.id } : null,
    metaDataDocumentType: type ? { type: type.type } : null,
  };
  return documentIds.flatMap((id) => {
    const doc = own(world, id);
    return doc ? [shown(world.freeTrialDocuments.put({ ...doc, ...meta, ...names }))] : [];
  });
}

/** The free trial's length (section 9 of the third document: 'Free trial 30 days'). */
export const FREE_TRIAL_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * An organization's free trial, derived from its `created_on` and the trial's length, never kept as a number: its end
 * (ISO 8601) and its whole days left at `at` (0 once over; a started day counts as a whole one), as the portal's
 * banner counts them. Undefined for an organization not on a free trial or without a date. The world's clock moves
 * `created_on` back, so advancing time shortens the trial by as much.
 */
export function freeTrialOf(
  organization: { is_free_trail?: boolean | null; created_on?: string | null } | undefined,
  at = Date.now(),
): { ends_on: string; days_left: number; ended: boolean } | undefined {
  const start = Date.parse(organization?.created_on ?? '');
  if (!organization?.is_free_trail || Number.isNaN(start)) return undefined;
  const end = start + FREE_TRIAL_DAYS * DAY_MS;
  const days_left = Math.max(0, Math.ceil((end - at) / DAY_MS));
  return { ends_on: new Date(end).toISOString(), days_left, ended: days_left === 0 };
}
