import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import {
  getCreateOrganizationExhibitResponseMock,
  getDeleteOrganizationExhibitResponseMock,
  getUpdateOrganizationExhibitResponseMock,
} from '@/api/generated/portal/hooks/attachment/attachment.msw';
import { getVerifyExhibitDocumentResponseMock } from '@/api/generated/portal/hooks/batch/batch.msw';
import { getEditIndividualResponseMock } from '@/api/generated/portal/hooks/individual/individual.msw';
import { renderWithProviders } from '../../utils/render';
import { sizedFile } from '../../utils/requests';
import { expectOneRequest, TWICE } from '../../utils/one-request';

const TITLE = 'cGMP Certificate of Compliance';

/** Every mutating action of /organization-exhibits (add, edit, delete, Validate) and /profile. */
describe('one request per action: /organization-exhibits', { timeout: 60_000 }, () => {
  for (const how of TWICE) {
    it(`Save (a new attachment, with its file), ${how}`, async () => {
      const app = await renderWithProviders('/organization-exhibits/create', { signedIn: true });
      await app.screen.findByRole('heading', { name: 'Add Attachment' });
      await app.user.type(app.screen.getByLabelText(/^Title/), 'cGMP Certificate');
      await app.user.type(app.screen.getByLabelText(/^Effective date/), '2026-02-15');
      const input = document.querySelector<HTMLInputElement>('input[aria-label="Attachment file"]')!;
      await app.user.upload(input, sizedFile('cgmp.pdf', 2048, 'application/pdf'));
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/organization-exhibit',
        answer: getCreateOrganizationExhibitResponseMock,
        target: () => app.screen.getByRole('button', { name: 'Save' }),
        enterOn: () => app.screen.getByLabelText(/^Title/),
        done: () => app.screen.getByText('Attachment added successfully'),
      });
    });

    it(`Save (an attachment edited), ${how}`, async () => {
      const app = await renderWithProviders('/organization-exhibits/edit/OEX5K2R8TA', { signedIn: true });
      await app.screen.findByRole('heading', { name: 'Edit Attachment' });
      const title = app.screen.getByLabelText(/^Title/);
      await waitFor(() => expect(title).not.toHaveValue(''));
      await expectOneRequest({
        user: app.user,
        how,
        method: 'patch',
        path: '/organization-exhibit/OEX5K2R8TA',
        answer: getUpdateOrganizationExhibitResponseMock,
        target: () => app.screen.getByRole('button', { name: 'Save' }),
        enterOn: () => title,
        done: () => app.screen.getByText('Attachment updated successfully'),
      });
    });

    it(`Yes on the delete confirmation, ${how}`, async () => {
      const app = await renderWithProviders('/organization-exhibits', { signedIn: true });
      const table = await app.screen.findByRole('table', { name: 'Organization attachments' });
      await app.user.click(within(table).getByRole('button', { name: `Delete ${TITLE}` }));
      const dialog = await app.screen.findByRole('dialog');
      await expectOneRequest({
        user: app.user,
        how,
        method: 'delete',
        path: '/organization-exhibit/OEX5K2R8TA',
        answer: getDeleteOrganizationExhibitResponseMock,
        target: () => within(dialog).getByRole('button', { name: 'Yes' }),
        done: () => app.screen.getByText('Attachment deleted successfully'),
      });
    });

    it(`Validate (a saved attachment), ${how}`, async () => {
      const app = await renderWithProviders('/organization-exhibits', { signedIn: true });
      const table = await app.screen.findByRole('table', { name: 'Organization attachments' });
      const first = within(table).getAllByRole('row')[1]!;
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/integrant/verify-exhibit-document',
        answer: getVerifyExhibitDocumentResponseMock,
        target: () => within(first).getByRole('button', { name: 'Validate' }),
        done: () => within(first).getByText('Document is verified'),
      });
    });
  }
});

describe('one request per action: /profile', { timeout: 60_000 }, () => {
  for (const how of TWICE) {
    it(`Save, ${how}`, async () => {
      const app = await renderWithProviders('/profile', { signedIn: true });
      const first = await app.screen.findByDisplayValue('Olivia');
      const sent = await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/individual/edit',
        answer: getEditIndividualResponseMock,
        target: () => app.screen.getByRole('button', { name: 'Save' }),
        enterOn: () => first,
        done: () => app.screen.getByText('Your Profile details has been successfully updated.'),
      });
      expect(await sent.json()).toMatchObject({ name_first: 'Olivia', name_last: 'Bennett' });
    });
  }
});
