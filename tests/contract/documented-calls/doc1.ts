import type { DocumentedCall } from './types';

/**
 * Every call of the first document (identity, billing, organization), section 7, as the document
 * writes it, plus the two outside lookups its section 6 relies on (the breached-password range and
 * the maps geocoding). Paths the document writes without a leading slash get one in the contract.
 * POST organization/get-org is named by the third document only.
 */
export const documentedCalls: DocumentedCall[] = [
  // Authentication
  { method: 'POST', path: '/auth/login', source: 'POST auth/login (email_address, password)' },
  { method: 'POST', path: '/auth/sso-login', source: 'POST auth/sso-login' },
  { method: 'POST', path: '/auth/forgot-password', source: 'POST auth/forgot-password {email_address}' },
  {
    method: 'POST',
    path: '/auth/change-password',
    source: 'POST auth/change-password (the password change payload above; path also described as not shown)',
  },
  {
    method: 'POST',
    path: '/auth/verify-otp',
    source: 'POST auth/verify-otp (body {token, secret}; path also described as not shown)',
  },
  { method: 'POST', path: '/auth/resend-otp', source: 'POST auth/resend-otp' },
  { method: 'POST', path: '/auth/verify-authenticator-otp', source: 'POST auth/verify-authenticator-otp' },
  { method: 'POST', path: '/auth/register', source: 'POST auth/register and auth/reset-password' },
  { method: 'POST', path: '/auth/reset-password', source: 'POST auth/register and auth/reset-password' },
  { method: 'POST', path: '/auth/generate-2fa', source: 'POST /auth/generate-2fa {email}; returns qrCode, secret' },
  {
    method: 'GET',
    path: '/oauth2/v3/userinfo',
    service: 'sso-userinfo',
    source: 'A sign-on provider user-info lookup returning given_name, family_name and email (Google-type account)',
  },
  {
    method: 'GET',
    path: '/oidc/userinfo',
    service: 'sso-userinfo',
    source: 'A sign-on provider user-info lookup returning given_name, family_name and email (Microsoft-type account)',
  },
  {
    method: 'GET',
    path: '/range/{prefix}',
    service: 'breached-password',
    source: "Section 6, password: 'a commonly used password is rejected' (the breached-password range lookup)",
  },
  { method: 'GET', path: '/individual-roles/{id}', source: 'GET individual-roles/{id}' },
  { method: 'GET', path: '/individual/{id}', source: 'GET individual/{id} (profile fields)' },
  {
    method: 'POST',
    path: '/individual/edit',
    source:
      'POST individual/edit {individual_id, organization_id, email_address, name_first, name_middle, name_last, phone, status}',
  },

  // Subscriptions and billing
  {
    method: 'POST',
    path: '/subscription/list',
    source: 'POST subscription/list {organization_id}; reads plans and currentPlan',
  },
  {
    method: 'POST',
    path: '/subscription/retrieve-subscription',
    source: 'POST subscription/retrieve-subscription {organization_id}; returns a list of subscription records',
  },
  {
    method: 'POST',
    path: '/subscription/check-invoice-status',
    source: 'POST subscription/check-invoice-status {id (organization)}; returns status, list',
  },
  {
    method: 'POST',
    path: '/individual-subscription-detail/is-card-added',
    source: 'POST individual-subscription-detail/is-card-added {organization_id, type}',
  },
  {
    method: 'POST',
    path: '/subscription/update-subscription',
    source: 'POST subscription/update-subscription {organization_id, price, promotion_code}',
  },
  {
    method: 'POST',
    path: '/subscription/create-payment-checkout-session',
    source:
      'POST subscription/create-payment-checkout-session {customer_id, domain, success_url, cancel_url, price_id, trial_period_days, optionally referral}; returns id',
  },
  {
    method: 'POST',
    path: '/subscription/proration-invoice',
    source:
      'POST subscription/proration-invoice {organization_id, price, proration_date in seconds}; returns total, currency',
  },
  {
    method: 'POST',
    path: '/subscription/verify-promotion-code',
    source: 'POST subscription/verify-promotion-code {promotion_code}; returns status, message, data.promotion_code_id',
  },
  {
    method: 'POST',
    path: '/subscription/send-invoice-for-upgrade-plan',
    source:
      'POST subscription/send-invoice-for-upgrade-plan {email_address, subscription_charges_id, customer_id, individual_id, type, optionally id}',
  },
  {
    method: 'POST',
    path: '/subscription/generate-invoice',
    source: 'POST /subscription/generate-invoice {email_address, subscription_charges_id}',
  },
  {
    method: 'POST',
    path: '/subscription/free-subscription',
    source:
      'POST /subscription/free-subscription {email_address, organization_id, subscription_charges_id, subscription_id}; returns subscriptionId',
  },
  {
    method: 'POST',
    path: '/subscription/create-portal-session',
    source: 'POST /subscription/create-portal-session {session_id}; returns subscription',
  },
  {
    method: 'POST',
    path: '/individual-subscription-detail/update-transaction',
    source: 'POST individual-subscription-detail/update-transaction {organization_id, transaction_id, type}',
  },
  {
    method: 'POST',
    path: '/individual-subscription-detail/buy-new-product',
    source:
      'POST /individual-subscription-detail/buy-new-product (payload not shown); response with data.token adds the subscription',
  },
  {
    method: 'POST',
    path: '/transfer/create',
    source: 'POST /transfer/create {stored transfer data, is_payment_done, session_id}; returns receiptUrl',
  },

  // Registration
  {
    method: 'POST',
    path: '/pre-registration/user-info',
    source:
      'POST /pre-registration/user-info {email_address}; returns name_first, … login_with_google, login_with_microsoft',
  },
  {
    method: 'POST',
    path: '/pre-registration/init',
    source:
      "POST /pre-registration/init as form data (steps 0, 1, 2, 4); Response: status ('2' means error with message), message, id",
  },

  // Organization, users, locations
  {
    method: 'POST',
    path: '/integrant/get-organization',
    source:
      'POST integrant/get-organization {organization_id}; returns name, individuals, is_approved, is_valid_domain_name, is_free_trail, created_on',
  },
  {
    method: 'POST',
    path: '/integrant/get-invited-user-list',
    source: 'POST integrant/get-invited-user-list {organization_id}; returns users',
  },
  {
    method: 'POST',
    path: '/integrant/get-invited-org-list',
    source: 'POST integrant/get-invited-org-list (empty body); returns org_list',
  },
  {
    method: 'POST',
    path: '/integrant/get-organization-subscription',
    source:
      'POST integrant/get-organization-subscription {organization_id, subscription_type}; returns subscription_name',
  },
  {
    method: 'POST',
    path: '/integrant/edit-organization-info',
    source:
      "POST integrant/edit-organization-info as form data: name, description, tag_line, bg_color (the text 'null' when empty), hide_org, organization_id, created_by, updated_by, type (both, logo or bgimage), fileName files, domain_name when changed",
  },
  {
    method: 'POST',
    path: '/organization/verify-domain',
    source: 'POST /organization/verify-domain (empty body); server message shown as success or error',
  },
  {
    method: 'POST',
    path: '/integrant/create-edit-individuals',
    source:
      'POST integrant/create-edit-individuals (user account fields: id, email_address, name_first, name_middle, name_last, phone, password on create, status, organization_id, created_by, updated_by, subscription)',
  },
  {
    method: 'POST',
    path: '/integrant/delete-individual',
    source: 'POST integrant/delete-individual {id, organization_id, subscription}',
  },
  {
    method: 'POST',
    path: '/integrant/invite-another-user',
    source: 'POST integrant/invite-another-user {email_address}',
  },
  {
    method: 'POST',
    path: '/integrant/revoke-org-access',
    source: 'POST integrant/revoke-org-access {id, new_invited_user_id}',
  },
  {
    method: 'POST',
    path: '/auth/login-as',
    source:
      'A login-as action for organization switching (individual_id or email_address plus Google-login flags): path not shown',
  },
  {
    method: 'POST',
    path: '/location/save',
    source:
      'POST location/save {description, id, line_1, line_2, zip, city, state, country, coordinates, organization_id, created_by, updated_by}',
  },
  {
    method: 'POST',
    path: '/location/location-suggestions',
    source: 'POST location/location-suggestions {organization_id}',
  },
  {
    method: 'GET',
    path: '/maps/api/geocode/json',
    service: 'geocoding',
    source: 'Section 6, location: a maps geocoding lookup by address supplies the coordinates',
  },
  { method: 'GET', path: '/exe-file/get', source: 'GET /exe-file/get; returns file_url for the tool installer' },
];
