import type { DocumentedCall } from './types';

/**
 * The movement and locations, testing-lab, transferred-batch and organization-attachment calls of
 * the second document (section 7), as it writes them, with the maps geocoding lookup that supplies a
 * location's coordinates. Relative paths (transit/create) get a leading slash in the contract.
 * POST subscription/check-subscription-status, listed under movement, is in doc2-catalogue.ts.
 */
export const documentedCalls: DocumentedCall[] = [
  // Document 2, section 7: Movement and locations
  { method: 'POST', path: '/transit/create', source: 'POST transit/create' },
  { method: 'POST', path: '/transit/edit', source: 'transit/edit' },
  { method: 'GET', path: '/transit/{id}', source: 'GET transit/{id}' },
  { method: 'DELETE', path: '/transit/{id}', source: 'DELETE transit/{id}' },
  {
    method: 'POST',
    path: '/transfer/create',
    source: 'POST transfer/create (stored transfer data, is_payment_done, session_id; returns receiptUrl)',
  },
  { method: 'POST', path: '/transfer/edit', source: 'transfer/edit' },
  { method: 'GET', path: '/transfer/{id}', source: 'GET transfer/{id}' },
  { method: 'DELETE', path: '/transfer/{id}', source: 'DELETE transfer/{id}' },
  {
    method: 'POST',
    path: '/transfer/validate-coupon',
    source: 'POST /transfer/validate-coupon {coupon_code, price}; returns valid, message, discountedPrice',
  },
  {
    method: 'POST',
    path: '/organization/search',
    source: 'POST organization/search {offset, limit, name, organization_id}',
  },
  {
    method: 'POST',
    path: '/integrant/get-organization',
    source: 'POST integrant/get-organization {organization_id} (returns name)',
  },
  {
    method: 'POST',
    path: '/integrant/transfer-to-organization',
    source: 'POST /integrant/transfer-to-organization: organization name, email, plus curOrganization',
  },
  {
    method: 'POST',
    path: '/integrant/invite-organization',
    source: 'POST /integrant/invite-organization: invite form plus curOrganization',
  },
  {
    method: 'POST',
    path: '/location/save',
    source:
      'POST location/save {description, id, line_1, line_2, zip, city, state, country, coordinates, organization_id, created_by, updated_by}',
  },
  {
    method: 'GET',
    path: '/maps/api/geocode/json',
    service: 'geocoding',
    source: 'coordinates come from a maps geocoding lookup by address',
  },
  {
    method: 'POST',
    path: '/location/location-suggestions',
    source: 'POST location/location-suggestions {organization_id}',
  },
  // Document 2, section 7: Testing labs
  {
    method: 'POST',
    path: '/testing-labs/create',
    source: 'Testing labs: create (multipart name and file) ... POST testing-labs/create',
  },
  {
    method: 'POST',
    path: '/testing-labs/getAll',
    source: 'Testing labs: ... and list; paths for one of them not shown ... testing-labs/getAll',
  },
  // Document 2, section 7: Transferred batches
  {
    method: 'POST',
    path: '/integrant/transferred-integrants',
    source: 'POST integrant/transferred-integrants {organization_id}',
  },
  {
    method: 'POST',
    path: '/integrant/clone-transferred-integrants',
    source:
      'POST integrant/clone-transferred-integrants {transfer_id, integrant_id, external_id, external_id_slug, organization_id, subscription}',
  },
  // Document 2, section 7: Organization attachments
  { method: 'POST', path: '/organization-exhibit', source: 'POST /organization-exhibit (create)' },
  { method: 'PATCH', path: '/organization-exhibit/{id}', source: 'PATCH /organization-exhibit/{id}' },
  { method: 'DELETE', path: '/organization-exhibit/{id}', source: 'DELETE /organization-exhibit/{id}' },
  {
    method: 'GET',
    path: '/organization-exhibit',
    source: 'GET /organization-exhibit with query params (limit 20 and offset)',
  },
  { method: 'GET', path: '/organization-exhibit/{id}', source: 'GET /organization-exhibit/{id}' },
];
