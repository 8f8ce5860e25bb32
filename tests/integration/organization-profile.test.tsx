import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEditOrganizationResponseMock } from '@/api/generated/portal/hooks/organization/organization.msw';
import { DEFAULT_IMAGE } from '@/components/files/default-image';
import { getWorld } from '~mocks/world/registry';
import { OLIVIA, VERDANT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { bodyFailure, recordPosts, serverError, sizedFile, type FormFields } from '../utils/requests';

async function open(options: { selected?: string } = {}) {
  const app = await renderWithProviders('/organization', { signedIn: options });
  await app.screen.findByDisplayValue('Verdant Labs');
  const user = userEvent.setup({ applyAccept: false });
  const field = (label: string) => app.screen.getByLabelText(label, { exact: false, selector: 'input, textarea' });
  const save = () => app.screen.getByRole('button', { name: 'Save' });
  return { ...app, user, field, save };
}

const SAVED: FormFields = [
  ['organization_id', VERDANT],
  ['name', 'Verdant Labs'],
  [
    'description',
    'Verdant Labs makes third-party tested supplements in Arizona and publishes the origin of every batch.',
  ],
];

describe('/organization: profile and branding', { timeout: 60_000 }, () => {
  it('shows the profile: short code read-only, seats, the subscription name', async () => {
    const app = await open();
    expect(app.field('Short code')).toHaveValue('VRDNT');
    expect(app.field('Short code')).toHaveAttribute('readonly');
    expect(app.field('Tag line')).toHaveValue('Clean supplements, traced from source to shelf');
    expect(app.field('Background colour')).toHaveValue('#1F6F4A');
    expect(app.field('Domain name')).toHaveValue('verdantlabs.com');
    expect(app.screen.getByText('1800px by 250px')).toBeInTheDocument();
    expect(app.screen.getByText('Verified')).toBeInTheDocument();
    expect(app.screen.getByText(/Seats:/)).toHaveTextContent('Seats: 10');
    expect(await app.screen.findByText(/Subscription:/)).toHaveTextContent('Subscription: Product Origin');
  });

  it("says 'Unlimited' for a plan's unlimited seats (-1), as the plan cards do", async () => {
    getWorld().organizations.patch(VERDANT, { num_seats: -1 });
    const app = await open();
    expect(app.screen.getByText(/Seats:/)).toHaveTextContent('Seats: Unlimited');
  });

  it('hides tag line, description, background colour and image for fastpass', async () => {
    const app = await open({ selected: 'fastpass' });
    for (const label of ['Tag line', 'Description', 'Background colour', 'Background image']) {
      expect(app.screen.queryByLabelText(label, { exact: false })).not.toBeInTheDocument();
    }
    expect(app.screen.getByLabelText('Logo', { selector: 'input' })).toBeInTheDocument();
  });

  it('disables Save without a name or a domain name', async () => {
    const app = await open();
    expect(app.save()).toBeEnabled();
    await app.user.clear(app.field('Organization name'));
    expect(app.save()).toBeDisabled();
    await app.user.type(app.field('Organization name'), 'Verdant Labs');
    await app.user.clear(app.field('Domain name'));
    expect(app.save()).toBeDisabled();
    await app.user.type(app.field('Domain name'), '   ');
    expect(app.save()).toBeDisabled();
  });

  it('sends both images, logo first, and the changed domain, then says so', async () => {
    const bodies = recordPosts<FormFields>('/integrant/edit-organization-info', getEditOrganizationResponseMock);
    const app = await open();
    await app.user.upload(
      app.screen.getByLabelText('Logo', { selector: 'input' }),
      sizedFile('logo.png', 2048, 'image/png'),
    );
    await app.user.upload(
      app.screen.getByLabelText('Background image', { selector: 'input' }),
      sizedFile('banner.jpg', 4096, 'image/jpeg'),
    );
    await app.user.clear(app.field('Domain name'));
    await app.user.paste('verdant-labs.com');
    await app.user.click(app.screen.getByLabelText('Hide organization'));
    await app.user.click(app.save());
    expect(await app.screen.findByText('Your Organization details has been successfully updated.')).toBeInTheDocument();
    expect(bodies).toEqual([
      [
        ...SAVED,
        ['tag_line', 'Clean supplements, traced from source to shelf'],
        ['bg_color', '#1F6F4A'],
        ['hide_org', 'true'],
        ['created_by', OLIVIA],
        ['updated_by', OLIVIA],
        ['type', 'both'],
        ['fileName', 'file:image/png'],
        ['fileName', 'file:image/jpeg'],
        ['domain_name', 'verdant-labs.com'],
      ],
    ]);
  });

  it('a name of zero-width spaces is empty: Save stays disabled', async () => {
    const app = await open();
    await app.user.clear(app.field('Organization name'));
    await app.user.paste('\u200B\u200B\u00A0\uFEFF');
    expect(app.save()).toBeDisabled();
  });

  it('a domain typed as a web address is reduced to its host; pasted text is trimmed of invisible characters', async () => {
    const bodies = recordPosts<FormFields>('/integrant/edit-organization-info', getEditOrganizationResponseMock);
    const app = await open();
    await app.user.clear(app.field('Domain name'));
    await app.user.paste('https://WWW.Verdant-Labs.com/about?ref=1');
    await app.user.click(app.field('Tag line'));
    expect(app.field('Domain name')).toHaveValue('www.verdant-labs.com');
    await app.user.clear(app.field('Tag line'));
    await app.user.paste('\u200B Clean  supplements\u00A0');
    await app.user.clear(app.field('Organization name'));
    await app.user.paste('\uFEFFVerdant Labs ');
    await app.user.click(app.save());
    await app.screen.findByText('Your Organization details has been successfully updated.');
    const sent = new Map(bodies[0]);
    expect(sent.get('domain_name')).toBe('www.verdant-labs.com');
    expect(sent.get('tag_line')).toBe('Clean  supplements');
    expect(sent.get('name')).toBe('Verdant Labs');
  });

  it("sends 'null' for an empty colour, no file and no domain when unchanged; bgimage alone says so", async () => {
    const bodies = recordPosts<FormFields>('/integrant/edit-organization-info', getEditOrganizationResponseMock);
    const app = await open();
    await app.user.clear(app.field('Background colour'));
    await app.user.click(app.save());
    await app.screen.findByText('Your Organization details has been successfully updated.');
    expect(new Map(bodies[0])).toEqual(
      new Map([
        ...SAVED,
        ['tag_line', 'Clean supplements, traced from source to shelf'],
        ['bg_color', 'null'],
        ['hide_org', 'false'],
        ['created_by', OLIVIA],
        ['updated_by', OLIVIA],
        ['type', 'logo'],
      ]),
    );
    await app.user.upload(
      app.screen.getByLabelText('Background image', { selector: 'input' }),
      sizedFile('banner.jpeg', 4096, 'image/jpeg'),
    );
    await waitFor(() => expect(app.save()).toBeEnabled());
    await app.user.click(app.save());
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toContainEqual(['type', 'bgimage']);
    expect(bodies[1]).toContainEqual(['fileName', 'file:image/jpeg']);
  });

  it('refuses a logo that is not pdf, png, jpeg or jpg before anything is sent', async () => {
    const bodies = recordPosts<FormFields>('/integrant/edit-organization-info', getEditOrganizationResponseMock);
    const app = await open();
    await app.user.upload(
      app.screen.getByLabelText('Logo', { selector: 'input' }),
      sizedFile('logo.gif', 10, 'image/gif'),
    );
    expect(await app.screen.findByRole('alert')).toHaveTextContent('Only pdf, png, jpeg and jpg files are allowed.');
    await app.user.upload(
      app.screen.getByLabelText('Logo', { selector: 'input' }),
      sizedFile('logo.pdf', 10, 'application/pdf'),
    );
    await waitFor(() => expect(app.screen.queryByRole('alert')).not.toBeInTheDocument());
    await app.user.click(app.save());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toContainEqual(['fileName', 'file:application/pdf']);
  });

  it('keeps what was typed when the save fails: the server message, or the edit failure on a 500', async () => {
    recordPosts('/integrant/edit-organization-info', bodyFailure('The organization could not be saved'));
    const app = await open();
    await app.user.clear(app.field('Tag line'));
    await app.user.type(app.field('Tag line'), 'Traced from seed to shelf');
    await app.user.click(app.save());
    expect(await app.screen.findByText('The organization could not be saved')).toBeInTheDocument();
    expect(app.field('Tag line')).toHaveValue('Traced from seed to shelf');
    recordPosts('/integrant/edit-organization-info', serverError());
    await app.user.click(app.save());
    expect(await app.screen.findByText('Internal server error please try again!!!')).toBeInTheDocument();
    expect(app.field('Tag line')).toHaveValue('Traced from seed to shelf');
  });

  it('shows the default image when the saved logo does not load', async () => {
    const app = await open();
    const logo = app.screen.getByRole('img', { name: 'Logo preview' });
    logo.dispatchEvent(new Event('error'));
    await waitFor(() => expect(logo).toHaveAttribute('src', DEFAULT_IMAGE));
    expect(within(document.body).getByRole('img', { name: 'Background image preview' })).toBeInTheDocument();
  });
});
