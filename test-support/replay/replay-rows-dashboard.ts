import { expect, type Page } from '@playwright/test';
import type { MatrixRow } from './replay-matrix';
import { SPEC_MESSAGES } from './replay-outcome';
import { realPdf } from '../real-files';

/** The dashboards at /: publisher (chart, limit, JWT, free-trial documents), verifier, compliance, and the bell's read. */

const EDITED = 'COA_VL-OMG-2026-0412.pdf';

/** Opens the metadata dialog; its lists load as it opens (a failure that ends the session closes it at once). */
async function openEdit(page: Page): Promise<void> {
  // The table may draw its rows again as the next page lands (more on scroll): a click on the row being replaced is lost.
  // A failure may land before the edit dialog is seen: the session ends (the login page) or the threshold popup opens
  // (over the edit dialog or instead of it). Then the click was made and the case's outcome is checked; retrying it
  // would look for a row that is gone.
  const arrived = page
    .getByRole('dialog', { name: /^Edit details of / })
    .or(page.getByRole('dialog', { name: 'Your Organization Threshold' }))
    .or(page.getByRole('heading', { name: 'Sign in' }))
    .first();
  const signedOut = () => new URL(page.url()).pathname === '/login';
  await expect(async () => {
    if (signedOut()) return;
    if (!(await arrived.isVisible()))
      await page.getByRole('button', { name: `Edit ${EDITED}` }).click({ timeout: 3000 });
    if (signedOut()) return;
    await expect(arrived).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

export const dashboardRows: readonly MatrixRow[] = [
  { operationId: 'getDashboardOverview', screen: 'publisherDashboard', how: 'open / as publisher (the limit bar)' },
  { operationId: 'getDocumentAddedCount', screen: 'publisherDashboard', how: 'open / as publisher (the chart)' },
  { operationId: 'listFreeTrialDocuments', screen: 'publisherDashboard', how: 'open / as publisher (the table)' },
  {
    operationId: 'generateJwtToken',
    screen: 'publisherDashboard',
    how: 'press Generate JWT Token',
    act: (page) => page.getByRole('button', { name: 'Generate JWT Token' }).click(),
  },
  {
    operationId: 'uploadFreeTrialDocuments',
    upload: true,
    screen: 'publisherDashboard',
    how: 'choose a PDF and press Upload',
    act: async (page) => {
      await page.locator('input[type="file"]').setInputFiles(realPdf('COA 0412 – résultats.pdf'));
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
    },
    // Section 8: an upload failure shows the server message.
    local: { statuses: [200, 400], show: 'toast', fallback: SPEC_MESSAGES.apiHelperFailure },
  },
  {
    operationId: 'deleteFreeTrialDocument',
    screen: 'publisherDashboard',
    how: 'delete a document and confirm',
    act: async (page) => {
      await page.getByRole('button', { name: `Delete ${EDITED}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    },
  },
  { operationId: 'getCurrentOrganization', screen: 'publisherDashboard', how: 'open a document’s edit', act: openEdit },
  { operationId: 'listLocations', screen: 'publisherDashboard', how: 'open a document’s edit', act: openEdit },
  { operationId: 'listProducts', screen: 'publisherDashboard', how: 'open a document’s edit', act: openEdit },
  { operationId: 'searchBatches', screen: 'publisherDashboard', how: 'open a document’s edit', act: openEdit },
  { operationId: 'getDocumentTypes', screen: 'publisherDashboard', how: 'open a document’s edit', act: openEdit },
  {
    operationId: 'updateFreeTrialDocuments',
    screen: 'publisherDashboard',
    how: 'open a document’s edit and press Submit',
    act: async (page) => {
      await openEdit(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    },
  },
  { operationId: 'getDocumentMetricsCount', screen: 'verifierDashboard', how: 'open / as verifier (the counts)' },
  { operationId: 'getVerifierGraphData', screen: 'verifierDashboard', how: 'open / as verifier (the chart)' },
  {
    operationId: 'getUploadedDocumentDataAi',
    screen: 'verifierDashboard',
    how: 'open / as verifier (the per-organization table)',
  },
  {
    operationId: 'getRetailerDashboard',
    screen: 'complianceDashboard',
    how: 'open / as compliance (the retailer table)',
    // Section 8: 'Failed to fetch data.' in the table.
    local: { statuses: [200, 404, 500], show: 'inline', fallback: 'Failed to fetch data.', text: 'fixed' },
  },
  {
    operationId: 'saveCompliancePreferences',
    screen: 'complianceDashboard',
    how: 'hide a column from the Columns menu',
    act: async (page) => {
      await page.getByRole('button', { name: 'Columns of retailer compliance' }).click();
      await page.getByRole('checkbox', { name: 'Microbial Tested' }).click();
    },
    // Section 8: a preference-save failure is only logged.
    local: { statuses: [200, 403, 404, 500], show: 'silent', fallback: '' },
  },
  {
    operationId: 'markNotificationsRead',
    screen: 'shell',
    how: 'open the notification bell (the unread ones are marked read)',
    act: (page) => page.getByRole('button', { name: /^Notifications/ }).click(),
    // Section 8: 'Something went wrong! Please try after sometime.' whatever the server said.
    local: { statuses: [200, 500], show: 'toast', fallback: SPEC_MESSAGES.apiHelperFailure, text: 'fixed' },
  },
];
