import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import { exampleValues } from '@/api/generated/example-values';
import { VERDANT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { recordPosts } from '../utils/requests';

configure({ asyncUtilTimeout: 10000 });

const example = (op: string, name: string) => exampleValues[op]!['200']!.examples[name] as Record<string, unknown>;

describe('/transferred', { timeout: 60_000 }, () => {
  it('lists the batches and shows the chosen one: transfers, sender, image with the default on failure', async () => {
    const app = await renderWithProviders('/transferred', { signedIn: true });
    const nav = await app.screen.findByRole('navigation', { name: 'Transferred batches' });
    expect(within(nav).getAllByRole('button')).toHaveLength(2);
    expect(
      await app.screen.findByRole('heading', { name: 'Organic Ashwagandha Root Extract, lot 0309' }),
    ).toBeInTheDocument();
    expect(app.screen.getByText('Northwind Botanicals', { selector: 'p' })).toBeInTheDocument();
    expect(app.screen.getByText('Small-batch herbal extracts from the Pacific Northwest')).toBeInTheDocument();
    const transfers = app.screen.getByRole('table', { name: 'Transfers' });
    expect(transfers).toHaveTextContent('2150 NW Front Ave, Portland, OR 97209, US');
    expect(transfers).toHaveTextContent('2150 South 3270 West, Salt Lake City, UT 84119, US');
    const image = app.screen.getByRole('img', { name: 'Organic Ashwagandha Root Extract, lot 0309' });
    fireEvent.error(image);
    await waitFor(() => expect(image.getAttribute('src')).not.toContain('ashwagandha-root-extract.png'));
    await app.user.click(within(nav).getByRole('button', { name: /fish oil concentrate/ }));
    expect(
      await app.screen.findByRole('heading', { name: 'Molecularly distilled fish oil concentrate, lot 0221' }),
    ).toBeInTheDocument();
  });

  it('clones with the spaces stripped; Clone Successful closes the dialog and the button reads Clone Again', async () => {
    const bodies = recordPosts('/integrant/clone-transferred-integrants', () =>
      example('cloneTransferredBatch', 'transferredCloned'),
    );
    const app = await renderWithProviders('/transferred', { signedIn: true });
    await app.user.click(await app.screen.findByRole('button', { name: 'Clone' }));
    const dialog = await app.screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await within(dialog).findByText('Static batch number is a required field.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await app.user.type(within(dialog).getByLabelText(/New static batch number/), 'VL-ASH RM-2026 -0309');
    expect(within(dialog).getByLabelText(/New static batch number/)).toHaveValue('VL-ASHRM-2026-0309');
    await app.user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await app.screen.findByText('Clone Successful')).toBeInTheDocument();
    await waitFor(() => expect(app.screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.screen.getByRole('button', { name: 'Clone Again' })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        transfer_id: 'TRF5N2W8QA',
        integrant_id: 'BATNWA0309',
        external_id: 'VL-ASHRM-2026-0309',
        external_id_slug: 'vl-ashrm-2026-0309',
        organization_id: VERDANT,
        subscription: 'tracer',
      },
    ]);
  });

  it('a clone made in the world reads Clone Again after a reload, links to the clone, and home lists it', async () => {
    const first = await renderWithProviders('/transferred', { signedIn: true });
    await first.user.click(await first.screen.findByRole('button', { name: 'Clone' }));
    const dialog = await first.screen.findByRole('dialog');
    await first.user.click(within(dialog).getByLabelText(/New static batch number/));
    await first.user.paste('VL-ASH-RM-2026-0309');
    await first.user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await first.screen.findByText('Clone Successful')).toBeInTheDocument();
    // The row is read again: it names the clone.
    expect(await first.screen.findByRole('link', { name: 'VL-ASH-RM-2026-0309' })).toBeInTheDocument();
    first.unmount();

    // A reload: a new portal (no memory of this visit) reads the row from the world.
    const again = await renderWithProviders('/transferred', { signedIn: true });
    expect(await again.screen.findByRole('button', { name: 'Clone Again' })).toBeInTheDocument();
    const link = again.screen.getByRole('link', { name: 'VL-ASH-RM-2026-0309' });
    expect(link.closest('p, div')).toHaveTextContent('Cloned into your catalogue as VL-ASH-RM-2026-0309');
    expect(link.getAttribute('href')).toMatch(/^\/batches\/BAT\w+\?tab=0$/);
    again.unmount();

    const home = await renderWithProviders('/', { signedIn: true });
    const list = await home.screen.findByRole('list', { name: 'Products' });
    expect(
      await within(list).findByText('Organic Ashwagandha Root Extract, lot 0309', { exact: false }),
    ).toBeInTheDocument();
  });

  it('counts a result with a statusCode as failed: no success toast, the dialog stays', async () => {
    recordPosts('/integrant/clone-transferred-integrants', () =>
      example('cloneTransferredBatch', 'cloneFailedWithStatusCode'),
    );
    const app = await renderWithProviders('/transferred', { signedIn: true });
    await app.user.click(await app.screen.findByRole('button', { name: 'Clone' }));
    const dialog = await app.screen.findByRole('dialog');
    await app.user.type(within(dialog).getByLabelText(/New static batch number/), 'VL-ASH-0309');
    await app.user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await app.screen.findByText('Static Batch Number Already Exists!')).toBeInTheDocument();
    expect(app.screen.queryByText('Clone Successful')).not.toBeInTheDocument();
    expect(app.screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('invites an organization: name and a valid email required, then the toast', async () => {
    const bodies = recordPosts('/integrant/invite-organization', () =>
      example('inviteOrganization', 'organizationInvited'),
    );
    const app = await renderWithProviders('/transferred', { signedIn: true });
    await app.user.click(await app.screen.findByRole('button', { name: 'Invite organization' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Invite organization' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await within(dialog).findByText('Name is a required field.')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is a required field.')).toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText(/^Name/), 'Sage & Stone Herbals');
    await app.user.type(within(dialog).getByLabelText(/^Email/), 'partners@');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await within(dialog).findByText('Please enter a valid email address.')).toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText(/^Email/), 'sageandstoneherbals.com');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await app.screen.findByText('Organization Invited successful')).toBeInTheDocument();
    expect(bodies).toEqual([
      { name: 'Sage & Stone Herbals', email: 'partners@sageandstoneherbals.com', curOrganization: VERDANT },
    ]);
  });

  it('says so when nothing was transferred in', async () => {
    server.use(
      http.post('*/integrant/transferred-integrants', () =>
        HttpResponse.json(example('listTransferredBatches', 'none')),
      ),
    );
    const app = await renderWithProviders('/transferred', { signedIn: true });
    expect(
      await app.screen.findByText('No batches have been transferred to your organization yet.'),
    ).toBeInTheDocument();
  });
});
