import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAddTransferOrganizationResponseMock } from '@/api/generated/portal/hooks/movement/movement.msw';
import { MIB } from '@/lib/file-rules';
import { VERDANT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { bodyFailure, recordPosts, sizedFile, type FormFields } from '../utils/requests';

async function open() {
  const app = await renderWithProviders('/add-organization', { signedIn: true });
  const add = await app.screen.findByRole('button', { name: 'Add organization' });
  const user = userEvent.setup({ applyAccept: false });
  const logo = () => app.screen.getByLabelText('Organization logo', { selector: 'input' });
  return { ...app, user, add, logo };
}

describe('/add-organization', { timeout: 60_000 }, () => {
  it('requires a name and a logo', async () => {
    const bodies = recordPosts('/integrant/transfer-to-organization', getAddTransferOrganizationResponseMock);
    const app = await open();
    await app.user.click(app.add);
    expect(await app.screen.findByText('Name is a required field.')).toBeInTheDocument();
    expect(app.screen.getByText('Organization logo is a required field.')).toBeInTheDocument();
    await app.user.type(app.screen.getByLabelText(/Email/), 'purchasing@');
    await app.user.click(app.add);
    expect(await app.screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('takes an image only, of at most 15 MB, before anything is sent', async () => {
    const app = await open();
    await app.user.upload(app.logo(), sizedFile('logo.pdf', 100, 'application/pdf'));
    expect(await app.screen.findByRole('alert')).toHaveTextContent(
      'The file type you have uploaded is not valid. Only image file type is valid for organization logo.',
    );
    await app.user.upload(app.logo(), sizedFile('logo.png', 15 * MIB + 1, 'image/png'));
    expect(await app.screen.findByRole('alert')).toHaveTextContent('File size must be less than or equal to 15 MB.');
    await app.user.upload(app.logo(), sizedFile('logo.png', 15 * MIB, 'image/png'));
    await waitFor(() => expect(app.screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('sends name, email, the signed-in organization and the logo as form data; a failure keeps them', async () => {
    const bodies = recordPosts<FormFields>('/integrant/transfer-to-organization', bodyFailure('Organization exists'));
    const app = await open();
    await app.user.type(app.screen.getByLabelText(/Name/), 'Desert Bloom Apothecary');
    await app.user.type(app.screen.getByLabelText(/Email/), 'purchasing@desertbloomapothecary.com');
    await app.user.upload(app.logo(), sizedFile('desert-bloom.png', 2048, 'image/png'));
    await app.user.click(app.add);
    expect(await app.screen.findByText('Organization exists')).toBeInTheDocument();
    expect(app.screen.getByLabelText(/Name/)).toHaveValue('Desert Bloom Apothecary');
    recordPosts('/integrant/transfer-to-organization', getAddTransferOrganizationResponseMock);
    await app.user.click(app.add);
    expect(await app.screen.findByText('Add organization successful')).toBeInTheDocument();
    expect(bodies[0]).toEqual([
      ['name', 'Desert Bloom Apothecary'],
      ['email', 'purchasing@desertbloomapothecary.com'],
      ['curOrganization', VERDANT],
      ['fileName', 'file:image/png'],
    ]);
    await waitFor(() => expect(app.screen.getByLabelText(/Name/)).toHaveValue(''));
  });
});
