import type { Schemas } from '../types';
import type { World } from '../model/world';
import { exampleData, exampleValue } from '../model/examples';
import { page } from '../model/table';
import { bodyFailure, filesOf, newId, now, type Call, type Routes } from './resolver';
import { noteHashed } from './dashboards';

/** The organization the example world's notifications belong to (the signed-in individual's of the seed). */
const EXAMPLE_ORGANIZATION = exampleValue<{ data: { organization_id: string } }>('login', 'signedIn').data
  .organization_id;

/**
 * A publisher's free-trial documents, the producer's consumer connections and the notifications.
 * Rules where the seed is silent: lists are newest first; an upload adds one document per file (its name and size
 * kept, no metadata yet); an edit sets the same metadata on every chosen document and fills in the names shown
 * beside the ids from the world (organization, location, product, batch, document type); marking notifications
 * read marks those the world has.
 * Free-trial documents are the uploader's organization's (the signed-in one): listed, edited and deleted only by it
 * (another's is not found); an upload of more than 5 files is the documented 400 tooManyFiles, of none a body
 * failure; each uploaded document counts as one hashed on the organization's dashboard (dashboards.ts).
 */
type Upload = Call<'uploadFreeTrialDocuments'>;

const files = (body: Upload['body']): File[] => filesOf(body['files[]']);

type Kept = Parameters<World['freeTrialDocuments']['put']>[0];
/** A document as the contract shows it (without the world's note of its organization). */
const shown = ({ organization_id: _, ...doc }: Kept): Schemas['FreeTrialDocument'] => doc;
const own = (world: World, id: string | undefined) => {
  const doc = world.freeTrialDocuments.get(id);
  return doc?.organization_id === world.organizationId ? doc : undefined;
};

const documentTypes = () => (exampleData('getDocumentTypes')[0] ?? []) as Schemas['DocumentType'][];

/** The names a document shows beside the ids of its metadata, from the world. */
function described(call: Call<'updateFreeTrialDocuments'>, doc: Kept): Kept {
  const { world } = call;
  const { documentIds: _, ...meta } = call.body;
  const org = world.organizations.get(meta.meta_data_org_id);
  const location = world.locations.get(meta.meta_data_org_location_id);
  const product = world.products.get(meta.meta_data_product_id);
  const batch = world.batches.get(meta.meta_data_product_batch_id);
  const type = documentTypes().find((t) => t.id === meta.meta_data_document_type_id);
  return {
    ...doc,
    ...meta,
    metaDataorganization: org ? { name: org.name } : null,
    metaDataLocation: location ? { description: location.description ?? '' } : null,
    metaDataProduct: product ? { title: product.title } : null,
    metaDataProductBatches: batch ? { external_id: batch.external_id ?? batch.id } : null,
    metaDataDocumentType: type ? { type: type.type } : null,
  };
}

export const documentRoutes: Routes = {
  listFreeTrialDocuments: ({ world, query }) => {
    const mine = world.freeTrialDocuments.where((d) => d.organization_id === world.organizationId);
    const { rows, count } = page(mine, query.get('offset'), query.get('limit'));
    return { body: { status: '1', message: 'Documents fetched successfully', data: { rows: rows.map(shown), count } } };
  },
  uploadFreeTrialDocuments: (call) => {
    const sent = files(call.body);
    if (sent.length > 5) return { status: 400, example: 'tooManyFiles' };
    if (sent.length === 0) return bodyFailure;
    const organizationId = call.world.organizationId;
    const added = sent.map((file) => {
      const doc = call.world.freeTrialDocuments.put({
        id: newId(call.world, 'FTD'),
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
      noteHashed(call.world, organizationId, doc);
      return shown(doc);
    });
    return { body: { status: '1', message: 'Documents uploaded successfully', data: added.reverse() } };
  },
  deleteFreeTrialDocument: ({ world, params }) =>
    own(world, params.id) && world.freeTrialDocuments.remove(params.id ?? '')
      ? { body: { status: '1', message: 'Document deleted successfully', data: { id: params.id ?? '' } } }
      : { status: 404, example: 'notFound' },
  updateFreeTrialDocuments: (call) => {
    const updated = call.body.documentIds.flatMap((id) => {
      const doc = own(call.world, id);
      return doc ? [shown(call.world.freeTrialDocuments.put(described(call, doc)))] : [];
    });
    return { body: { status: '1', message: 'Documents updated successfully', data: updated } };
  },
  listMyConnections: ({ world, body }) => ({
    body: {
      status: '1',
      message: 'Connections fetched successfully',
      data: page(world.connections.all(), body.offset, body.limit),
    },
  }),
  // The seed's notifications are the example organization's; no call of the portal makes one, so another
  // organization (a new one, one switched into) has none.
  listNotifications: ({ world, body }) => ({
    body: {
      status: '1',
      message: 'Notifications fetched successfully',
      data: (body.organization_id || world.organizationId) === EXAMPLE_ORGANIZATION ? world.notifications.all() : [],
    },
  }),
  markNotificationsRead: ({ world, body }) => {
    const ids = body.notificationIds.filter((id) => world.notifications.patch(id, { is_read: true }));
    return { body: { status: '1', message: 'Notifications marked as read', ids } };
  },
};
