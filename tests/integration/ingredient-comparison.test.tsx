import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { configure, within } from '@testing-library/react';
import { server } from '~mocks/node';
import { exampleValues } from '@/api/generated/example-values';
import { OMEGA_BATCH, OMEGA_PRODUCT, VERDANT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';

configure({ asyncUtilTimeout: 10000 });

const example = (op: string, name: string, status = '200') => exampleValues[op]![status]!.examples[name];
const COA_URL = `https://files.portal.invalid/exhibits/${VERDANT}/${OMEGA_BATCH}/COA_VL-OMG-2026-0412.pdf`;

function answers(overrides: { label?: string; coa?: string; hits?: string } = {}) {
  const calls = {
    search: [] as URLSearchParams[],
    reads: [] as unknown[],
    details: [] as unknown[],
    batches: [] as unknown[],
  };
  server.use(
    http.get('*/browse-products', ({ request }) => {
      calls.search.push(new URL(request.url).searchParams);
      return HttpResponse.json(example('label-database_browseProducts', overrides.hits ?? 'omegaHits') as object);
    }),
    http.get('*/label/:id', () =>
      HttpResponse.json(example('label-database_getLabel', overrides.label ?? 'omegaLabel') as object),
    ),
    http.post('*/document-ai/readDocument', async ({ request }) => {
      calls.reads.push(await request.json());
      return HttpResponse.json(example('readDocument', overrides.coa ?? 'coaOmega3') as object);
    }),
    http.post('*/client-app/integrant-detail', async ({ request }) => {
      calls.details.push(await request.json());
      return HttpResponse.json(example('getIntegrantDetail', 'integrantDetail') as object);
    }),
    http.post('*/integrant/search', async ({ request }) => {
      calls.batches.push(await request.json());
      return HttpResponse.json(example('searchBatches', 'batchPage') as object);
    }),
  );
  return calls;
}

async function open() {
  const app = await renderWithProviders('/ingredient-comparision', { signedIn: true });
  await app.screen.findByRole('heading', { name: 'Compare NIH Labels With COA' });
  const choose = async (label: string, option: string | RegExp) => {
    await app.user.click(app.screen.getByLabelText(label, { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: option }));
  };
  const selectAll = async () => {
    await choose('Product', 'Daily Omega-3 Fish Oil 1000 mg');
    await choose('Batch', 'VL-OMG-2026-0412');
    await choose('COA', 'Certificate of Analysis');
    await choose('NIH label', /281734/);
  };
  const submit = () => app.user.click(app.screen.getByRole('button', { name: 'Submit' }));
  return { ...app, choose, selectAll, submit };
}

describe('/ingredient-comparision', { timeout: 60_000 }, () => {
  it('searches labels by the product title (from 0, 100), loads the batch detail, reads the COA by its URL', async () => {
    const calls = answers();
    const app = await open();
    expect(app.screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await app.selectAll();
    const search = calls.search.at(-1)!;
    expect([search.get('q'), search.get('from'), search.get('size'), search.get('method')]).toEqual([
      'Daily Omega-3 Fish Oil 1000 mg',
      '0',
      '100',
      'by_keyword',
    ]);
    expect(calls.batches.at(-1)).toMatchObject({ organization_id: VERDANT, integrant_type_id: OMEGA_PRODUCT });
    expect(calls.details.at(-1)).toEqual({
      external_id_slug: 'vl-omg-2026-0412',
      short_code: 'VRDNT',
      type: 'ingredient-comparison',
    });
    await app.submit();
    const results = await app.screen.findByRole('region', { name: 'Comparison results' });
    expect(calls.reads).toEqual([{ url: COA_URL }]);
    const rows = within(results)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toContain('Fish Oil2000 mg2010 mgPASS');
    expect(rows).toContain('EPA (Eicosapentaenoic Acid)600 mg585 mgFAIL');
    expect(rows).toContain('Vitamin E2 mg--no result on the COA');
    expect(within(results).getByRole('list', { name: 'COA ingredients' })).toHaveTextContent('Lead (< 0.01 ppm)');
    expect(within(results).getByRole('list', { name: 'NIH ingredients' }).children.length).toBeGreaterThan(0);
    expect(app.screen.queryByText('Advisory substances found')).not.toBeInTheDocument();
    // The COA reports the batch's own lot: said, not flagged.
    expect(within(results).getByText('COA lot: VL-OMG-2026-0412')).toBeInTheDocument();
    expect(within(results).queryByText('This COA is for another lot')).not.toBeInTheDocument();
  });

  it('reads a COA as its laboratory writes it, shows the working, suggests pairs to accept or dismiss', async () => {
    const scroll = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(scroll);
    const calls = answers({ label: 'omegaD3Label', coa: 'coaOmega3LabForms' });
    const app = await open();
    await app.selectAll();
    await app.submit();
    const results = await app.screen.findByRole('region', { name: 'Comparison results' });
    expect(calls.reads).toEqual([{ url: COA_URL }]);
    // Batch VL-OMG-2026-0412's exhibit reads as the COA of lot VL-OMG-2026-0527: the comparison flags it.
    const lot = within(results).getByRole('alert', { name: 'This COA is for another lot' });
    expect(lot).toHaveTextContent('The COA reports lot VL-OMG-2026-0527, but the batch is VL-OMG-2026-0412.');
    const byName = within(results).getByRole('table', { name: 'Matched by name' });
    const rows = within(byName)
      .getAllByRole('row')
      .map((r) => r.textContent);
    // '2.045' mg beside decimal commas is 2045 mg; '1,985' g is 1.985 g; IU never compares with mg.
    expect(rows).toContain('Total Fat2 Gram(s)2.045 mg= 2.045 Gram(s)PASS');
    expect(rows).toContain('Fish Oil2000 mg1,985 g= 1985 mgFAIL');
    expect(rows).toContain('Vitamin E2 mg3,3 IU-units differ');
    expect(within(results).getByRole('list', { name: 'COA ingredients' })).toHaveTextContent('Lead (ND)');
    expect(within(results).getByRole('list', { name: 'NIH ingredients' })).toHaveTextContent(
      'Calories (20 Calorie(s))',
    );

    const suggested = within(results).getByRole('region', { name: 'Suggested matches' });
    expect(
      within(suggested)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual([
      'Suggested Vitamin D3 with Cholecalciferol (Vitamin D3)',
      'Suggested Total Omega-3 Fatty Acids with Omega-3 fatty acids, total',
      'Suggested EPA with Eicosapentaenoic acid (EPA)',
      'Suggested DHA with Docosahexaenoic acid (DHA)',
    ]);
    expect(app.screen.queryByRole('table', { name: 'Matched by hand' })).not.toBeInTheDocument();
    await app.user.click(
      app.screen.getByRole('button', { name: 'Accept match Vitamin D3 with Cholecalciferol (Vitamin D3)' }),
    );
    const byHand = await app.screen.findByRole('table', { name: 'Matched by hand' });
    expect(within(byHand).getAllByRole('row')[1]).toHaveTextContent(
      'Vitamin D3COA: Cholecalciferol (Vitamin D3)25 mcg26,8 µg= 26.8 mcgPASS',
    );
    await app.user.click(app.screen.getByRole('button', { name: 'Dismiss match DHA with Docosahexaenoic acid (DHA)' }));
    expect(app.screen.queryByRole('group', { name: /^Suggested DHA/ })).not.toBeInTheDocument();
    expect(app.screen.queryByRole('group', { name: /^Suggested Vitamin D3/ })).not.toBeInTheDocument();
    expect(within(results).getByRole('list', { name: 'COA ingredients' })).toHaveTextContent(
      'Docosahexaenoic acid (DHA)',
    );
    // The accepted pair is a manual pair: deleting it brings the suggestion back.
    await app.user.click(
      app.screen.getByRole('button', { name: 'Delete match Vitamin D3 with Cholecalciferol (Vitamin D3)' }),
    );
    expect(await app.screen.findByRole('group', { name: /^Suggested Vitamin D3/ })).toBeInTheDocument();
    const note = app.screen.getByRole('alert', { name: /Advisory substances found/ });
    expect(note).toHaveTextContent('1,4-DMAA (also known as 1,4-dimethylamylamine');
  });

  it('a new product clears the batch and the COA; a new batch clears the COA', async () => {
    answers();
    const app = await open();
    await app.selectAll();
    await app.choose('Batch', 'VL-OMG-2026-0527');
    expect(app.screen.getByLabelText('COA', { selector: 'input' })).toHaveValue('');
    expect(app.screen.getByLabelText('NIH label', { selector: 'input' })).not.toHaveValue('');
    await app.choose('Product', 'Vitamin D3 5000 IU');
    expect(app.screen.getByLabelText('Batch', { selector: 'input' })).toHaveValue('');
    expect(app.screen.getByLabelText('COA', { selector: 'input' })).toHaveValue('');
    expect(app.screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it("reads '0 labels found.' when the search finds none", async () => {
    answers({ hits: 'noLabels' });
    const app = await open();
    await app.choose('Product', 'Daily Omega-3 Fish Oil 1000 mg');
    expect(await app.screen.findByText('0 labels found.')).toBeInTheDocument();
  });

  it('pairs by hand with the messages verbatim, each ingredient once, and deletes a pair', async () => {
    answers();
    const app = await open();
    await app.selectAll();
    await app.submit();
    await app.screen.findByRole('region', { name: 'Comparison results' });
    const add = () => app.user.click(app.screen.getByRole('button', { name: 'Add Match' }));
    await add();
    expect(app.screen.getByText('Please select NIH Ingredient.')).toBeInTheDocument();
    const nih = app.screen.getByLabelText('NIH Ingredient', { selector: 'input' });
    await app.user.click(nih);
    const firstNih = (await app.screen.findAllByRole('option'))[0]!;
    const nihName = firstNih.textContent!;
    await app.user.click(firstNih);
    await add();
    expect(app.screen.getByText('Please select COA Ingredient.')).toBeInTheDocument();
    await app.choose('COA Ingredient', 'Lead');
    await add();
    expect(await app.screen.findByRole('table', { name: 'Matched by hand' })).toHaveTextContent(`${nihName}COA: Lead`);
    await app.user.click(app.screen.getByLabelText('COA Ingredient', { selector: 'input' }));
    expect(app.screen.queryByRole('option', { name: 'Lead' })).not.toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    await app.user.click(app.screen.getByRole('button', { name: `Delete match ${nihName} with Lead` }));
    expect(app.screen.queryByRole('table', { name: 'Matched by hand' })).not.toBeInTheDocument();
  });

  it('shows the advisory note and scrolls it into view when an advisory substance is present', async () => {
    const scroll = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(scroll);
    answers({ coa: 'coaAdvisorySubstance' });
    const app = await open();
    await app.selectAll();
    await app.submit();
    const note = await app.screen.findByRole('alert', { name: /Advisory substances found/ });
    expect(note).toHaveTextContent('N-Methyltyramine (also known as NMT');
    expect(scroll).toHaveBeenCalled();
  });

  it('says when nothing matches and when nothing is left unmatched', async () => {
    answers({ label: 'labelNoMatchingIngredients' });
    let app = await open();
    await app.selectAll();
    await app.submit();
    expect(
      await app.screen.findByText('We could not find any matching ingredients between the COA and NIH ingredients.'),
    ).toBeInTheDocument();
    app.unmount();
    answers({ label: 'labelAllMatched', coa: 'coaPotencyOnly' });
    app = await open();
    await app.selectAll();
    await app.submit();
    expect(
      await app.screen.findByText('We could not find any unmatching ingredients between the COA and NIH ingredients.'),
    ).toBeInTheDocument();
  });

  it("reads 'Ingredients information not available.' for a label without ingredient rows", async () => {
    answers({ label: 'labelNoIngredients' });
    const app = await open();
    await app.selectAll();
    await app.submit();
    expect(await app.screen.findByText('Ingredients information not available.')).toBeInTheDocument();
  });

  it('toasts the returned message when the COA or the label cannot be read', async () => {
    answers({ coa: 'coaUnreadable' });
    let app = await open();
    await app.selectAll();
    await app.submit();
    expect(await app.screen.findByText(/Unable to read the document/)).toBeInTheDocument();
    expect(app.screen.queryByRole('region', { name: 'Comparison results' })).not.toBeInTheDocument();
    app.unmount();
    answers({ label: 'labelUnavailable' });
    app = await open();
    await app.selectAll();
    expect(
      await app.screen.findByText('Label details are temporarily unavailable, please try again later'),
    ).toBeInTheDocument();
  });

  it('sends fastpass to /', async () => {
    const app = await renderWithProviders('/ingredient-comparision', { signedIn: { selected: 'fastpass' } });
    expect(app.location().pathname).toBe('/');
  });
});
