import { describe, expect, it } from 'vitest';
import { productCsvColumns } from '@/features/imports/csv-rules';
import { draftValues, labelProductBody } from '@/features/catalogue/nih-rules';
import type { ProductDraft } from '@/api/generated/portal/model';
import { CSV_COLUMNS, csvColumns, csvRecords, csvText } from '~mocks/world/model/rules/batch-csv';
import { created, thresholdMessage } from '~mocks/world/model/rules/product-allowance';
import { VERDANT } from '../../../test-support/example-world';
import { callWorld, freshWorld } from '../../utils/world-call';

/**
 * The world's imports (mocks/world/resolvers/product-imports.ts, batch-files.ts): what a CSV and a label make, and what
 * they refuse.
 */

const SUCCESS =
  'Your CSV details has been successfully updated, if we face any error while running csv then we are generating csv for you in which you find an error messages.';
const HEADER = 'title,description,sku,upc,product_type,directions,warnings';
const ROWS = [
  'Sea Moss Gel Capsules,Irish sea moss with bladderwrack,VL-SMG-60,850031245098,Business to Consumer,Take 2 capsules daily.,',
  '"Beet Root Powder, Organic",Nitrate-rich beet root,VL-BRP-300,850031245104,Business to Consumer,Mix 1 scoop with water.,Stains.',
  'Lion’s Mane 1000 mg,Fruiting-body extract,VL-LMN-1000,850031245111,Business to Business,Take 2 capsules daily.,',
];

/** A CSV as Excel saves it: a byte order mark, CRLF line ends. */
const excelCsv = (lines: string[], name = 'verdant-products.csv') =>
  new File([`\uFEFF${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });

function csvForm(file: File | null, subscription = 'tracer') {
  const form = new FormData();
  form.append('organization_id', VERDANT);
  form.append('type', 'csvFile');
  if (file) form.append('files[]', file);
  form.append('subscription', subscription);
  return form;
}

const titles = async (key: string, searchText: string, type = 'tracer') => {
  const found = await callWorld(
    'searchProducts',
    { offset: 0, limit: 50, searchText, organization_id: VERDANT, type, show_batch: false } as never,
    { world: key, subscription: type },
  );
  expect(found.breaches).toEqual([]);
  return (found.body.data.rows as { title: string }[]).map((p) => p.title);
};

describe('uploadProductsCsv', () => {
  it('reads the columns the portal reads', () => {
    expect(csvColumns('tracer')).toEqual(productCsvColumns('tracer'));
    expect(csvColumns('fastpass')).toEqual(productCsvColumns('fastpass'));
    expect(CSV_COLUMNS.join(',')).toBe(HEADER);
  });

  it('makes every valid row a product of the organization and kind, found in the home search', async () => {
    const world = freshWorld('csv-ok');
    const before = created(world, 'tracer', 'products');
    const answer = await callWorld('uploadProductsCsv', csvForm(excelCsv([HEADER, ...ROWS])), { world: 'csv-ok' });
    expect(answer).toMatchObject({ status: 200, body: { status: '1', message: SUCCESS, data: null }, breaches: [] });
    expect(created(world, 'tracer', 'products')).toBe(before + 3);
    expect(await titles('csv-ok', 'beet')).toEqual(['Beet Root Powder, Organic']);
    expect(await titles('csv-ok', 'mane')).toEqual(['Lion’s Mane 1000 mg']);
    const sea = world.products.where((p) => p.title === 'Sea Moss Gel Capsules')[0]!;
    expect(sea).toMatchObject({
      organization_id: VERDANT,
      subscription_type: 'tracer',
      sku: 'VL-SMG-60',
      upc: '850031245098',
      product_type: 'Business to Consumer',
      directions: 'Take 2 capsules daily.',
      warnings: null,
      is_disabled: false,
    });
    const read = await callWorld('getProduct', undefined, { world: 'csv-ok', params: { id: sea.id } });
    expect(read).toMatchObject({ status: 200, body: { data: { title: 'Sea Moss Gel Capsules' } }, breaches: [] });
  });

  it('answers the invalid rows as the documented error rows, and makes only the valid ones', async () => {
    const world = freshWorld('csv-errors');
    const before = world.products.size;
    const lines = [
      HEADER,
      ROWS[0]!,
      'Vitamin C 1000 mg,Buffered vitamin C with rose hips,VL-VTC-1000-100,,Business to Consumer,Take 1 tablet daily.,',
      'Daily Omega-3 Fish Oil 1000 mg,Molecularly distilled fish oil,VL-OMG-1000-120,850031245012,Business to Consumer,Take 2 softgels.,',
      'Sea Moss Again,Same sku as the first row,vl-smg-60,850031245128,B2C,Take 1 daily.,',
    ];
    const answer = await callWorld('uploadProductsCsv', csvForm(excelCsv(lines)), { world: 'csv-errors' });
    expect(answer.breaches).toEqual([]);
    expect(answer.body).toMatchObject({ status: '1', message: SUCCESS });
    expect(answer.body.data.csv).toBe(
      [
        `${HEADER},error`,
        'Vitamin C 1000 mg,Buffered vitamin C with rose hips,VL-VTC-1000-100,,Business to Consumer,Take 1 tablet daily.,,upc is required',
        'Daily Omega-3 Fish Oil 1000 mg,Molecularly distilled fish oil,VL-OMG-1000-120,850031245012,Business to Consumer,Take 2 softgels.,,A product with this sku already exists',
        'Sea Moss Again,Same sku as the first row,vl-smg-60,850031245128,B2C,Take 1 daily.,,"product_type must be one of the following values: Business to Business, Business to Consumer; A product with this sku already exists"',
        '',
      ].join('\n'),
    );
    expect(world.products.size).toBe(before + 1);
    expect(await titles('csv-errors', 'vitamin c')).toEqual([]);
    expect(await titles('csv-errors', 'sea moss')).toEqual(['Sea Moss Gel Capsules']);
  });

  it('requires the fields of the kind sent: fastpass needs no directions nor sales channel', async () => {
    const world = freshWorld('csv-fastpass');
    const answer = await callWorld(
      'uploadProductsCsv',
      csvForm(excelCsv(['title,description,sku,upc', 'Electrolyte Mix,Lemon lime,VL-ELX-30,850031245135']), 'fastpass'),
      { world: 'csv-fastpass' },
    );
    expect(answer).toMatchObject({ body: { status: '1', data: null }, breaches: [] });
    expect(world.products.where((p) => p.title === 'Electrolyte Mix')[0]?.subscription_type).toBe('fastpass');
    expect(await titles('csv-fastpass', 'electrolyte', 'fastpass')).toEqual(['Electrolyte Mix']);
    expect(await titles('csv-fastpass', 'electrolyte', 'tracer')).toEqual([]);
  });

  it('counts against the plan: the rows past the allowance come back, and a full plan is the 403', async () => {
    const world = freshWorld('csv-plan');
    world.allowances.tracer!.products = created(world, 'tracer', 'products') + 1;
    const answer = await callWorld('uploadProductsCsv', csvForm(excelCsv([HEADER, ...ROWS])), { world: 'csv-plan' });
    expect(answer.breaches).toEqual([]);
    const errors = csvRecords(answer.body.data.csv);
    expect(errors.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([
      ['Beet Root Powder, Organic', thresholdMessage('products')],
      ['Lion’s Mane 1000 mg', thresholdMessage('products')],
    ]);
    const again = await callWorld('uploadProductsCsv', csvForm(excelCsv([HEADER, ROWS[1]!])), { world: 'csv-plan' });
    expect(again).toMatchObject({
      status: 403,
      body: { statusCode: 403, message: thresholdMessage('products') },
      breaches: [],
    });
    const check = await callWorld(
      'checkSubscriptionStatus',
      { organization_id: VERDANT, subscription_type: 'tracer', type: 'products' },
      { world: 'csv-plan' },
    );
    expect(check.body.status).toBe('0');
  });

  it('refuses, as a body failure in the portal’s words, what the portal itself refuses', async () => {
    freshWorld('csv-refused');
    const cases: [File, string][] = [
      [excelCsv([HEADER]), 'The file has a header row but no rows to import.'],
      [
        excelCsv(['Title,sku,upc,colour', 'Zinc,VL-ZNC,2,blue']),
        "Missing columns: 'title', 'description', 'directions', 'product_type'. Unknown columns: 'Title', 'colour'.",
      ],
      [
        new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])], 'logo.csv'),
        'The file is not a CSV file (it is not text).',
      ],
    ];
    for (const [file, message] of cases) {
      const answer = await callWorld('uploadProductsCsv', csvForm(file), { world: 'csv-refused' });
      expect(answer).toMatchObject({ status: 200, body: { status: '0', message }, breaches: [] });
    }
  });

  it('refuses a form without its file as the contract does (422 naming files[])', async () => {
    freshWorld('csv-refused');
    const answer = await callWorld('uploadProductsCsv', csvForm(null), { world: 'csv-refused' });
    expect(answer.status).toBe(422);
    expect(answer.breaches.map((b) => b.fields.join())).toEqual([expect.stringContaining('files[]')]);
  });

  it('reads a Windows-1252 file (older Excel) with its accents', async () => {
    const world = freshWorld('csv-1252');
    const bytes = Buffer.from(
      `${HEADER}\r\nCrème Brûlée Protein Bar,Caramelised,VL-CRB-60,850031245074,Business to Consumer,Eat 1 bar.,\r\n`,
      'latin1',
    );
    const answer = await callWorld('uploadProductsCsv', csvForm(new File([bytes], 'desserts.csv')), {
      world: 'csv-1252',
    });
    expect(answer).toMatchObject({ body: { status: '1', data: null }, breaches: [] });
    expect(world.products.where((p) => p.sku === 'VL-CRB-60')[0]?.title).toBe('Crème Brûlée Protein Bar');
  });

  it('writes error rows as CSV: quoted where a cell needs it', () => {
    expect(csvText([['a, b', 'say "hi"', ' x', 'plain']])).toBe('"a, b","say ""hi"""," x",plain\n');
    expect(csvRecords(csvText([['a, b', 'line\nbreak']]))).toEqual([['a, b', 'line\nbreak']]);
  });
});

describe('the label database import', () => {
  const draftOf = async (key: string, labelId: string) =>
    callWorld(
      'importProductFromNih',
      { label_id: labelId, organization_id: VERDANT, subscription: 'tracer' },
      {
        world: key,
      },
    );

  it('reads the label into a draft with its ingredients; the label stays the database’s', async () => {
    freshWorld('nih-draft');
    const answer = await draftOf('nih-draft', '281734');
    expect(answer).toMatchObject({ status: 200, breaches: [] });
    const draft = answer.body.data as ProductDraft;
    expect(draft).toMatchObject({
      label_id: '281734',
      title: 'Daily Omega-3 Fish Oil 1000 mg',
      description: 'Omega-3 Fish Oil Dietary Supplement',
      directions: 'Take 2 softgels daily with a meal.',
      warnings: 'Contains fish (anchovy, sardine). Consult your physician before use if you take blood thinners.',
      upc: '850012345612',
      image_url: 'https://api.ods.od.nih.gov/dsld/s3/pdf/thumbnails/281734.jpg',
      product_type: 'Business to Consumer',
      facets: [
        { title: 'Serving size', description: '2 Softgel(s)' },
        { title: 'Servings per container', description: '60' },
      ],
    });
    expect(draft.ingredients.map((i) => i.title)).toEqual([
      'Calories',
      'Total Fat',
      'Vitamin E (as d-alpha Tocopherol)',
      'Fish Oil',
      'EPA (Eicosapentaenoic Acid)',
      'DHA (Docosahexaenoic Acid)',
      'Other Omega-3 Fatty Acids',
      'Gelatin (bovine)',
      'Glycerin',
      'Purified Water',
      'Natural Lemon Flavor',
      'Mixed Tocopherols',
    ]);
    expect(draft.ingredients[2]).toMatchObject({
      description: '2 mg per 2 Softgel(s), 13% Daily Value.',
      facets: [
        { title: 'Amount per serving', description: '2 mg' },
        { title: '% Daily Value', description: '13%' },
      ],
      product_type: 'Business to Business',
      external_id: null,
    });
    // Another label id reads what the database's mock answers for any id: its first example.
    expect((await draftOf('nih-draft', '264518')).body.data).toMatchObject({ label_id: '264518', title: draft.title });
    expect((await draftOf('nih-draft', 'abc')).body).toEqual({
      status: '0',
      message: 'Label abc was not found in the supplement label database.',
      data: null,
    });
  });

  /** The save as the portal sends it (src/features/catalogue/nih-rules.ts), with the fields a person fills in. */
  async function saveLabel(key: string, change: (draft: ProductDraft) => ProductDraft = (d) => d) {
    const draft = change((await draftOf(key, '281734')).body.data as ProductDraft);
    const values = { ...draftValues(draft), title: 'Omega-3 from the label', sku: 'VL-OML-120' };
    const form = new FormData();
    for (const [name, value] of Object.entries(labelProductBody(values, draft, 'tracer')))
      if (value !== undefined) form.append(name, value);
    return callWorld('createProductFromLabel', form, { world: key, subscription: 'tracer' });
  }

  it('saves a product with the label’s ingredients: found at home, read back, counted in the plan', async () => {
    const world = freshWorld('nih-save');
    const before = created(world, 'tracer', 'products');
    const saved = await saveLabel('nih-save');
    expect(saved).toMatchObject({ status: 200, body: { status: '1', message: 'Product imported successfully' } });
    expect(saved.breaches).toEqual([]);
    const id = saved.body.data.id as string;
    expect(created(world, 'tracer', 'products')).toBe(before + 1);
    expect(await titles('nih-save', 'from the label')).toEqual(['Omega-3 from the label']);
    const ingredients = await callWorld('getProductIngredients', { integrant_type_id: id }, { world: 'nih-save' });
    expect(ingredients.breaches).toEqual([]);
    expect(ingredients.body.data).toHaveLength(12);
    expect(ingredients.body.data[2]).toMatchObject({
      title: 'Vitamin E (as d-alpha Tocopherol)',
      facets: [{ title: 'Amount per serving', id: expect.stringMatching(/^FCT/) }, { title: '% Daily Value' }],
    });
    const product = await callWorld('getProduct', undefined, { world: 'nih-save', params: { id } });
    expect(product.body.data).toMatchObject({
      sku: 'VL-OML-120',
      upc: '850012345612',
      image_url: 'https://api.ods.od.nih.gov/dsld/s3/pdf/thumbnails/281734.jpg',
      facets: [{ title: 'Serving size' }, { title: 'Servings per container' }],
      subscription_type: 'tracer',
    });
  });

  it('refuses a taken ingredient static batch number, an unverified domain and a full plan, as documented', async () => {
    const world = freshWorld('nih-refused');
    const before = world.products.size;
    const taken = await saveLabel('nih-refused', (d) => ({
      ...d,
      ingredients: d.ingredients.map((i, n) => (n === 0 ? { ...i, external_id: 'VL-OMG-2026-0412' } : i)),
    }));
    expect(taken.body).toEqual({ status: '0', message: 'Static Batch Number Already Exists!', data: null });
    world.organizations.patch(VERDANT, { is_valid_domain_name: false });
    const domain = await saveLabel('nih-refused');
    expect(domain.body).toMatchObject({
      status: '0',
      message: 'Please verify your organization domain before importing products.',
    });
    world.organizations.patch(VERDANT, { is_valid_domain_name: true });
    world.allowances.tracer!.products = created(world, 'tracer', 'products');
    const full = await saveLabel('nih-refused');
    expect(full).toMatchObject({ status: 403, body: { message: thresholdMessage('products') }, breaches: [] });
    expect(world.products.size).toBe(before);
  });
});
