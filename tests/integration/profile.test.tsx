import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configure, waitFor } from '@testing-library/react';
import { server } from '~mocks/node';
import { getEditIndividualResponseMock } from '@/api/generated/portal/hooks/individual/individual.msw';
import { OLIVIA, VERDANT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';

configure({ asyncUtilTimeout: 5000 });

function editAnswers(answer: () => Response = () => HttpResponse.json(getEditIndividualResponseMock())) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/individual/edit', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function open() {
  const app = await renderWithProviders('/profile', { signedIn: true });
  await app.screen.findByDisplayValue('Olivia');
  const field = (label: RegExp) => app.screen.getByLabelText(label);
  const save = () => app.user.click(app.screen.getByRole('button', { name: 'Save' }));
  return { ...app, field, save };
}

describe('/profile', () => {
  it('loads the profile with getIndividual; the account status is read-only', async () => {
    const app = await open();
    expect(app.field(/Middle name/)).toHaveValue('Grace');
    expect(app.field(/Last name/)).toHaveValue('Bennett');
    expect(app.field(/Email/)).toHaveValue('olivia.bennett@verdantlabs.com');
    expect(app.field(/Phone/)).toHaveValue('602-555-0148');
    expect(app.screen.getByLabelText('Account status')).toHaveTextContent('active');
    expect(app.screen.queryByRole('textbox', { name: /status/i })).not.toBeInTheDocument();
  });

  it('names what is missing and toasts the summary', async () => {
    const bodies = editAnswers();
    const app = await open();
    for (const label of [/First name/, /Last name/, /Email/, /Phone/]) await app.user.clear(app.field(label));
    await app.save();
    expect(await app.screen.findByText('Please fill out the required fields.')).toBeInTheDocument();
    for (const message of [
      'Please enter first name.',
      'Please enter last name.',
      'Please enter email address.',
      'Please enter phone number.',
    ]) {
      expect(app.screen.getByText(message)).toBeInTheDocument();
    }
    await app.user.type(app.field(/Email/), 'olivia@');
    await app.user.type(app.field(/Phone/), '60x2');
    expect(app.field(/Phone/)).toHaveValue('602');
    await app.save();
    expect(await app.screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(app.screen.getByText('Please enter vaild Phone No.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('saves with editIndividual and says so', async () => {
    const bodies = editAnswers();
    const app = await open();
    await app.user.clear(app.field(/Phone/));
    await app.user.type(app.field(/Phone/), '602-555-0199');
    await app.save();
    expect(await app.screen.findByText('Your Profile details has been successfully updated.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        individual_id: OLIVIA,
        organization_id: VERDANT,
        email_address: 'olivia.bennett@verdantlabs.com',
        name_first: 'Olivia',
        name_middle: 'Grace',
        name_last: 'Bennett',
        phone: '602-555-0199',
        status: 'active',
      },
    ]);
  });

  it('keeps what was typed when the save fails, and shows the server message', async () => {
    editAnswers(() =>
      HttpResponse.json({ status: '0', message: 'This email address is already used by another account', data: null }),
    );
    const app = await open();
    await app.user.clear(app.field(/Email/));
    await app.user.type(app.field(/Email/), 'olivia@northwindbotanicals.com');
    await app.save();
    expect(await app.screen.findByText('This email address is already used by another account')).toBeInTheDocument();
    expect(app.field(/Email/)).toHaveValue('olivia@northwindbotanicals.com');
    server.use(
      http.post('*/individual/edit', () => HttpResponse.json({ statusCode: 500, message: '' }, { status: 500 })),
    );
    await app.save();
    expect(await app.screen.findByText('Internal server error please try again!!!')).toBeInTheDocument();
    await waitFor(() => expect(app.field(/Email/)).toHaveValue('olivia@northwindbotanicals.com'));
  });
});
