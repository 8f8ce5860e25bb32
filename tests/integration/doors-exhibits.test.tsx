import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import { exampleValues } from '@/api/generated/example-values';
import { SALT_LAKE } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { realPdf } from '../../test-support/real-files';
import { heldAnswer, recordPosts, sizedFile, type FormFields } from '../utils/requests';
import { exhibitRow } from '../utils/catalogue';
import { onAPhone } from '../utils/phone';

configure({ asyncUtilTimeout: 10000 });

const example = (op: string, name: string, status = '200') =>
  exampleValues[op]![status]!.examples[name] as Record<string, unknown>;
const EMPTY =
  'No proof certificates found for your organization. Verify your organization and increase trust with your customers.';

/** 25 attachments served 20 at a time; every page request's limit and offset kept. */
function pagedList(total = 25) {
  const asked: string[] = [];
  server.use(
    http.get('*/organization-exhibit', ({ request }) => {
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      asked.push(`${limit}/${offset}`);
      const rows = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
        exhibitRow(offset + i + 1),
      );
      return HttpResponse.json({ status: '1', message: '', data: { count: total, rows } });
    }),
  );
  return asked;
}

describe('/organization-exhibits', { timeout: 60_000 }, () => {
  it('shows title, description and MM/DD/YYYY date, 20 at a time, then more', async () => {
    const asked = pagedList();
    const app = await renderWithProviders('/organization-exhibits', { signedIn: true });
    const table = await app.screen.findByRole('table', { name: 'Organization attachments' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByText('Certificate 1')).toBeInTheDocument();
    expect(within(table).getAllByText('04/01/2026')).toHaveLength(20);
    expect(app.screen.getByLabelText('25 attachments')).toBeInTheDocument();
    const view = within(table).getByRole('link', { name: 'View Certificate 1 (opens in a new tab)' });
    expect(view).toHaveAttribute('target', '_blank');
    await app.user.click(app.screen.getByRole('button', { name: 'Load more attachments' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    expect(asked).toEqual(['20/0', '20/20']);
    expect(app.screen.queryByRole('button', { name: 'Load more attachments' })).not.toBeInTheDocument();
  });

  it('on a phone shows one card per attachment with its actions and Validate, not a table', async () => {
    pagedList(3);
    await onAPhone(async () => {
      const app = await renderWithProviders('/organization-exhibits', { signedIn: true });
      const list = await app.screen.findByRole('list', { name: 'Organization attachments' });
      expect(app.screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(3);
      expect(within(cards[0]!).getByText('Certificate 1')).toBeInTheDocument();
      expect(within(cards[0]!).getByText('Effective date: 04/01/2026')).toBeInTheDocument();
      expect(within(cards[0]!).getByRole('link', { name: 'Edit Certificate 1' })).toBeInTheDocument();
      expect(within(cards[0]!).getByRole('button', { name: 'Validate' })).toBeInTheDocument();
    });
  });

  it('shows the empty text when there are none', async () => {
    server.use(
      http.get('*/organization-exhibit', () => HttpResponse.json(example('listOrganizationExhibits', 'none'))),
    );
    const app = await renderWithProviders('/organization-exhibits', { signedIn: true });
    expect(await app.screen.findByText(EMPTY)).toBeInTheDocument();
  });

  it('deletes after Yes (the row goes, the count drops by one); No keeps it', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete('*/organization-exhibit/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json(example('deleteOrganizationExhibit', 'organizationExhibitDeleted'));
      }),
    );
    const app = await renderWithProviders('/organization-exhibits', { signedIn: true });
    const table = await app.screen.findByRole('table', { name: 'Organization attachments' });
    expect(app.screen.getByLabelText('3 attachments')).toBeInTheDocument();
    const title = 'cGMP Certificate of Compliance';
    await app.user.click(within(table).getByRole('button', { name: `Delete ${title}` }));
    let dialog = await app.screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this attachment?')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(app.screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);
    await app.user.click(within(table).getByRole('button', { name: `Delete ${title}` }));
    dialog = await app.screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(table).queryByText(title)).not.toBeInTheDocument());
    expect(deleted).toEqual(['OEX5K2R8TA']);
    expect(app.screen.getByLabelText('2 attachments')).toBeInTheDocument();
  });

  it('validates a row: verified, not verified, and back to unknown on an error', async () => {
    const answers = [
      () => HttpResponse.json({ status: '1', message: '', data: { isVerifyDocument: true } }),
      () => HttpResponse.json({ status: '1', message: '', data: { isVerifyDocument: false } }),
      () => HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 }),
    ];
    const bodies = recordPosts<Record<string, string>>('/integrant/verify-exhibit-document', () => answers.shift()!());
    const app = await renderWithProviders('/organization-exhibits', { signedIn: true });
    const table = await app.screen.findByRole('table', { name: 'Organization attachments' });
    const first = within(table).getAllByRole('row')[1]!;
    const validate = within(first).getByRole('button', { name: 'Validate' });
    await app.user.click(validate);
    expect(await within(first).findByText('Document is verified')).toBeInTheDocument();
    await app.user.click(validate);
    expect(await within(first).findByText('Document is not verified')).toBeInTheDocument();
    await app.user.click(validate);
    await waitFor(() => expect(within(first).queryByText(/Document is/)).not.toBeInTheDocument());
    expect(within(first).getByRole('img', { name: 'Not validated yet' })).toBeInTheDocument();
    expect(bodies[0]).toEqual([['url', expect.stringContaining('product-liability-coi-2026.pdf')]]);
  });
});

describe('/organization-exhibits/create and edit', { timeout: 60_000 }, () => {
  it('asks for title, date and file; refuses 30 MB before sending; sends the parts; back to the list', async () => {
    const bodies = recordPosts<FormFields>('/organization-exhibit', () =>
      example('createOrganizationExhibit', 'organizationExhibitCreated'),
    );
    const app = await renderWithProviders('/organization-exhibits/create', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Add Attachment' });
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('Please enter a Title')).toBeInTheDocument();
    expect(app.screen.getByText('Please select Effective Date')).toBeInTheDocument();
    expect(app.screen.getByText('Please select attachment file')).toBeInTheDocument();
    await app.user.type(app.screen.getByLabelText(/^Title/), 'cGMP Certificate');
    await app.user.type(app.screen.getByLabelText(/^Effective date/), '2026-02-15');
    await app.user.type(app.screen.getByLabelText('Description'), 'GMP registration');
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Attachment file"]')!;
    await app.user.upload(input, sizedFile('big.pdf', 30 * 1024 * 1024, 'application/pdf'));
    expect((await app.screen.findAllByText('You can upload maximum 30MB')).length).toBeGreaterThan(0);
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(bodies).toEqual([]);
    await app.user.upload(input, sizedFile('cgmp.pdf', 30 * 1024 * 1024 - 1, 'application/pdf'));
    await app.user.click(app.screen.getByRole('combobox', { name: /Locations/ }));
    await app.user.click(await app.screen.findByRole('option', { name: /Contract manufacturer/i }));
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location().pathname).toBe('/organization-exhibits'));
    expect(bodies).toEqual([
      [
        ['title', 'cGMP Certificate'],
        ['description', 'GMP registration'],
        ['effective_date', '2026-02-15T00:00:00.000Z'],
        ['exhibit_locations', `[{"location_id":"${SALT_LAKE}"}]`],
        ['file', 'file:application/pdf'],
      ],
    ]);
    expect(await app.screen.findByText('Attachment added successfully')).toBeInTheDocument();
  });

  it('a typed date: the year 00yy of a short typed year is sent as 20yy, a six-digit year is refused in the field', async () => {
    const bodies = recordPosts<FormFields>('/organization-exhibit', () =>
      example('createOrganizationExhibit', 'organizationExhibitCreated'),
    );
    const app = await renderWithProviders('/organization-exhibits/create', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Add Attachment' });
    await app.user.type(app.screen.getByLabelText(/^Title/), 'cGMP Certificate');
    await app.user.type(app.screen.getByLabelText('Description'), 'GMP registration');
    const pdf = realPdf('cGMP certificate.pdf');
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Attachment file"]')!;
    await app.user.upload(input, new File([new Uint8Array(pdf.buffer)], pdf.name, { type: pdf.mimeType }));
    const date = app.screen.getByLabelText(/^Effective date/);
    expect(date).toHaveAttribute('min', '1900-01-01');
    expect(date).toHaveAttribute('max', '2100-12-31');
    // What Chromium's date field holds after a year typed with six digits: refused, nothing sent, nothing lost.
    await app.user.type(date, '60420-05-01');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('Please enter a date between 01/01/1900 and 12/31/2100.')).toBeInTheDocument();
    expect(date).toHaveAccessibleDescription('Please enter a date between 01/01/1900 and 12/31/2100.');
    expect(bodies).toEqual([]);
    expect(app.screen.getByLabelText(/^Title/)).toHaveValue('cGMP Certificate');
    expect(app.screen.getByLabelText('Description')).toHaveValue('GMP registration');
    expect(app.screen.getByText('cGMP certificate.pdf')).toBeInTheDocument();
    // What it holds after a year typed with two digits: read as 2026 when leaving the field, and sent so.
    await app.user.clear(date);
    await app.user.type(date, '0026-05-01');
    await app.user.tab();
    expect(date).toHaveValue('2026-05-01');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location().pathname).toBe('/organization-exhibits'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContainEqual(['effective_date', '2026-05-01T00:00:00.000Z']);
  });

  it('shows how much of the file went out while the answer is awaited', async () => {
    const held = heldAnswer(example('createOrganizationExhibit', 'organizationExhibitCreated'));
    recordPosts('/organization-exhibit', held.answer);
    const app = await renderWithProviders('/organization-exhibits/create', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Add Attachment' });
    await app.user.type(app.screen.getByLabelText(/^Title/), 'cGMP Certificate');
    await app.user.type(app.screen.getByLabelText(/^Effective date/), '2026-02-15');
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Attachment file"]')!;
    await app.user.upload(input, sizedFile('cgmp.pdf', 2048, 'application/pdf'));
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    const bar = await app.screen.findByRole('progressbar', { name: 'Uploading cgmp.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    held.release();
    await waitFor(() => expect(app.location().pathname).toBe('/organization-exhibits'));
  });

  it('edits without a new file (the saved one stays) and keeps the values on a failure', async () => {
    const answers = [
      () => HttpResponse.json({ status: '0', message: 'Something went wrong! Please try after sometime.', data: null }),
      () => HttpResponse.json(example('updateOrganizationExhibit', 'organizationExhibitUpdated')),
    ];
    const bodies: FormFields[] = [];
    server.use(
      http.patch('*/organization-exhibit/:id', async ({ request }) => {
        const form = await request.formData();
        bodies.push([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : 'file']));
        return answers.shift()!();
      }),
    );
    const app = await renderWithProviders('/organization-exhibits/edit/OEX5K2R8TA', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Edit Attachment' });
    const title = app.screen.getByLabelText(/^Title/);
    await waitFor(() => expect(title).not.toHaveValue(''));
    await app.user.clear(title);
    await app.user.type(title, 'cGMP Certificate 2026');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('Something went wrong! Please try after sometime.')).toBeInTheDocument();
    expect(title).toHaveValue('cGMP Certificate 2026');
    expect(app.location().pathname).toBe('/organization-exhibits/edit/OEX5K2R8TA');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location().pathname).toBe('/organization-exhibits'));
    expect(bodies[1]!.find(([k]) => k === 'title')).toEqual(['title', 'cGMP Certificate 2026']);
    expect(bodies[1]!.some(([k]) => k === 'file')).toBe(false);
  });

  it("says 'Please upload file first' when validating without a file", async () => {
    const app = await renderWithProviders('/organization-exhibits/create', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Add Attachment' });
    await app.user.click(app.screen.getByRole('button', { name: 'Validate' }));
    expect(await app.screen.findByText('Please upload file first')).toBeInTheDocument();
  });
});
