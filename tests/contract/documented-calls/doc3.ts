import type { DocumentedCall } from './types';

/**
 * Every call of section 7 of the third document (insight, compliance, tools), including those another
 * part of the contract owns. Calls the document leaves without a path ("not shown") carry the path the
 * contract chose (marked x-assumed there). The label database's calls are paths of
 * openapi/third-party/label-database.yaml; its thumbnails are public images, not calls.
 */
export const documentedCalls: DocumentedCall[] = [
  // Dashboard and trial
  {
    method: 'POST',
    path: '/individual-subscription-detail/dashboard-overview',
    source: 'POST /individual-subscription-detail/dashboard-overview: subscription_type.',
  },
  {
    method: 'POST',
    path: '/individual-subscription-detail/buy-new-product',
    source: 'POST /individual-subscription-detail/buy-new-product',
  },
  {
    method: 'POST',
    path: '/document-hash/generate-jwt-token',
    source: 'POST /document-hash/generate-jwt-token: empty body; response data.token.',
  },
  {
    method: 'POST',
    path: '/publisher-free-trial-documents',
    source: 'POST /publisher-free-trial-documents: multipart files[] (up to 5).',
  },
  {
    method: 'DELETE',
    path: '/publisher-free-trial-documents/{id}',
    source: 'DELETE /publisher-free-trial-documents/{id}: response data.id.',
  },
  {
    method: 'GET',
    path: '/publisher-free-trial-documents',
    source: 'GET /publisher-free-trial-documents?limit=10&offset=0',
  },
  {
    method: 'PUT',
    path: '/publisher-free-trial-documents/update',
    source: 'PUT /publisher-free-trial-documents/update',
  },
  { method: 'POST', path: '/organization/get-org', source: 'POST organization/get-org' },
  {
    method: 'POST',
    path: '/location/location-suggestions',
    source: 'POST location/location-suggestions (organization_id)',
  },
  { method: 'POST', path: '/integrant/product-list', source: 'POST integrant/product-list (organization_id)' },
  {
    method: 'POST',
    path: '/integrant/search',
    source: 'POST integrant/search (integrant_type_id, organization_id, offset, limit)',
  },
  { method: 'POST', path: '/integrant/get-document-type', source: 'POST integrant/get-document-type' },
  { method: 'POST', path: '/integrant/get-organization', source: 'POST integrant/get-organization: organization_id' },
  { method: 'POST', path: '/organization/verify-domain', source: 'POST /organization/verify-domain: empty body' },
  {
    method: 'POST',
    path: '/document-metrics/get-graph-data',
    source: 'Graph data (type, startDate, endDate): path not shown',
  },
  {
    method: 'POST',
    path: '/document-metrics/get-success-fail-document-data',
    source: 'success and fail document data: paths not shown',
  },
  {
    method: 'POST',
    path: '/document-metrics/document-metrics-count',
    source: 'POST document-metrics/document-metrics-count',
  },
  {
    method: 'POST',
    path: '/document-hash/document-added-count',
    source: 'POST ... document-hash/document-added-count: organization_id, type, start_date, end_date',
  },
  {
    method: 'POST',
    path: '/document-metrics/get-uploaded-document-data',
    source: 'POST document-metrics/get-uploaded-document-data',
  },
  {
    method: 'POST',
    path: '/document-metrics/get-uploaded-document-data-ai',
    source: 'POST document-metrics/get-uploaded-document-data ... its -ai variant',
  },

  // Compliance
  {
    method: 'POST',
    path: '/organization/retailer-dashboard',
    source: 'POST /organization/retailer-dashboard: empty body',
  },
  {
    method: 'POST',
    path: '/organization/retailer-dashboard/preferences',
    source: 'POST /organization/retailer-dashboard/preferences: preferences[] of label and visible',
  },

  // Surveys, offers, feedback
  { method: 'POST', path: '/surveyquestions/lists', source: 'POST surveyquestions/lists' },
  { method: 'POST', path: '/surveyquestions/create', source: 'POST surveyquestions/... create' },
  { method: 'POST', path: '/surveyquestions/update', source: 'POST surveyquestions/... update' },
  { method: 'POST', path: '/surveyquestions/delete', source: 'POST surveyquestions/... delete (survey_question_id)' },
  { method: 'POST', path: '/survey-invitations/get-all', source: 'POST survey-invitations/get-all: integrant_type_id' },
  {
    method: 'POST',
    path: '/surveyquestionanswers/lists',
    source: 'POST surveyquestionanswers/lists: integrant_type_id',
  },
  { method: 'POST', path: '/offers/create', source: 'POST offers/create' },
  { method: 'POST', path: '/offers/list', source: 'POST ... offers/list' },
  { method: 'POST', path: '/feedback/lists', source: 'POST feedback/lists: organization_id, integrant_type_id' },
  { method: 'POST', path: '/integrant-type/get-surveys', source: 'POST integrant-type/get-surveys: organization_id' },
  { method: 'POST', path: '/survey-templates/lists', source: 'Survey template list: path not shown' },
  { method: 'POST', path: '/user/get-survey-invitations', source: 'invitation list: path not shown' },
  {
    method: 'POST',
    path: '/user/get-filter-users-count',
    source: 'filtered user count: POST /user/get-filter-users-count',
  },
  {
    method: 'POST',
    path: '/user/send-survey-invitation',
    source: 'invitation send: POST /user/send-survey-invitation',
  },
  { method: 'POST', path: '/user/detail', source: 'POST /user/detail: user_id, type producer' },

  // Transferred batches (clone)
  {
    method: 'POST',
    path: '/integrant/transferred-integrants',
    source: 'POST integrant/transferred-integrants: organization_id',
  },
  {
    method: 'POST',
    path: '/integrant/clone-transferred-integrants',
    source: 'POST integrant/clone-transferred-integrants',
  },
  {
    method: 'POST',
    path: '/integrant/invite-organization',
    source: 'POST /integrant/invite-organization: invite form plus curOrganization',
  },

  // Verification, comparison, tools
  {
    method: 'POST',
    path: '/integrant/verify-exhibit-document',
    source: 'POST integrant/verify-exhibit-document: form data url or coaFile',
  },
  {
    method: 'GET',
    path: '/browse-products',
    service: 'label-database',
    source: 'NIH label search (GET browse-products with method, q, size, from)',
  },
  {
    method: 'GET',
    path: '/label/{id}',
    service: 'label-database',
    source: 'NIH label search (... GET label/{id})',
  },
  { method: 'POST', path: '/document-ai/readDocument', source: 'COA reading by URL (POST document-ai/readDocument)' },
  {
    method: 'POST',
    path: '/client-app/integrant-detail',
    source: "POST client-app/integrant-detail with external_id_slug, short_code and type 'ingredient-comparison'",
  },
  {
    method: 'POST',
    path: '/document-ai/dcoument-forbidden-substances',
    source: 'POST document-ai/dcoument-forbidden-substances: file upload',
  },
  { method: 'GET', path: '/exe-file/get', source: 'GET /exe-file/get: returns file_url for the tool installer' },

  // Connections and notifications
  {
    method: 'POST',
    path: '/producer-connections/get-my-connections',
    source: 'POST /producer-connections/get-my-connections: limit 100 and offset',
  },
  { method: 'POST', path: '/notification/get-all', source: 'POST /notification/get-all: organization_id' },
  {
    method: 'POST',
    path: '/notification/read-notification',
    source: 'POST /notification/read-notification: notificationIds',
  },
];
