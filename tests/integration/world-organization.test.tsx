import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import { getWorld } from '~mocks/world/registry';
import { countAudience } from '~mocks/world/model/rules/survey-audience';
import { NORTHWIND, OLIVIA, OMEGA_BATCH, OMEGA_PRODUCT, TEMPE, VERDANT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';

/**
 * The mock world through the real screens: what a person creates, edits or deletes in the organization,
 * its attachments, a transfer and the audience wizard is what later reads show. No answer is overridden here: the
 * world answers, and the handlers below only record what was sent (they let every call through).
 */
const SLOW = { timeout: 15_000 };

/** Records the JSON bodies sent to a path and lets the call through to the world. */
function sent<T = Record<string, unknown>>(path: string) {
  const bodies: T[] = [];
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      bodies.push((await request.clone().json()) as T);
      return undefined;
    }),
  );
  return bodies;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the world: user accounts and locations', { timeout: 120_000 }, () => {
  it('a created user account is listed; deleted, it is gone', async () => {
    const saves = sent('/integrant/create-edit-individuals');
    const deletes = sent('/integrant/delete-individual');
    const app = await renderWithProviders('/organization', { signedIn: true });
    await app.user.click(await app.screen.findByRole('link', { name: 'Add User' }, SLOW));
    // The screen's code loads on this first visit (a route chunk of its own): room for a busy machine.
    await app.screen.findByRole('heading', { name: 'Create User Account' }, SLOW);
    const field = (label: RegExp) => app.screen.getByLabelText(label);
    await app.user.type(field(/First name/), 'Nadia');
    await app.user.type(field(/Last name/), 'Flores');
    await app.user.type(field(/Phone/), '602-555-0110');
    await app.user.type(field(/Email/), 'nadia.flores@verdantlabs.com');
    await app.user.click(field(/Password/));
    await app.user.paste('Harvest-Morning-42');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('User Account has been Created.', {}, SLOW)).toBeInTheDocument();
    expect(saves).toEqual([
      expect.objectContaining({
        id: '',
        name_first: 'Nadia',
        name_last: 'Flores',
        email_address: 'nadia.flores@verdantlabs.com',
        organization_id: VERDANT,
      }),
    ]);
    await waitFor(() => expect(app.location().pathname).toBe('/organization'));
    const table = await app.screen.findByRole('table', { name: 'User accounts' });
    expect(await within(table).findByText('Nadia Flores')).toBeInTheDocument();
    expect(within(table).getByText('Marcus Reed')).toBeInTheDocument();

    await app.user.click(within(table).getByRole('button', { name: 'Delete Nadia Flores' }));
    await app.user.click(within(await app.screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await app.screen.findByText('User Account has been successfully Delete.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Nadia Flores')).not.toBeInTheDocument());
    expect(within(table).getByText('Marcus Reed')).toBeInTheDocument();
    expect(deletes).toEqual([{ id: expect.stringMatching(/^IND/), organization_id: VERDANT, subscription: 'tracer' }]);
    expect([OLIVIA, 'IND9R3T6WX', 'IND2M7C5LB']).not.toContain(deletes[0]!.id);
    app.unmount();

    // A fresh page reads the same world: the account stays deleted.
    const again = await renderWithProviders('/organization', { signedIn: true });
    const list = await again.screen.findByRole('table', { name: 'User accounts' }, SLOW);
    expect(within(list).getByText('Priya Natarajan')).toBeInTheDocument();
    expect(within(list).queryByText('Nadia Flores')).not.toBeInTheDocument();
  });

  it('a created location is listed, and offered where a batch picks its location', async () => {
    server.use(
      http.get('*/ext/geocoding/maps/api/geocode/json', () =>
        HttpResponse.json({
          status: 'OK',
          results: [{ formatted_address: 'Tempe', geometry: { location: { lat: 33.4255, lng: -111.94 } } }],
        }),
      ),
    );
    const saves = sent('/location/save');
    const app = await renderWithProviders('/organization', { signedIn: true });
    await app.user.click(await app.screen.findByRole('link', { name: 'Add Location' }, SLOW));
    // The screen's code loads on this first visit (a route chunk of its own): room for a busy machine.
    await app.screen.findByRole('heading', { name: 'Add Location' }, SLOW);
    await waitFor(() =>
      expect(app.screen.getByLabelText(/^Country/, { selector: 'input' })).toHaveValue('United States'),
    );
    await app.user.type(app.screen.getByLabelText(/Address type/), 'Cold storage');
    await app.user.type(app.screen.getByLabelText(/Street address/), '500 South Mill Avenue');
    const state = app.screen.getByLabelText(/^State/, { selector: 'input' });
    await app.user.click(state);
    await app.user.type(state, 'Arizo');
    await app.user.click(await app.screen.findByRole('option', { name: 'Arizona' }));
    const city = await app.screen.findByRole('combobox', { name: /^City/ }, SLOW);
    await app.user.type(city, 'Temp');
    await app.user.click(await app.screen.findByRole('option', { name: 'Tempe' }));
    await app.user.type(app.screen.getByLabelText(/Zip code/), '85281');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('Location Created successfully', {}, SLOW)).toBeInTheDocument();
    expect(saves).toEqual([
      expect.objectContaining({ id: '', description: 'Cold storage', line_1: '500 South Mill Avenue', zip: '85281' }),
    ]);
    await waitFor(() => expect(app.location().pathname).toBe('/organization'));
    const table = await app.screen.findByRole('table', { name: 'Locations' });
    expect(await within(table).findByText('Cold storage')).toBeInTheDocument();
    expect(within(table).getByText('Corporate office')).toBeInTheDocument();
    app.unmount();

    const editor = await renderWithProviders(`/batches/create/${OMEGA_PRODUCT}?tab=1`, {
      signedIn: { selected: 'tracer' },
    });
    await editor.user.click(await editor.screen.findByRole('tab', { name: 'Location' }, SLOW));
    await editor.user.click(await editor.screen.findByLabelText('Location', { selector: 'input' }));
    const options = await editor.screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Cold storage: 500 South Mill Avenue')]),
    );
    expect(options).toHaveLength(4);
  });
});

describe('the world: organization attachments', { timeout: 120_000 }, () => {
  it('a deleted attachment is gone from the list, and stays gone', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete('*/organization-exhibit/:id', ({ params }) => {
        deleted.push(String(params.id));
        return undefined;
      }),
    );
    const app = await renderWithProviders('/organization-exhibits', { signedIn: true });
    const table = await app.screen.findByRole('table', { name: 'Organization attachments' }, SLOW);
    expect(app.screen.getByLabelText('3 attachments')).toBeInTheDocument();
    await app.user.click(within(table).getByRole('button', { name: 'Delete Organic Handler Certificate' }));
    await app.user.click(within(await app.screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(table).queryByText('Organic Handler Certificate')).not.toBeInTheDocument());
    expect(deleted).toEqual(['OEX3M9Q4VB']);
    expect(app.screen.getByLabelText('2 attachments')).toBeInTheDocument();
    app.unmount();

    const again = await renderWithProviders('/organization-exhibits', { signedIn: true });
    const list = await again.screen.findByRole('table', { name: 'Organization attachments' }, SLOW);
    expect(again.screen.getByLabelText('2 attachments')).toBeInTheDocument();
    expect(within(list).getByText('cGMP Certificate of Compliance')).toBeInTheDocument();
    expect(within(list).queryByText('Organic Handler Certificate')).not.toBeInTheDocument();
  });

  it('page two of the list differs from page one; the count is the whole', async () => {
    const world = getWorld();
    for (let i = 1; i <= 19; i += 1)
      world.organizationExhibits.put({
        id: `OEXPAGE${String(i).padStart(3, '0')}`,
        organization_id: VERDANT,
        title: `Supplier audit ${i}`,
        description: null,
        effective_date: '2026-05-01T00:00:00.000Z',
        url: `https://cdn.portal.invalid/organization-exhibits/${VERDANT}/audit-${i}.pdf`,
        file: `audit-${i}.pdf`,
        exhibit_locations: [],
      });
    const asked: string[] = [];
    server.use(
      http.get('*/organization-exhibit', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('limit')}/${url.searchParams.get('offset')}`);
        return undefined;
      }),
    );
    const app = await renderWithProviders('/organization-exhibits', { signedIn: true });
    const table = await app.screen.findByRole('table', { name: 'Organization attachments' }, SLOW);
    expect(app.screen.getByLabelText('22 attachments')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByText('Supplier audit 19')).toBeInTheDocument();
    expect(within(table).getByText('Product Liability Insurance Certificate')).toBeInTheDocument();
    expect(within(table).queryByText('Organic Handler Certificate')).not.toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Load more attachments' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(23));
    expect(within(table).getByText('cGMP Certificate of Compliance')).toBeInTheDocument();
    expect(within(table).getByText('Organic Handler Certificate')).toBeInTheDocument();
    expect(within(table).getAllByText('Supplier audit 1')).toHaveLength(1);
    expect(asked).toEqual(['20/0', '20/20']);
    expect(app.screen.queryByRole('button', { name: 'Load more attachments' })).not.toBeInTheDocument();
  });
});

describe('the world: a transfer reaches the receiving organization', { timeout: 120_000 }, () => {
  it("the transferred batch shows in the receiver's /transferred, not in the sender's", async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const creates = sent('/transfer/create');
    const lists = sent<{ organization_id: string }>('/integrant/transferred-integrants');
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}`, { signedIn: true });
    await app.user.click(
      await app.screen.findByRole('button', { name: 'Transfer to another organization' }, { timeout: 20_000 }),
    );
    const dialog = await app.screen.findByRole('dialog');
    await app.user.type(within(dialog).getByLabelText(/To organization/, { selector: 'input' }), 'North');
    await app.user.click(await app.screen.findByRole('option', { name: 'Northwind Botanicals' }, SLOW));
    await app.user.type(within(dialog).getByLabelText(/Title/), 'Private-label lot for Northwind');
    await app.user.click(within(dialog).getByLabelText(/From location/, { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: /Warehouse/ }));
    await app.user.type(within(dialog).getByLabelText(/Effective date/), '2026-06-08');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save transfer' }));
    expect(await app.screen.findByText('Transfer created successfully', {}, SLOW)).toBeInTheDocument();
    expect(creates).toEqual([
      expect.objectContaining({
        integrant_id: OMEGA_BATCH,
        title: 'Private-label lot for Northwind',
        from_organization_id: VERDANT,
        to_organization_id: NORTHWIND,
        from_location_id: TEMPE,
        is_payment_done: false,
      }),
    ]);
    // Northwind charges a fee: the receipt the world keeps opens in a new tab.
    await waitFor(() =>
      expect(opened).toHaveBeenCalledWith(expect.stringContaining('/__world/files/'), '_blank', expect.anything()),
    );
    app.unmount();

    // The sender's own list is unchanged.
    const sender = await renderWithProviders('/transferred', { signedIn: true });
    const senderNav = await sender.screen.findByRole('navigation', { name: 'Transferred batches' }, SLOW);
    expect(within(senderNav).getAllByRole('button')).toHaveLength(2);
    expect(within(senderNav).queryByText('Verdant Labs')).not.toBeInTheDocument();

    // Switched to Northwind Botanicals (shared access), its list has the batch, sent by Verdant Labs.
    await sender.user.click((await sender.screen.findAllByLabelText('Organizations'))[0]!);
    await sender.user.click(await sender.screen.findByRole('option', { name: /Northwind/ }));
    await waitFor(() => expect(sender.session.getState().individual?.organization_id).toBe(NORTHWIND));
    await sender.router.navigate({ to: '/transferred' });
    await waitFor(() => expect(lists.at(-1)).toEqual({ organization_id: NORTHWIND }));
    const nav = await sender.screen.findByRole('navigation', { name: 'Transferred batches' }, SLOW);
    const rows = await within(nav).findAllByRole('button');
    // The new transfer first, then the seed's own (TRF3V7B9MX: lot VL-OMG-2026-0527, also from Verdant Labs).
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Verdant Labs');
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).toHaveTextContent('Verdant Labs');
    expect(sender.screen.getByText('Static batch number: VL-OMG-2026-0412')).toBeInTheDocument();
    const transfers = await sender.screen.findByRole('table', { name: 'Transfers' });
    expect(transfers).toHaveTextContent('Private-label lot for Northwind');
    expect(transfers).toHaveTextContent('1840 West University Drive');
    expect(lists[0]).toEqual({ organization_id: VERDANT });
  });
});

describe('the world: the audience wizard', { timeout: 120_000 }, () => {
  async function choose(app: Awaited<ReturnType<typeof renderWithProviders>>, label: string, option: string) {
    await app.user.click(app.screen.getByLabelText(label, { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: option }));
  }

  it('the count follows the filters; the send is listed with its count', async () => {
    sessionStorage.clear();
    const counts = sent('/user/get-filter-users-count');
    const sends = sent('/user/send-survey-invitation');
    const app = await renderWithProviders('/create-audience/0', { signedIn: true });
    const count = await app.screen.findByTestId('audience-count', {}, SLOW);
    expect(count).toHaveTextContent('1842 of 1842 consumers match these filters.');
    const women = countAudience({ gender: 'Female' });
    const youngWomen = countAudience({ gender: 'Female', age: '31-35' });
    expect(women).toBeLessThan(1842);
    expect(youngWomen).toBeLessThan(women);
    await choose(app, 'Gender', 'Female');
    await waitFor(() => expect(count).toHaveTextContent(`${women} of 1842 consumers match these filters.`));
    await choose(app, 'Age', '31-35');
    await waitFor(() => expect(count).toHaveTextContent(`${youngWomen} of 1842 consumers match these filters.`));
    expect(counts[0]).toEqual({});
    expect(counts.at(-1)).toEqual({ query: { gender: 'Female', age: '31-35' } });

    await app.user.click(app.screen.getByRole('button', { name: 'Next' }));
    await app.user.click(await app.screen.findByRole('radio', { name: 'Daily Omega-3 Fish Oil 1000 mg' }, SLOW));
    await app.user.click(app.screen.getByRole('button', { name: 'Next' }));
    await app.user.click(await app.screen.findByRole('button', { name: 'Submit' }));
    expect(await app.screen.findByRole('heading', { name: 'Survey Sent to Customers' }, SLOW)).toBeInTheDocument();
    expect(sends).toEqual([{ integrant_type_id: OMEGA_PRODUCT, query: { gender: 'Female', age: '31-35' } }]);
    app.unmount();

    const detail = await renderWithProviders(`/survey/${OMEGA_PRODUCT}`, { signedIn: true });
    const table = await detail.screen.findByRole('table', { name: 'Audiences' }, SLOW);
    const row = within(table).getByText('Gender: Female, Age: 31-35').closest('tr')!;
    expect(row).toHaveTextContent(String(youngWomen));
    expect(within(table).getByText('Gender: Female, Age: 31-35, General wellness: Healthy')).toBeInTheDocument();
  });
});
