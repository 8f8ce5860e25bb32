import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import {
  getInviteUserResponseMock,
  getRevokeOrganizationAccessResponseMock,
} from '@/api/generated/portal/hooks/organization/organization.msw';
import { renderWithProviders } from '../utils/render';
import { bodyFailure, recordPosts } from '../utils/requests';

async function open() {
  const app = await renderWithProviders('/organization', { signedIn: true });
  await app.screen.findByRole('table', { name: 'Invited users' });
  const email = () => app.screen.getByLabelText('Invite by email');
  const send = () => app.screen.getByRole('button', { name: 'Send Invite' });
  return { ...app, email, send };
}

describe('/organization: shared access', { timeout: 60_000 }, () => {
  it('lists the invited users', async () => {
    const app = await open();
    const table = app.screen.getByRole('table', { name: 'Invited users' });
    expect(within(table).getByText('Daniel Okafor')).toBeInTheDocument();
    expect(within(table).getByText('daniel.okafor@northwindbotanicals.com')).toBeInTheDocument();
    expect(within(table).getByText('Olivia Bennett')).toBeInTheDocument();
  });

  it('keeps Send Invite disabled while the email is invalid and while a send runs; then says so', async () => {
    let answered = 0;
    server.use(
      http.post('*/integrant/invite-another-user', async () => {
        await delay(300);
        answered += 1;
        return HttpResponse.json(getInviteUserResponseMock());
      }),
    );
    const app = await open();
    expect(app.send()).toBeDisabled();
    await app.user.type(app.email(), 'daniel.okafor@');
    expect(app.send()).toBeDisabled();
    await app.user.type(app.email(), 'northwindbotanicals.com');
    expect(app.send()).toBeEnabled();
    await app.user.click(app.send());
    await waitFor(() => expect(app.send()).toBeDisabled());
    await app.user.type(app.email(), '{Enter}');
    expect(await app.screen.findByText('User invited successfully.')).toBeInTheDocument();
    expect(answered).toBe(1);
    expect(app.email()).toHaveValue('');
  });

  it('sends the email; a failure keeps it and shows the server message', async () => {
    const bodies = recordPosts('/integrant/invite-another-user', bodyFailure('This user is already invited'));
    const app = await open();
    await app.user.type(app.email(), 'daniel.okafor@northwindbotanicals.com');
    await app.user.click(app.send());
    expect(await app.screen.findByText('This user is already invited')).toBeInTheDocument();
    expect(app.email()).toHaveValue('daniel.okafor@northwindbotanicals.com');
    expect(bodies).toEqual([{ email_address: 'daniel.okafor@northwindbotanicals.com' }]);
  });

  it('revokes after a confirmation and says so', async () => {
    const bodies = recordPosts('/integrant/revoke-org-access', getRevokeOrganizationAccessResponseMock);
    const app = await open();
    await app.user.click(app.screen.getByRole('button', { name: 'Revoke access of Daniel Okafor' }));
    const dialog = await app.screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to revoke this access?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await app.screen.findByText('Access revoke successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: 'SHR6T1K9PD', new_invited_user_id: 'IND5H2J8RF' }]);
  });
});
