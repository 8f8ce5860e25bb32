import type { ReadBackResult, SentWrite } from './write-outcome';
import { batchReadBacks } from './read-backs/batches';
import { insightReadBacks } from './read-backs/insight';
import { organizationReadBacks } from './read-backs/organization';
import { productReadBacks } from './read-backs/products';
import { text, type ReadBack } from './read-backs/read-back-rules';

/**
 * What the portal reads back after a write lost its answer (src/api/write-outcome.ts): for each write that makes a
 * record, where that record would be and how to know it (by domain, in src/api/read-backs/). Loaded only after such
 * a loss.
 */

/**
 * Writes that may be sent again without a second record: edits and deletes (the same values again), sign-in steps,
 * files put in storage before a form names them, checks, and a payment page's session (nothing is paid until the
 * person pays on it). After a lost answer the person is told so and may send again.
 */
const REPEATABLE = new Set([
  'login',
  'ssoLogin',
  'loginAs',
  'forgotPassword',
  'resetPassword',
  'changePassword',
  'generateTwoFactor',
  'verifyOtp',
  'verifyAuthenticatorOtp',
  'resendOtp',
  'editIndividual',
  'saveRegistrationStep',
  'createCheckoutSession',
  'createPortalSession',
  'editOrganization',
  'verifyDomain',
  'deleteOrganizationUser',
  'revokeOrganizationAccess',
  'updateProduct',
  'setProductDisabled',
  'createVideoUploadInfo',
  'updateProductLabel',
  'editBatch',
  'setStaticBatch',
  'uploadBatchFiles',
  'uploadDataFile',
  'deleteUploadedFile',
  'removeBatchMutation',
  'deleteBatchExhibit',
  'updateBatchFacet',
  'verifyExhibitDocument',
  'editTransit',
  'deleteTransit',
  'editTransfer',
  'deleteTransfer',
  'updateOrganizationExhibit',
  'deleteOrganizationExhibit',
  'generateJwtToken',
  'deleteFreeTrialDocument',
  'updateFreeTrialDocuments',
  'saveCompliancePreferences',
  'updateSurveyQuestion',
  'deleteSurveyQuestion',
  'findForbiddenSubstances',
  'markNotificationsRead',
  // The video host's upload (tus): its client resumes from what the host has.
  'video-upload_createVideoUpload',
  'video-upload_uploadVideoChunk',
]);

/** Saves that edit when they name a record and make one when they do not. */
const EDITS_WITH_ID = new Set(['saveLocation', 'saveOrganizationUser', 'saveOffer']);

/** Whether sending the write again could not make a second record. */
export function repeatable(sent: SentWrite): boolean {
  if (REPEATABLE.has(sent.operation)) return true;
  return EDITS_WITH_ID.has(sent.operation) && Boolean(text(sent.body.id));
}

/**
 * Resolves what reading back found, or undefined when it cannot tell (no way to read this write back, or the reads
 * failed too).
 */
export async function readBack(sent: SentWrite): Promise<ReadBackResult | undefined> {
  const read = READ_BACKS[sent.operation];
  if (!read) return undefined;
  try {
    return await read(sent);
  } catch {
    return undefined;
  }
}

/*
 * Writes that make something and have no read-back (after a lost answer they fail as 'unknown'):
 * - register: signed out, there is nothing to read before the account signs in;
 * - inviteOrganization: no read lists the invitations sent (listInvitedOrganizations lists those who shared access);
 * - addTransferOrganization: the organization search answers names without a creation date or the email sent, so an
 *   organization of the same name already on the portal cannot be told from the one added, and a transfer would go
 *   to whichever was picked;
 * - the payment and billing writes (subscription, invoices, transactions), left to their provider's own records.
 */
const READ_BACKS: Readonly<Partial<Record<string, ReadBack>>> = {
  ...productReadBacks,
  ...batchReadBacks,
  ...organizationReadBacks,
  ...insightReadBacks,
};
