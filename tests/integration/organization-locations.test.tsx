import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import { getSaveLocationResponseMock } from '@/api/generated/portal/hooks/location/location.msw';
import { OLIVIA, TEMPE as TEMPE_ID, VERDANT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { bodyFailure, recordPosts } from '../utils/requests';

function geocodeAnswers(answer: object) {
  const addresses: (string | null)[] = [];
  server.use(
    http.get('*/ext/geocoding/maps/api/geocode/json', ({ request }) => {
      addresses.push(new URL(request.url).searchParams.get('address'));
      return HttpResponse.json(answer);
    }),
  );
  return addresses;
}

const TEMPE = {
  status: 'OK',
  results: [{ formatted_address: 'Tempe', geometry: { location: { lat: 33.4216, lng: -111.9683 } } }],
};

/** The add form filled with the seed's Tempe warehouse address, under the address type `type`. */
async function fillTempe(app: Awaited<ReturnType<typeof renderWithProviders>>, type: string) {
  await app.user.type(app.screen.getByLabelText(/Address type/), type);
  await app.user.type(app.screen.getByLabelText(/Street address/), '1840 West University Drive');
  await app.user.type(app.screen.getByLabelText(/Address line 2/), 'Dock 4');
  await app.user.click(app.screen.getByLabelText(/^State/, { selector: 'input' }));
  await app.user.type(app.screen.getByLabelText(/^State/, { selector: 'input' }), 'Arizo');
  await app.user.click(await app.screen.findByRole('option', { name: 'Arizona' }));
  // The cities load once a state is chosen (a text field until then), then the field becomes a picker.
  const city = await app.screen.findByRole('combobox', { name: /^City/ }, { timeout: 15_000 });
  await app.user.type(city, 'Temp');
  await app.user.click(await app.screen.findByRole('option', { name: 'Tempe' }));
  await app.user.type(app.screen.getByLabelText(/Zip code/), '85281');
}

describe('/organization: locations', { timeout: 60_000 }, () => {
  it("lists the locations; 'No Location found' when there are none", async () => {
    const app = await renderWithProviders('/organization', { signedIn: true });
    const table = await app.screen.findByRole('table', { name: 'Locations' });
    expect(within(table).getByText('Corporate office')).toBeInTheDocument();
    expect(within(table).getByText('1840 West University Drive, Dock 4')).toBeInTheDocument();
    app.unmount();
    server.use(
      http.post('*/location/location-suggestions', () => HttpResponse.json({ status: '1', message: '', data: [] })),
    );
    const again = await renderWithProviders('/organization', { signedIn: true });
    expect(await again.screen.findByText('No Location found')).toBeInTheDocument();
  });

  it('adds a location through the country, state and city pickers, geocoded on save', async () => {
    const addresses = geocodeAnswers(TEMPE);
    const bodies = recordPosts('/location/save', getSaveLocationResponseMock);
    const app = await renderWithProviders('/organization', { signedIn: true });
    await app.user.click(await app.screen.findByRole('link', { name: 'Add Location' }));
    await app.screen.findByRole('heading', { name: 'Add Location' });
    const save = app.screen.getByRole('button', { name: 'Save' });
    const country = app.screen.getByLabelText(/^Country/, { selector: 'input' });
    await waitFor(() => expect(country).toHaveValue('United States'));
    await app.user.click(save);
    for (const message of [
      'Address type is a required field.',
      'Street address is a required field.',
      'State is a required field.',
      'City is a required field.',
      'Zip code is a required field.',
    ]) {
      expect(await app.screen.findByText(message)).toBeInTheDocument();
    }
    await fillTempe(app, 'Cold storage');
    await app.user.click(save);
    expect(await app.screen.findByText('Location Created successfully')).toBeInTheDocument();
    expect(addresses).toEqual(['1840 West University Drive Dock 4, Tempe, AZ 85281, US']);
    expect(bodies).toEqual([
      {
        id: '',
        description: 'Cold storage',
        line_1: '1840 West University Drive',
        line_2: 'Dock 4',
        country: 'US',
        state: 'AZ',
        city: 'Tempe',
        zip: '85281',
        coordinates: [33.4216, -111.9683],
        organization_id: VERDANT,
        created_by: OLIVIA,
        updated_by: OLIVIA,
      },
    ]);
    await waitFor(() => expect(app.location().pathname).toBe('/organization'));
  });

  it('refuses the same location typed again: no second row, what was typed kept', async () => {
    geocodeAnswers(TEMPE);
    const bodies = recordPosts('/location/save', getSaveLocationResponseMock);
    const app = await renderWithProviders('/organization/location/create', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Add Location' });
    await waitFor(() =>
      expect(app.screen.getByLabelText(/^Country/, { selector: 'input' })).toHaveValue('United States'),
    );
    // The seed's warehouse, its type typed in another case.
    await fillTempe(app, 'warehouse');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByRole('alert')).toHaveTextContent(
      'This organization already has this location (Warehouse): edit it instead, or change the address type.',
    );
    expect(bodies).toEqual([]);
    expect(app.screen.getByLabelText(/Zip code/)).toHaveValue('85281');
    expect(app.location().pathname).toBe('/organization/location/create');
  });

  it('edits a location; without a geocoding result it is saved without coordinates; a failure keeps the input', async () => {
    geocodeAnswers({ status: 'ZERO_RESULTS', results: [] });
    const bodies = recordPosts('/location/save', bodyFailure('The location could not be saved'));
    const app = await renderWithProviders(`/organization/location/${TEMPE_ID}`, { signedIn: true });
    const zip = await app.screen.findByLabelText(/Zip code/);
    await waitFor(() => expect(app.screen.getByLabelText(/^State/, { selector: 'input' })).toHaveValue('Arizona'));
    expect(app.screen.getByLabelText(/^City/, { selector: 'input' })).toHaveValue('Tempe');
    await app.user.clear(zip);
    await app.user.type(zip, '85282');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('The location could not be saved')).toBeInTheDocument();
    expect(zip).toHaveValue('85282');
    recordPosts('/location/save', getSaveLocationResponseMock);
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('Location Updated successfully')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      id: TEMPE_ID,
      description: 'Warehouse',
      line_1: '1840 West University Drive',
      line_2: 'Dock 4',
      country: 'US',
      state: 'AZ',
      city: 'Tempe',
      zip: '85282',
      organization_id: VERDANT,
      created_by: OLIVIA,
      updated_by: OLIVIA,
    });
  });

  it('an address of invisible characters is empty; pasted text and the zip are trimmed and normalised', async () => {
    geocodeAnswers(TEMPE);
    const bodies = recordPosts('/location/save', getSaveLocationResponseMock);
    const app = await renderWithProviders(`/organization/location/${TEMPE_ID}`, { signedIn: true });
    const zip = await app.screen.findByLabelText(/Zip code/);
    await waitFor(() => expect(app.screen.getByLabelText(/^State/, { selector: 'input' })).toHaveValue('Arizona'));
    const street = app.screen.getByLabelText(/Street address/);
    await app.user.clear(street);
    await app.user.click(street);
    await app.user.paste('\u200B\u00A0\u2060');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('Street address is a required field.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await app.user.clear(street);
    await app.user.click(street);
    await app.user.paste('\uFEFF1840 West University Drive\u00A0');
    await app.user.clear(zip);
    await app.user.click(zip);
    await app.user.paste(' ８５２８２\u00A0-\u00A01234 ');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('Location Updated successfully')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ line_1: '1840 West University Drive', zip: '85282 - 1234' });
  });

  it('clears state and city when the country changes', async () => {
    const app = await renderWithProviders(`/organization/location/${TEMPE_ID}`, { signedIn: true });
    const country = await app.screen.findByLabelText(/^Country/, { selector: 'input' });
    await waitFor(() => expect(app.screen.getByLabelText(/^State/, { selector: 'input' })).toHaveValue('Arizona'));
    await app.user.clear(country);
    await app.user.type(country, 'Canad');
    await app.user.click(await app.screen.findByRole('option', { name: 'Canada' }));
    expect(app.screen.getByLabelText(/^State/, { selector: 'input' })).toHaveValue('');
    expect(app.screen.getByLabelText(/^City/, { selector: 'input' })).toHaveValue('');
  });
});
