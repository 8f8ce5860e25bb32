import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '~mocks/node';
import { getSaveLocationResponseMock } from '@/api/generated/portal/hooks/location/location.msw';
import {
  getAddTransferOrganizationResponseMock,
  getInviteOrganizationResponseMock,
} from '@/api/generated/portal/hooks/movement/movement.msw';
import {
  getDeleteOrganizationUserResponseMock,
  getEditOrganizationResponseMock,
  getGetOrganizationResponseMock,
  getInviteUserResponseMock,
  getRevokeOrganizationAccessResponseMock,
  getSaveOrganizationUserResponseMock,
  getVerifyDomainResponseMock,
} from '@/api/generated/portal/hooks/organization/organization.msw';
import { TEMPE } from '../../../test-support/example-world';
import { renderWithProviders } from '../../utils/render';
import { sizedFile } from '../../utils/requests';
import { expectOneRequest, TWICE } from '../../utils/one-request';

/** Every mutating action of /organization (profile, domain, users, shared access, locations) and /add-organization. */
describe('one request per action: /organization', { timeout: 60_000 }, () => {
  for (const how of TWICE) {
    it(`Save (the organization), ${how}`, async () => {
      const app = await renderWithProviders('/organization', { signedIn: true });
      await app.screen.findByDisplayValue('Verdant Labs');
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/integrant/edit-organization-info',
        answer: getEditOrganizationResponseMock,
        target: () => app.screen.getByRole('button', { name: 'Save' }),
        enterOn: () => app.screen.getByLabelText('Organization name', { exact: false, selector: 'input' }),
        done: () => app.screen.getByText('Your Organization details has been successfully updated.'),
      });
    });

    it(`Verify (the domain), ${how}`, async () => {
      const organization = getGetOrganizationResponseMock();
      const unverified = { ...organization, data: { ...organization.data, is_valid_domain_name: false } };
      server.use(http.post('*/integrant/get-organization', () => HttpResponse.json(unverified)));
      const app = await renderWithProviders('/organization', { signedIn: true });
      await app.screen.findByDisplayValue('Verdant Labs');
      await app.user.click(app.screen.getByLabelText('I have added this TXT record to the DNS of my domain.'));
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/organization/verify-domain',
        answer: getVerifyDomainResponseMock,
        target: () => app.screen.getByRole('button', { name: 'Verify' }),
        done: () => app.screen.getByText('Domain verified successfully'),
      });
    });

    it(`Send Invite (shared access), ${how}`, async () => {
      const app = await renderWithProviders('/organization', { signedIn: true });
      await app.screen.findByRole('table', { name: 'Invited users' });
      await app.user.type(app.screen.getByLabelText('Invite by email'), 'daniel.okafor@northwindbotanicals.com');
      const sent = await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/integrant/invite-another-user',
        answer: getInviteUserResponseMock,
        target: () => app.screen.getByRole('button', { name: 'Send Invite' }),
        enterOn: () => app.screen.getByLabelText('Invite by email'),
        done: () => app.screen.getByText('User invited successfully.'),
      });
      expect(await sent.json()).toEqual({ email_address: 'daniel.okafor@northwindbotanicals.com' });
    });

    it(`Yes on the revoke confirmation (shared access), ${how}`, async () => {
      const app = await renderWithProviders('/organization', { signedIn: true });
      await app.user.click(await app.screen.findByRole('button', { name: 'Revoke access of Daniel Okafor' }));
      const dialog = await app.screen.findByRole('dialog');
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/integrant/revoke-org-access',
        answer: getRevokeOrganizationAccessResponseMock,
        target: () => within(dialog).getByRole('button', { name: 'Yes' }),
        done: () => app.screen.getByText('Access revoke successfully.'),
      });
    });

    it(`Yes on the delete confirmation (user accounts), ${how}`, async () => {
      const app = await renderWithProviders('/organization', { signedIn: true });
      await app.user.click(await app.screen.findByRole('button', { name: 'Delete Priya Natarajan' }));
      const dialog = await app.screen.findByRole('dialog');
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/integrant/delete-individual',
        answer: getDeleteOrganizationUserResponseMock,
        target: () => within(dialog).getByRole('button', { name: 'Yes' }),
        done: () => app.screen.getByText('User Account has been successfully Delete.'),
      });
    });

    it(`Save (a user account), ${how}`, async () => {
      const app = await renderWithProviders('/organization/IND9R3T6WX', { signedIn: true });
      const middle = await app.screen.findByLabelText(/Middle name/);
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/integrant/create-edit-individuals',
        answer: getSaveOrganizationUserResponseMock,
        target: () => app.screen.getByRole('button', { name: 'Save' }),
        enterOn: () => middle,
        done: () => app.screen.getByText('User Account has been Updated.'),
      });
    });

    it(`Save (a location, geocoded first), ${how}`, async () => {
      server.use(
        http.get('*/ext/geocoding/maps/api/geocode/json', () =>
          HttpResponse.json({ status: 'ZERO_RESULTS', results: [] }),
        ),
      );
      const app = await renderWithProviders(`/organization/location/${TEMPE}`, { signedIn: true });
      const zip = await app.screen.findByLabelText(/Zip code/);
      await waitFor(() => expect(app.screen.getByLabelText(/^State/, { selector: 'input' })).toHaveValue('Arizona'));
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/location/save',
        answer: getSaveLocationResponseMock,
        target: () => app.screen.getByRole('button', { name: 'Save' }),
        enterOn: () => zip,
        done: () => app.screen.getByText('Location Updated successfully'),
      });
    });
  }
});

describe('one request per action: /add-organization', { timeout: 60_000 }, () => {
  for (const how of TWICE) {
    it(`Add organization (with its logo), ${how}`, async () => {
      const app = await renderWithProviders('/add-organization', { signedIn: true });
      const add = await app.screen.findByRole('button', { name: 'Add organization' });
      const user = userEvent.setup({ applyAccept: false });
      await user.type(app.screen.getByLabelText(/Name/), 'Desert Bloom Apothecary');
      await user.upload(
        app.screen.getByLabelText('Organization logo', { selector: 'input' }),
        sizedFile('desert-bloom.png', 2048, 'image/png'),
      );
      await expectOneRequest({
        user,
        how,
        method: 'post',
        path: '/integrant/transfer-to-organization',
        answer: getAddTransferOrganizationResponseMock,
        target: () => add,
        enterOn: () => app.screen.getByLabelText(/Name/),
        done: () => app.screen.getByText('Add organization successful'),
      });
    });
  }
});

describe('one request per action: Invite organization (the shared form, on /transferred)', { timeout: 60_000 }, () => {
  for (const how of TWICE) {
    it(`Send Invite, ${how}`, async () => {
      const app = await renderWithProviders('/transferred', { signedIn: true });
      await app.user.click(await app.screen.findByRole('button', { name: 'Invite organization' }));
      const dialog = await app.screen.findByRole('dialog', { name: 'Invite organization' });
      await app.user.type(within(dialog).getByLabelText(/^Name/), 'Sage & Stone Herbals');
      await app.user.type(within(dialog).getByLabelText(/^Email/), 'partners@sageandstoneherbals.com');
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/integrant/invite-organization',
        answer: getInviteOrganizationResponseMock,
        target: () => within(dialog).getByRole('button', { name: 'Send Invite' }),
        enterOn: () => within(dialog).getByLabelText(/^Email/),
        done: () => app.screen.getByText('Organization Invited successful'),
      });
    });
  }
});
