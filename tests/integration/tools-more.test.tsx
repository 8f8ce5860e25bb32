import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import { exampleValues } from '@/api/generated/example-values';
import userEvent from '@testing-library/user-event';
import { VERDANT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { recordPosts, sizedFile, type FormFields } from '../utils/requests';

configure({ asyncUtilTimeout: 10000 });

const example = (op: string, name: string, status = '200') =>
  exampleValues[op]![status]!.examples[name] as Record<string, unknown>;

describe('/forbidden-substances (public)', { timeout: 60_000 }, () => {
  const pdf = () => sizedFile('PreWorkout_Formula_Sheet.pdf', 2048, 'application/pdf');

  it('sends the file and marks the advisory substances found, under the names found', async () => {
    const sent = recordPosts<FormFields>('/document-ai/dcoument-forbidden-substances', () =>
      example('findForbiddenSubstances', 'forbiddenFound'),
    );
    const app = await renderWithProviders('/forbidden-substances');
    const test = await app.screen.findByRole('button', { name: 'Test file' });
    expect(test).toBeDisabled();
    await app.user.upload(app.screen.getByLabelText('File to test'), pdf());
    await app.user.click(test);
    expect(await app.screen.findByText('2 forbidden substances found')).toBeInTheDocument();
    expect(sent).toEqual([[['file', 'file:application/pdf']]]);
    const table = app.screen.getByRole('table', { name: 'Advisory substances' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('1,4-DMAA')).toHaveTextContent('Found');
    expect(row('1,4-DMAA')).toHaveTextContent('as 1,4-dimethylamylamine');
    expect(row('N-Methyltyramine')).toHaveTextContent('as N-Methyltyramine, NMT');
    expect(row('Andarine')).toHaveTextContent('Not found');
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(app.screen.getByRole('heading', { name: 'Result for PreWorkout_Formula_Sheet.pdf' })).toBeInTheDocument();
  });

  it('says when none of the six is found', async () => {
    recordPosts('/document-ai/dcoument-forbidden-substances', () =>
      example('findForbiddenSubstances', 'forbiddenNone'),
    );
    const app = await renderWithProviders('/forbidden-substances');
    await app.user.upload(await app.screen.findByLabelText('File to test'), pdf());
    await app.user.click(app.screen.getByRole('button', { name: 'Test file' }));
    expect(await app.screen.findByText('No forbidden substances found')).toBeInTheDocument();
  });

  it('shows a progress bar while the test runs', async () => {
    server.use(
      http.post('*/document-ai/dcoument-forbidden-substances', async () => {
        await delay(600);
        return HttpResponse.json(example('findForbiddenSubstances', 'forbiddenNone'));
      }),
    );
    const app = await renderWithProviders('/forbidden-substances');
    await app.user.upload(await app.screen.findByLabelText('File to test'), pdf());
    await app.user.click(app.screen.getByRole('button', { name: 'Test file' }));
    expect(await app.screen.findByRole('progressbar', { name: 'Testing the file' })).toBeInTheDocument();
    expect(await app.screen.findByText('No forbidden substances found')).toBeInTheDocument();
    expect(app.screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('an answer above 300 shows its message, and the file stays chosen', async () => {
    recordPosts('/document-ai/dcoument-forbidden-substances', () =>
      HttpResponse.json(example('findForbiddenSubstances', 'forbiddenUnsupportedFile', '400'), { status: 400 }),
    );
    const app = await renderWithProviders('/forbidden-substances');
    await app.user.upload(await app.screen.findByLabelText('File to test'), pdf());
    await app.user.click(app.screen.getByRole('button', { name: 'Test file' }));
    expect(
      await app.screen.findByText('Unsupported file type. Please upload a PDF, JPG or PNG file.'),
    ).toBeInTheDocument();
    expect(app.screen.getByText('PreWorkout_Formula_Sheet.pdf')).toBeInTheDocument();
    expect(app.screen.getByRole('button', { name: 'Test file' })).toBeEnabled();
  });

  it('refuses a file of another type before sending anything', async () => {
    const sent = recordPosts('/document-ai/dcoument-forbidden-substances', () =>
      example('findForbiddenSubstances', 'forbiddenNone'),
    );
    const app = await renderWithProviders('/forbidden-substances');
    // The picker's accept attribute would hide the file; a drop (or another picker) does not.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await app.screen.findByLabelText('File to test'),
      sizedFile('notes.docx', 10, 'application/msword'),
    );
    expect(await app.screen.findByText('Please upload a PDF, JPG or PNG file.')).toBeInTheDocument();
    expect(app.screen.getByRole('button', { name: 'Test file' })).toBeDisabled();
    expect(sent).toEqual([]);
  });
});

describe('/widget', { timeout: 60_000 }, () => {
  const snippet = (app: Awaited<ReturnType<typeof renderWithProviders>>) =>
    app.screen.getByLabelText('Widget snippet').textContent ?? '';

  it('loads until the organization is known, then shows the default snippet for this origin', async () => {
    server.use(
      http.post('*/integrant/get-organization', async () => {
        await delay(300);
        return HttpResponse.json(
          example('getOrganization', Object.keys(exampleValues.getOrganization!['200']!.examples)[0]!),
        );
      }),
    );
    const app = await renderWithProviders('/widget', { signedIn: true });
    expect(await app.screen.findByLabelText('Loading the organization')).toBeInTheDocument();
    expect(await app.screen.findByLabelText('Title')).toHaveValue('Blockchain Proof');
    expect(app.screen.getByRole('radio', { name: 'Default Widget' })).toBeChecked();
    const text = snippet(app);
    expect(text).toContain(`data-organization-id="${VERDANT}"`);
    expect(text).toContain('href="http://localhost:3000/widget/blockchain-proof.css"');
    expect(text).toContain('src="http://localhost:3000/widget/blockchain-proof.js"');
    expect(text).toContain('data-widget-type="default"');
    expect(app.screen.getByRole('heading', { name: 'Step 1' })).toBeInTheDocument();
    expect(app.screen.queryByRole('heading', { name: 'Step 2' })).not.toBeInTheDocument();
    expect(
      app.screen.getByRole('img', { name: 'Preview of the default widget titled Blockchain Proof' }),
    ).toBeInTheDocument();
  });

  it('Copy copies the snippet and reads Copied', async () => {
    const app = await renderWithProviders('/widget', { signedIn: true });
    await app.screen.findByLabelText('Widget snippet');
    await app.user.click(app.screen.getByRole('button', { name: 'Copy' }));
    expect(await app.screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(snippet(app));
  });

  it('inline: the title and the type follow what is chosen, and Step 2 names the class', async () => {
    const app = await renderWithProviders('/widget', { signedIn: true });
    const title = await app.screen.findByLabelText('Title');
    await app.user.clear(title);
    await app.user.type(title, 'Verified by "Verdant"');
    await app.user.click(app.screen.getByRole('radio', { name: 'Inline Widget' }));
    expect(snippet(app)).toContain('data-title="Verified by &quot;Verdant&quot;"');
    expect(snippet(app)).toContain('data-widget-type="inline"');
    const step2 = app.screen.getByRole('region', { name: 'Step 2' });
    expect(within(step2).getByLabelText('Inline element')).toHaveTextContent(
      '<div class="blockchain-proof-widget"></div>',
    );
    expect(
      app.screen.getByRole('img', { name: 'Preview of the inline widget titled Verified by "Verdant"' }),
    ).toBeInTheDocument();
  });

  it('sends fastpass to /', async () => {
    const app = await renderWithProviders('/widget', { signedIn: { selected: 'fastpass' } });
    await waitFor(() => expect(app.location().pathname).toBe('/'));
  });
});

describe('/my-connections (tracer)', { timeout: 60_000 }, () => {
  const person = (i: number) => ({
    id: `CON${String(i).padStart(7, '0')}`,
    user_id: `USR${String(i).padStart(7, '0')}`,
    producer_connection_user: { id: `USR${String(i).padStart(7, '0')}`, name: `Consumer ${i}` },
  });

  it('lists the names; View opens the profile from user/detail with missing values as *****', async () => {
    const details = recordPosts<{ user_id: string; type: string }>('/user/detail', () =>
      example('getUserDetail', 'userDetailSparse'),
    );
    const app = await renderWithProviders('/my-connections', { signedIn: true });
    const table = await app.screen.findByRole('table', { name: 'Connections' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    await app.user.click(app.screen.getByRole('button', { name: 'View Daniel Kim' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Daniel Kim' });
    expect(await within(dialog).findByText('daniel.kim@example.com')).toBeInTheDocument();
    expect(within(dialog).getAllByText('*****').length).toBeGreaterThan(5);
    expect(details).toEqual([{ user_id: 'USR9T3W6ZB', type: 'producer' }]);
    expect(app.screen.queryByText('Load more connections')).not.toBeInTheDocument();
  });

  it("says You Don't Have Any Connections Yet. with none", async () => {
    recordPosts('/producer-connections/get-my-connections', () => example('listMyConnections', 'connectionsEmpty'));
    const app = await renderWithProviders('/my-connections', { signedIn: true });
    expect(await app.screen.findByText("You Don't Have Any Connections Yet.")).toBeInTheDocument();
  });

  it('loads 100 at a time and appends the next page', async () => {
    type PageRequest = { limit: number; offset: number };
    const sent: PageRequest[] = recordPosts<PageRequest>('/producer-connections/get-my-connections', () => {
      const offset: number = sent.at(-1)!.offset;
      const rows = Array.from({ length: Math.min(100, 130 - offset) }, (_, i) => person(offset + i + 1));
      return { status: '1', message: 'ok', data: { count: 130, rows } };
    });
    const app = await renderWithProviders('/my-connections', { signedIn: true });
    const table = await app.screen.findByRole('table', { name: 'Connections' });
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    expect(app.screen.getByText('100 of 130 shown')).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Load more connections' }));
    expect(await within(table).findByText('Consumer 130')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(131);
    expect(sent).toEqual([
      { limit: 100, offset: 0 },
      { limit: 100, offset: 100 },
    ]);
    expect(app.screen.queryByRole('button', { name: 'Load more connections' })).not.toBeInTheDocument();
  });

  it('a failed load offers Try again', async () => {
    recordPosts('/producer-connections/get-my-connections', () => example('listMyConnections', 'bodyFailure'));
    const app = await renderWithProviders('/my-connections', { signedIn: true });
    expect(await app.screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends fastpass to /', async () => {
    const app = await renderWithProviders('/my-connections', { signedIn: { selected: 'fastpass' } });
    await waitFor(() => expect(app.location().pathname).toBe('/'));
  });
});
