import type { DocumentedCall } from './types';

/**
 * The product, batch and public-label import calls of section 7 of the catalogue and traceability
 * document (2-catalogue-traceability.md), with the full path each has in openapi/, and the video
 * host's resumable upload that bunny-tus-upload-info signs. Movement, locations, testing labs,
 * transferred batches and organization attachments are in doc2-movement.ts. The label thumbnails
 * ("thumbnail images by label id") are public images the page shows, not calls.
 */
export const documentedCalls: DocumentedCall[] = [
  // Products
  {
    method: 'POST',
    path: '/integrant/search-products',
    source: 'POST integrant/search-products {offset, limit, searchText, organization_id, type, show_batch}',
  },
  {
    method: 'POST',
    path: '/integrant-type/search',
    source: 'POST integrant-type/search {offset, limit, searchText, organization_id}',
  },
  { method: 'GET', path: '/integrant-type/{id}', source: 'GET integrant-type/{id}' },
  {
    method: 'POST',
    path: '/integrant-type/create',
    source: 'POST integrant-type/create: multipart with title, description, image_url, fileName, …',
  },
  {
    method: 'POST',
    path: '/integrant-type/update',
    source: 'POST integrant-type/update: multipart … integrant_type_id (update)',
  },
  {
    method: 'POST',
    path: '/integrant-type/update-disable-status',
    source: 'POST integrant-type/update-disable-status {integrant_type_id, is_disabled}',
  },
  {
    method: 'POST',
    path: '/integrant-type/get-ingredients',
    source: 'POST integrant-type/get-ingredients {integrant_type_id}',
  },
  { method: 'POST', path: '/integrant-type/import-from-nih', source: 'POST integrant-type/import-from-nih' },
  {
    method: 'POST',
    path: '/integrant-type/bunny-tus-upload-info',
    source: 'POST integrant-type/bunny-tus-upload-info (signed token for a resumable upload to an external video host)',
  },
  {
    method: 'POST',
    path: '/integrant-type/create-from-label',
    source:
      'The public-label save sends multipart title, description, productImage or image_url, …; its path is not shown.',
  },
  {
    method: 'GET',
    path: '/integrant-type/integrant-type-with-integrant-for-nih',
    source: 'GET integrant-type/integrant-type-with-integrant-for-nih',
  },
  { method: 'POST', path: '/integrant/get-product-label', source: 'POST integrant/get-product-label {id}' },
  { method: 'POST', path: '/integrant/update-product-label', source: 'POST integrant/update-product-label' },
  {
    method: 'POST',
    path: '/tusupload',
    service: 'video-upload',
    source: 'the resumable upload to an external video host (creation) that bunny-tus-upload-info signs',
  },
  {
    method: 'PATCH',
    path: '/tusupload/{uploadId}',
    service: 'video-upload',
    source: 'the resumable upload to an external video host (the file parts); progress percent and retries',
  },
  { method: 'GET', path: '/product-trait', source: 'GET product-trait: template traits (data)' },

  // Batches
  {
    method: 'POST',
    path: '/integrant/search',
    source: 'POST integrant/search {offset, limit, searchText, organization_id, integrant_type_id}',
  },
  { method: 'GET', path: '/integrant/{id}', source: 'GET integrant/{id}' },
  {
    method: 'POST',
    path: '/integrant/create',
    source: 'POST integrant/create {parent_id, is_published, qr_url, external_id_slug, buy_again_url, …}',
  },
  {
    method: 'POST',
    path: '/integrant/edit',
    source: 'POST integrant/edit {integrant_id plus any of facets, exhibits, location_id, …}',
  },
  {
    method: 'POST',
    path: '/integrant/clone',
    source: 'POST integrant/clone {integrant_id, external_id, external_id_slug, subscription}',
  },
  {
    method: 'POST',
    path: '/integrant/update-static-batch-information',
    source: 'POST integrant/update-static-batch-information',
  },
  {
    method: 'POST',
    path: '/integrant/check-static-batch-information',
    source: 'POST integrant/check-static-batch-information',
  },
  { method: 'POST', path: '/integrant/upload', source: 'POST integrant/upload: multipart files[] and organization_id' },
  { method: 'POST', path: '/data-file', source: 'POST data-file: multipart file' },
  { method: 'POST', path: '/integrant/delete-attachment', source: 'POST integrant/delete-attachment {file_name}' },
  {
    method: 'POST',
    path: '/links',
    source: 'POST links {child_integrant_id, parent_integrant_id, created_by, updated_by}',
  },
  { method: 'POST', path: '/links/tree', source: 'POST links/tree {level, integrant_id}' },
  { method: 'POST', path: '/integrant/{id}/mutations', source: 'POST {id}/mutations' },
  { method: 'DELETE', path: '/integrant/{id}/mutations/{mid}', source: 'DELETE {id}/mutations/{mid}' },
  { method: 'DELETE', path: '/integrant/{id}/exhibits/{eid}', source: 'DELETE {id}/exhibits/{eid}' },
  { method: 'PUT', path: '/integrant/{id}/facets/{fid}', source: 'PUT {id}/facets/{fid}' },
  {
    method: 'POST',
    path: '/integrant/verify-exhibit-document',
    source: 'POST integrant/verify-exhibit-document: multipart coaFile or url; returns isVerifyDocument',
  },
  {
    method: 'POST',
    path: '/integrant/csv-upload',
    source: 'POST integrant/csv-upload: form data organization_id, type (csvFile), files[], subscription',
  },

  // Public-label import (third party)
  {
    method: 'GET',
    path: '/browse-products',
    service: 'label-database',
    source: 'GET browse-products with method, q, size, from (defaults by_letter, 10, 0)',
  },
  { method: 'GET', path: '/label/{id}', service: 'label-database', source: 'GET label/{id}' },
  { method: 'POST', path: '/client-app/integrant-detail', source: 'POST client-app/integrant-detail' },
  { method: 'POST', path: '/document-ai/readDocument', source: 'POST document-ai/readDocument' },

  // Listed under "Movement and locations", but it guards product and batch creation.
  {
    method: 'POST',
    path: '/subscription/check-subscription-status',
    source:
      'POST subscription/check-subscription-status {organization_id, subscription_type, type (batches or products)}; returns status, errorMsg',
  },
];
