import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import {
  getDeleteOrganizationUserResponseMock,
  getGetOrganizationResponseMock,
  getSaveOrganizationUserResponseMock,
} from '@/api/generated/portal/hooks/organization/organization.msw';
import { OLIVIA, VERDANT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { bodyFailure, recordPosts } from '../utils/requests';

const FRESH_PASSWORD = 'Harvest-Morning-42';

describe('/organization: user accounts', { timeout: 60_000 }, () => {
  it("lists the accounts without the signed-in user's own; 'No User Accounts Found' when alone", async () => {
    const app = await renderWithProviders('/organization', { signedIn: true });
    const table = await app.screen.findByRole('table', { name: 'User accounts' });
    expect(within(table).getByText('Marcus Reed')).toBeInTheDocument();
    expect(within(table).getByText('Priya Natarajan')).toBeInTheDocument();
    expect(within(table).queryByText('Olivia Bennett')).not.toBeInTheDocument();
    app.unmount();
    const alone = getGetOrganizationResponseMock();
    server.use(
      http.post('*/integrant/get-organization', () =>
        HttpResponse.json({ ...alone, data: { ...alone.data, individuals: alone.data.individuals!.slice(0, 1) } }),
      ),
    );
    const again = await renderWithProviders('/organization', { signedIn: true });
    expect(await again.screen.findByText('No User Accounts Found')).toBeInTheDocument();
  });

  it('deletes an account after a confirmation and says so', async () => {
    const bodies = recordPosts('/integrant/delete-individual', getDeleteOrganizationUserResponseMock);
    const app = await renderWithProviders('/organization', { signedIn: true });
    await app.user.click(await app.screen.findByRole('button', { name: 'Delete Priya Natarajan' }));
    const dialog = await app.screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this user account?');
    await app.user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(bodies).toHaveLength(0);
    await app.user.click(app.screen.getByRole('button', { name: 'Delete Priya Natarajan' }));
    await app.user.click(within(await app.screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await app.screen.findByText('User Account has been successfully Delete.')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: 'IND2M7C5LB', organization_id: VERDANT, subscription: 'tracer' }]);
  });

  it('creates an account: every field required, the password rules, then the body and the toast', async () => {
    const bodies = recordPosts('/integrant/create-edit-individuals', getSaveOrganizationUserResponseMock);
    const app = await renderWithProviders('/organization', { signedIn: true });
    await app.user.click(await app.screen.findByRole('link', { name: 'Add User' }));
    await app.screen.findByRole('heading', { name: 'Create User Account' });
    const create = app.screen.getByRole('button', { name: 'Save' });
    expect(app.location().pathname).toBe('/organization/create-user-account');
    await app.user.click(create);
    expect(await app.screen.findAllByText('Please enter a value')).toHaveLength(5);
    const field = (label: RegExp) => app.screen.getByLabelText(label);
    await app.user.type(field(/First name/), 'Priya');
    await app.user.type(field(/Last name/), 'Natarajan');
    await app.user.type(field(/Phone/), '480');
    await app.user.type(field(/Email/), 'priya@');
    await app.user.type(field(/Password/), 'short');
    await app.user.click(create);
    expect(await app.screen.findByText('Please enter valid Phone No.')).toBeInTheDocument();
    expect(app.screen.getByText('Please enter vaild email address')).toBeInTheDocument();
    await app.user.type(field(/Phone/), '-555-0126');
    await app.user.type(field(/Email/), 'verdantlabs.com');
    await app.user.click(create);
    expect(await app.screen.findByText('Password must be 10 characters long.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await app.user.clear(field(/Password/));
    await app.user.paste(FRESH_PASSWORD);
    await app.user.click(create);
    expect(await app.screen.findByText('User Account has been Created.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        id: '',
        email_address: 'priya@verdantlabs.com',
        name_first: 'Priya',
        name_middle: null,
        name_last: 'Natarajan',
        phone: '480-555-0126',
        password: FRESH_PASSWORD,
        status: 'active',
        organization_id: VERDANT,
        created_by: OLIVIA,
        updated_by: OLIVIA,
        subscription: 'tracer',
      },
    ]);
    await waitFor(() => expect(app.location().pathname).toBe('/organization'));
  });

  it('edits an account without a password; a failure keeps what was typed; Back returns to /organization', async () => {
    const bodies = recordPosts('/integrant/create-edit-individuals', bodyFailure('This email address is already used'));
    const app = await renderWithProviders('/organization/IND9R3T6WX', { signedIn: true });
    const middle = await app.screen.findByLabelText(/Middle name/);
    expect(app.screen.getByLabelText(/First name/)).toHaveValue('Marcus');
    expect(app.screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    await app.user.type(middle, 'J.');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('This email address is already used')).toBeInTheDocument();
    expect(middle).toHaveValue('J.');
    recordPosts('/integrant/create-edit-individuals', getSaveOrganizationUserResponseMock);
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('User Account has been Updated.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      id: 'IND9R3T6WX',
      email_address: 'marcus.reed@verdantlabs.com',
      name_first: 'Marcus',
      name_middle: 'J.',
      name_last: 'Reed',
      phone: '602-555-0173',
      status: 'active',
      organization_id: VERDANT,
      created_by: OLIVIA,
      updated_by: OLIVIA,
      subscription: 'tracer',
    });
    await waitFor(() => expect(app.location().pathname).toBe('/organization'));
    await app.user.click(await app.screen.findByRole('button', { name: 'Edit Marcus Reed' }));
    await app.user.click(await app.screen.findByRole('link', { name: 'Back' }));
    await waitFor(() => expect(app.location().pathname).toBe('/organization'));
  });
});
