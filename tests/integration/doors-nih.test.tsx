import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import { exampleValues } from '@/api/generated/example-values';
import { VERDANT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { formFields } from '../utils/catalogue';

configure({ asyncUtilTimeout: 10000 });

const example = (op: string, name: string) => exampleValues[op]!['200']!.examples[name] as Record<string, unknown>;

function labelDatabase(overrides: { hits?: string; label?: string; draft?: object } = {}) {
  const searches: string[] = [];
  const drafts: unknown[] = [];
  server.use(
    http.get('*/browse-products', ({ request }) => {
      searches.push(new URL(request.url).search);
      return HttpResponse.json(example('label-database_browseProducts', overrides.hits ?? 'omegaHits'));
    }),
    http.get('*/label/:id', () =>
      HttpResponse.json(example('label-database_getLabel', overrides.label ?? 'omegaLabel')),
    ),
    http.post('*/integrant-type/import-from-nih', async ({ request }) => {
      drafts.push(await request.json());
      return HttpResponse.json(overrides.draft ?? example('importProductFromNih', 'nihDraft'));
    }),
  );
  return { searches, drafts };
}

async function search(text: string) {
  const app = await renderWithProviders('/import-product-from-nih', { signedIn: true });
  await app.screen.findByRole('heading', { name: 'Import Product and Ingredients from NIH' });
  await app.user.type(app.screen.getByRole('textbox', { name: 'Search labels' }), text);
  return app;
}

describe('/import-product-from-nih', { timeout: 60_000 }, () => {
  it('searches once typing pauses (by_letter, 10 from 0), shows the hits; by keyword; 0 labels found.', async () => {
    const calls = labelDatabase();
    const app = await search('Omega');
    const hit = await app.screen.findByRole('button', {
      name: /Import Omega-3 Fish Oil 1000 mg by Harborline Nutrition/,
    });
    expect(within(hit).getByText('Net contents: 180 Softgel(s)')).toBeInTheDocument();
    expect(within(hit).getByText('Date entered into DSLD: 2026-05-21')).toBeInTheDocument();
    expect(calls.searches).toEqual(['?method=by_letter&q=Omega&size=10&from=0']);
    await app.user.click(app.screen.getByRole('radio', { name: 'By keyword' }));
    await waitFor(() => expect(calls.searches.at(-1)).toBe('?method=by_keyword&q=Omega&size=10&from=0'));
    server.use(
      http.get('*/browse-products', () => HttpResponse.json(example('label-database_browseProducts', 'noLabels'))),
    );
    await app.user.type(app.screen.getByRole('textbox', { name: 'Search labels' }), 'zzz');
    expect(await app.screen.findByText('0 labels found.')).toBeInTheDocument();
  });

  it('fills the product form from the chosen label, with its Ingredients tab, and saves product and ingredients', async () => {
    const calls = labelDatabase();
    const bodies: Record<string, string>[] = [];
    server.use(
      http.post('*/integrant-type/create-from-label', async ({ request }) => {
        bodies.push(await formFields(request));
        return HttpResponse.json(example('createProductFromLabel', 'labelProductCreated'));
      }),
    );
    const app = await search('Omega');
    await app.user.click(
      await app.screen.findByRole('button', { name: /Import Omega-3 Fish Oil 1000 mg by Harborline/ }),
    );
    expect(await app.screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('Magnesium Glycinate 400 mg');
    expect(calls.drafts).toEqual([{ label_id: '264518', organization_id: VERDANT, subscription: 'tracer' }]);
    await app.user.click(app.screen.getByRole('tab', { name: 'Ingredients' }));
    expect(await app.screen.findByText('Magnesium (as magnesium bisglycinate chelate)')).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    expect(bodies).toHaveLength(1);
    const body = bodies[0]!;
    expect(body).toMatchObject({
      title: 'Magnesium Glycinate 400 mg',
      image_url: 'https://dsld.od.nih.gov/thumbnails/281472.jpg',
      sku: 'VL-MAG-400-120',
      upc: '850031245037',
      subscription: 'tracer',
      product_type: 'Business to Consumer',
    });
    const ingredients = JSON.parse(body.ingredients!) as { title: string; external_id: string | null }[];
    expect(ingredients.map((i) => i.title)).toEqual([
      'Magnesium (as magnesium bisglycinate chelate)',
      'Hypromellose capsule',
    ]);
    expect(JSON.parse(body.facets!)).toEqual([
      { title: 'Serving size', description: '4 capsules' },
      { title: 'Servings per container', description: '30' },
    ]);
  });

  it("says 'Ingredients information not available.' for a label without ingredients", async () => {
    const nihDraft = example('importProductFromNih', 'nihDraft') as { data: object };
    labelDatabase({ draft: { ...nihDraft, data: { ...nihDraft.data, ingredients: [] } } });
    const app = await search('Elder');
    await app.user.click((await app.screen.findAllByRole('button', { name: /^Import / }))[0]!);
    await app.user.click(await app.screen.findByRole('tab', { name: 'Ingredients' }));
    expect(await app.screen.findByText('Ingredients information not available.')).toBeInTheDocument();
  });

  it("shows the label answer's message when its status is not '1', and no form", async () => {
    const calls = labelDatabase({ label: 'labelUnavailable' });
    const app = await search('Omega');
    await app.user.click((await app.screen.findAllByRole('button', { name: /^Import / }))[0]!);
    expect(
      await app.screen.findByText('Label details are temporarily unavailable, please try again later'),
    ).toBeInTheDocument();
    expect(calls.drafts).toEqual([]);
    expect(app.screen.queryByRole('tab', { name: 'Ingredients' })).not.toBeInTheDocument();
  });

  it('shows the server message on a failed save; a domain that is not valid goes to /organization', async () => {
    labelDatabase();
    const answers = [
      () => HttpResponse.json({ status: '0', message: '', data: null }),
      () => HttpResponse.json(example('createProductFromLabel', 'domainNotVerified')),
    ];
    server.use(http.post('*/integrant-type/create-from-label', () => answers.shift()!()));
    const app = await search('Omega');
    await app.user.click((await app.screen.findAllByRole('button', { name: /^Import / }))[0]!);
    await app.screen.findByRole('tab', { name: 'Ingredients' });
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('Something went wrong! Please try after sometime.')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/import-product-from-nih');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(
      await app.screen.findByText('Please verify your organization domain before importing products.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.location().pathname).toBe('/organization'));
  });
});
