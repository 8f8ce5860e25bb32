import { act, configure, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSaveCompliancePreferencesResponseMock } from '@/api/generated/portal/hooks/compliance/compliance.msw';
import {
  getDeleteFreeTrialDocumentResponseMock,
  getGenerateJwtTokenResponseMock,
  getUpdateFreeTrialDocumentsResponseMock,
  getUploadFreeTrialDocumentsResponseMock,
} from '@/api/generated/portal/hooks/dashboard/dashboard.msw';
import { renderWithProviders } from '../../utils/render';
import { activateTwice, expectOneRequest, holdCalls, TOGGLE_TWICE, TWICE } from '../../utils/one-request';
import { sizedFile } from '../../utils/requests';

configure({ asyncUtilTimeout: 10_000 });

const publisher = { signedIn: { subscriptions: ['publisher'] } } as const;

async function openPublisher() {
  const app = await renderWithProviders('/', publisher);
  // The dashboard is its own chunk: the first test waits for it to load.
  await app.screen.findByRole('heading', { name: 'Free-trial documents' }, { timeout: 20_000 });
  return app;
}

describe('one request per action: the publisher dashboard', { timeout: 60_000 }, () => {
  for (const how of TWICE) {
    it(`Generate JWT Token, ${how}`, async () => {
      const app = await openPublisher();
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/document-hash/generate-jwt-token',
        answer: () => getGenerateJwtTokenResponseMock(),
        target: () => app.screen.getByRole('button', { name: 'Generate JWT Token' }),
        done: () => app.screen.getByLabelText('JWT token'),
      });
    });

    it(`free-trial Upload, ${how}`, async () => {
      const app = await openPublisher();
      await app.user.upload(app.screen.getByLabelText('Documents to upload', { selector: 'input' }), [
        sizedFile('one.pdf', 2048, 'application/pdf'),
      ]);
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/publisher-free-trial-documents',
        answer: () => getUploadFreeTrialDocumentsResponseMock(),
        // Upload is a button outside a form: Enter is pressed on the focused button.
        target: () => app.screen.getByRole('button', { name: 'Upload' }),
        done: () => app.screen.getByText('Documents uploaded successfully'),
      });
    });

    it(`free-trial delete, Yes, ${how}`, async () => {
      const app = await openPublisher();
      await app.user.click(
        await app.screen.findByRole('button', { name: 'Delete Specification_Magnesium_Glycinate.pdf' }),
      );
      const dialog = await app.screen.findByRole('dialog', { name: 'Delete document' });
      await expectOneRequest({
        user: app.user,
        how,
        method: 'delete',
        path: '/publisher-free-trial-documents/FTD5W9C4LE',
        answer: () => getDeleteFreeTrialDocumentResponseMock(),
        target: () => within(dialog).getByRole('button', { name: 'Yes' }),
        done: () => app.screen.getByText('Document deleted successfully'),
      });
    });

    it(`metadata edit, Submit, ${how}`, async () => {
      const app = await openPublisher();
      await app.user.click(await app.screen.findByRole('button', { name: 'Edit COA_VL-OMG-2026-0412.pdf' }));
      const dialog = await app.screen.findByRole('dialog', { name: 'Edit details of COA_VL-OMG-2026-0412.pdf' });
      const sent = await expectOneRequest({
        user: app.user,
        how,
        method: 'put',
        path: '/publisher-free-trial-documents/update',
        answer: () => getUpdateFreeTrialDocumentsResponseMock(),
        target: () => within(dialog).getByRole('button', { name: 'Submit' }),
        // Enter in a field of the dialog's form (a date field settles its text, then submits).
        enterOn: () => within(dialog).getByLabelText(/Effective date/),
        done: () => app.screen.getByText('Documents updated successfully'),
      });
      expect(await sent.json()).toMatchObject({ documentIds: ['FTD8K2M5QA'] });
    });
  }
});

/**
 * A column's checkbox is a state, not a command: it is toggled by a click or Space (not Enter), so its rows are a
 * double click, two clicks in one task and Space twice (a local helper, with holdCalls). Each toggle changes what is
 * shown: one save goes out while the first is under way, and the latest choice is saved once it is answered.
 */
type Preferences = { preferences: { label: string; visible: boolean }[] };

describe('one request per action: the compliance dashboard', { timeout: 60_000 }, () => {
  for (const how of TOGGLE_TWICE) {
    it(`a column shown or hidden, ${how}`, async () => {
      const app = await renderWithProviders('/', { signedIn: { subscriptions: ['compliance'] } });
      await app.screen.findByRole('table', { name: 'Retailer compliance' }, { timeout: 30_000 });
      await app.user.click(app.screen.getByRole('button', { name: 'Columns of retailer compliance' }));
      const box = await app.screen.findByRole('checkbox', { name: 'Microbial Tested' });
      const held = holdCalls('post', '/organization/retailer-dashboard/preferences', () =>
        getSaveCompliancePreferencesResponseMock(),
      );
      await activateTwice(app.user, how, box);
      await waitFor(() => expect(held.count()).toBeGreaterThan(0));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(held.count(), how).toBe(1);
      const first = (await held.calls[0]!.clone().json()) as Preferences;
      expect(first.preferences).toContainEqual({ label: 'Microbial Tested', visible: false });
      held.release();
      // Toggled back: the choice on screen (shown) is the one saved last, by one more request once the first is answered.
      await waitFor(() => expect(held.count()).toBe(2));
      const last = (await held.calls[1]!.json()) as Preferences;
      expect(box).toBeChecked();
      expect(last.preferences).toContainEqual({ label: 'Microbial Tested', visible: true });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(held.count()).toBe(2);
    });
  }
});
