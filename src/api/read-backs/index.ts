import type { ReadBackResult, SentWrite } from '../write-outcome';
import { batchReadBacks } from './batches';
import { insightReadBacks } from './insight';
import { organizationReadBacks } from './organization';
import { productReadBacks } from './products';
import { text, type ReadBack } from './read-back-rules';

/**
 * What the portal reads back after a write lost its answer (src/api/write-outcome.ts): for each write that makes a
 * record, where that record would be and how to know it (by domain, in this folder). Loaded only after such a loss.
 *
 * Every write the portal sends has one choice here (tests/unit/api/read-back-choices.test.ts asks for it): a
 * read-back in `READ_BACKS`, repeatable (`REPEATABLE`, or `EDITS_WITH_ID` with a read-back for when it makes one), or
 * no read-back with its reason (`NO_READ_BACK`). docs/recipes.md, "A new call", step 6.
 */

/**
 * Writes that may be sent again without a second record: edits and deletes (the same values again), sign-in steps,
 * files put in storage before a form names them, checks, and a payment page's session (nothing is paid until the
 * person pays on it). After a lost answer the person is told so and may send again.
 */
export const REPEATABLE: ReadonlySet<string> = new Set([
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
export const EDITS_WITH_ID: ReadonlySet<string> = new Set(['saveLocation', 'saveOrganizationUser', 'saveOffer']);

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

/**
 * Writes that make something and have no read-back, each with why: after a lost answer they fail as 'unknown'.
 */
export const NO_READ_BACK: Readonly<Record<string, string>> = {
  register: 'signed out, there is nothing to read before the account signs in',
  inviteOrganization: 'no read lists the invitations sent (listInvitedOrganizations lists those who shared access)',
  addTransferOrganization:
    'the organization search answers names without a creation date or the email sent: an organization of the same ' +
    'name already on the portal cannot be told from the one added, and a transfer would go to whichever was picked',
  updateSubscription: "a payment write, left to the payment provider's own records",
  sendUpgradeInvoice: "a billing write (an invoice), left to the payment provider's own records",
  generateInvoice: "a billing write (an invoice), left to the payment provider's own records",
  createFreeSubscription: "a payment write (a subscription), left to the payment provider's own records",
  updateTransaction: "a billing write (a transaction), left to the payment provider's own records",
  buyNewProduct: "a payment write (a subscription), left to the payment provider's own records",
};

/** The writes read back after a lost answer, by operation (by domain, in this folder). */
export const READ_BACKS: Readonly<Partial<Record<string, ReadBack>>> = {
  ...productReadBacks,
  ...batchReadBacks,
  ...organizationReadBacks,
  ...insightReadBacks,
};
