// The load run's mix of calls (scripts/load-world.mjs): what one client does in a cycle, the journal of every answer,
// and the read-back that checks the world against that journal.

/** The seed's organization whose products, batches and locations the clients work on (Olivia Bennett's). */
export const ORGANIZATION = 'ORG7Q2M4KD';

const json = (body) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/** A multipart form of text fields (the product form), built by hand: autocannon sends bytes as they are. */
function form(fields) {
  const boundary = `----load${Math.random().toString(36).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The product form as the portal sends it (tracer); no reserved characters in the texts. */
const productForm = (title, cycle) => ({
  title,
  description: `A product made by the load run, cycle ${cycle}`,
  directions: 'Take one capsule daily with water',
  organization_id: ORGANIZATION,
  subscription: 'tracer',
  sku: `LOAD-${cycle}`,
  upc: '012345678905',
  product_type: 'Business to Consumer',
});

/**
 * Everything the run learnt: each answer (operation, status, whether it succeeded, milliseconds), the writes sent
 * and not yet answered, and what the successful writes made.
 */
export function createJournal() {
  return {
    answers: [],
    /** Writes sent and not answered (a run stopped by its time cap): either outcome is then possible. */
    pending: new Map(),
    products: new Map(),
    batches: new Map(),
    locations: new Set(),
    cycles: 0,
  };
}

const isWrite = (op) => /^(create|update|edit|save)/.test(op);

/**
 * One cycle of one client, as autocannon's `requests`: a producer's afternoon in miniature. The home list and a
 * search, a batch read, a new location, a new product read and renamed, a batch of it at that location, its batch
 * list, the batch edited and read, the locations and the product picker. Each request after a failed create that it
 * needs is skipped (autocannon starts the cycle again), so a failure is never followed by a call it makes invalid.
 */
export function cycle(journal, { seedBatches, onAnswer }) {
  const step = (op, method, path, build, learn) => ({
    method,
    path,
    setupRequest: (request, context) => {
      if (op === 'searchProducts:home') context.cycle = ++journal.cycles;
      const built = build(context);
      if (!built) return undefined;
      if (isWrite(op)) journal.pending.set(`${context.cycle}:${op}`, op);
      context.op = op;
      return {
        ...request,
        path: built.path ?? path,
        body: built.body,
        headers: { ...request.headers, ...built.headers },
      };
    },
    onResponse: (status, text, context, headers) => {
      journal.pending.delete(`${context.cycle}:${op}`);
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      const violations = Object.entries(headers).find(([name]) => name.toLowerCase() === 'sl-violations')?.[1];
      const ok = status >= 200 && status < 300 && body?.status === '1' && !violations;
      if (ok) learn?.(body.data, context);
      onAnswer({ op, status, ok, cycle: context.cycle, violations: violations ?? null });
    },
  });
  const title = (c) => `Load product ${c.cycle}`;
  return [
    step('searchProducts:home', 'POST', '/integrant/search-products', () =>
      json({ organization_id: ORGANIZATION, type: 'tracer', offset: 0, limit: 10, show_batch: true }),
    ),
    step('searchProducts:search', 'POST', '/integrant/search-products', () =>
      json({ organization_id: ORGANIZATION, type: 'tracer', searchText: 'omega', offset: 0, limit: 10 }),
    ),
    step('getBatch:seed', 'GET', '/integrant', (c) => ({
      path: `/integrant/${seedBatches[c.cycle % seedBatches.length]}`,
    })),
    step(
      'saveLocation',
      'POST',
      '/location/save',
      (c) =>
        json({
          id: '',
          description: `Load dock ${c.cycle}`,
          line_1: '1 Main St',
          city: 'Phoenix',
          state: 'AZ',
          zip: '85001',
          country: 'US',
          organization_id: ORGANIZATION,
        }),
      (data, c) => {
        c.location = data.id;
        journal.locations.add(data.id);
      },
    ),
    step(
      'createProduct',
      'POST',
      '/integrant-type/create',
      (c) => form(productForm(title(c), c.cycle)),
      (data, c) => {
        c.product = data.id;
        journal.products.set(data.id, { title: data.title });
      },
    ),
    step('getProduct', 'GET', '/integrant-type', (c) => c.product && { path: `/integrant-type/${c.product}` }),
    step(
      'updateProduct',
      'POST',
      '/integrant-type/update',
      (c) => c.product && form({ ...productForm(`${title(c)} edited`, c.cycle), integrant_type_id: c.product }),
      (data) => journal.products.set(data.id, { title: data.title }),
    ),
    step(
      'createBatch',
      'POST',
      '/integrant/create',
      (c) =>
        c.product &&
        c.location &&
        json({
          organization_id: ORGANIZATION,
          integrant_type_id: c.product,
          title: `Load batch ${c.cycle}`,
          external_id: `LOAD-${c.cycle}`,
          external_id_slug: `load-${c.cycle}`,
          subscription: 'tracer',
          location_id: c.location,
        }),
      (data, c) => {
        c.batch = data.id;
        journal.batches.set(data.id, { product: c.product, location: c.location, buyAgain: null });
      },
    ),
    step(
      'searchBatches',
      'POST',
      '/integrant/search',
      (c) => c.product && json({ organization_id: ORGANIZATION, integrant_type_id: c.product, offset: 0, limit: 10 }),
    ),
    step(
      'editBatch',
      'POST',
      '/integrant/edit',
      (c) => c.batch && json({ integrant_id: c.batch, buy_again_url: `https://verdantlabs.com/buy/${c.cycle}` }),
      (data) => {
        journal.batches.get(data.id).buyAgain = data.buy_again_url;
      },
    ),
    step('getBatch', 'GET', '/integrant', (c) => c.batch && { path: `/integrant/${c.batch}` }),
    step('listLocations', 'POST', '/location/location-suggestions', () => json({ organization_id: ORGANIZATION })),
    step('listProducts', 'POST', '/integrant/product-list', () => json({ organization_id: ORGANIZATION })),
  ];
}

/** The counts the read-back compares: the world's census, and the lists as the portal reads them. */
export async function counts(call) {
  const state = await call('GET', '/__world/state');
  const home = await call('POST', '/integrant/search-products', {
    organization_id: ORGANIZATION,
    type: 'tracer',
    offset: 0,
    limit: 1,
  });
  const locations = await call('POST', '/location/location-suggestions', { organization_id: ORGANIZATION });
  const picker = await call('POST', '/integrant/product-list', { organization_id: ORGANIZATION });
  return {
    census: state.census,
    tracerProducts: home.data.count,
    locations: locations.data.length,
    productPicker: picker.data.length,
  };
}

/**
 * The world after the run against the journal: every count is the count before plus what the successful writes
 * made (a write left unanswered may or may not have happened), every other collection is as it was, and each record
 * the run made reads back as its last successful write left it. Returns the problems found (none: consistent).
 */
export async function checkConsistency(call, journal, before, after) {
  const problems = [];
  const unknown = (op) => [...journal.pending.values()].filter((o) => o === op).length;
  const expect = (what, actual, base, made, op) => {
    const open = unknown(op);
    if (actual < base + made || actual > base + made + open)
      problems.push(`${what}: ${actual}, the journal implies ${base + made}${open ? ` to ${base + made + open}` : ''}`);
  };
  const products = journal.products.size;
  expect('products (census)', after.census.products, before.census.products, products, 'createProduct');
  expect('tracer products (home list count)', after.tracerProducts, before.tracerProducts, products, 'createProduct');
  expect('products (product picker)', after.productPicker, before.productPicker, products, 'createProduct');
  expect('batches (census)', after.census.batches, before.census.batches, journal.batches.size, 'createBatch');
  const locations = journal.locations.size;
  expect('locations (census)', after.census.locations, before.census.locations, locations, 'saveLocation');
  expect('locations (location list)', after.locations, before.locations, locations, 'saveLocation');
  for (const [name, size] of Object.entries(after.census))
    if (!['products', 'batches', 'locations'].includes(name) && size !== before.census[name])
      problems.push(`${name}: ${size}, ${before.census[name]} before and no call of the run makes one`);

  for (const [id, { title }] of journal.products) {
    const read = await call('GET', `/integrant-type/${id}`);
    if (read.data?.title !== title) problems.push(`product ${id}: '${read.data?.title}', last saved '${title}'`);
  }
  const perProduct = new Map();
  for (const [id, batch] of journal.batches) {
    perProduct.set(batch.product, (perProduct.get(batch.product) ?? 0) + 1);
    const read = await call('GET', `/integrant/${id}`);
    if (read.data?.integrant_type_id !== batch.product) problems.push(`batch ${id}: not of product ${batch.product}`);
    if (read.data?.location?.id !== batch.location) problems.push(`batch ${id}: not at location ${batch.location}`);
    if ((read.data?.buy_again_url ?? null) !== batch.buyAgain)
      problems.push(`batch ${id}: buy-again link '${read.data?.buy_again_url}', last saved '${batch.buyAgain}'`);
  }
  for (const id of journal.products.keys()) {
    const list = await call('POST', '/integrant/search', {
      organization_id: ORGANIZATION,
      integrant_type_id: id,
      offset: 0,
      limit: 10,
    });
    if (list.data?.count !== (perProduct.get(id) ?? 0))
      problems.push(`product ${id}: ${list.data?.count} batches listed, the journal made ${perProduct.get(id) ?? 0}`);
  }
  return problems;
}
