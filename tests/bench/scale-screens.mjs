/* global requestAnimationFrame */
// bench:scale's screens: for each, where it is, who is signed in, the calls it makes answered with `size` rows
// (scale-data.ts), the rows that show it has drawn them (a CSS selector, so that the page itself can watch for them),
// and one typical interaction. A screen opened by a click (`open`) counts its rows from that click; the others from
// the navigation. `prepare` runs before the interaction, unmeasured (at full CPU speed).
import { click } from './scale-measure.mjs';

const TRACER = { subscriptions: ['tracer', 'fastpass'], selected: 'tracer' };

/** Rows of a list, a table or a tree, whichever element the screen draws them with. */
const rowsIn = (label) =>
  `[aria-label="${label}"] :is(li, tbody tr, [role="listitem"], [role="row"], [role="treeitem"], a, button)`;

/** @param {typeof import('./scale-data.ts')} d the data module */
export function screens(d) {
  const products = d.example('searchProducts', 'productsWithBatches');
  const [first, ...others] = d.rowsOf(products);
  const batchPage = d.example('searchBatches', 'batchPage');
  const productAnswer = d.example('getProduct', 'product');
  const linked = d.product(structuredClone(productAnswer.data), 99_999);
  const batchWithTree = d.example('getBatch', 'batchWithIngredients');
  const linkTree = d.example('getBatchTree', 'linkTree');

  /** A product's batches, whole (a search's rows), `from` to `to` of `size`. */
  const batchesOf = (productId, size) => (from, to) =>
    d.grow(d.rowsOf(batchPage), size, (c, n) => d.batch(c, n, productId), from, to);
  const publishedOnly = (page) => click(page.getByRole('switch', { name: 'Published only' }));
  const openConsumer = async (page, cards) => {
    await click(page.locator(cards).first().getByRole('button').first());
    await page.getByRole('dialog', { name: 'Consumer Detail' }).waitFor();
  };
  const typeInto = (label, key) => async (page) => {
    await page.getByLabel(label, { exact: true }).focus();
    await page.keyboard.press(key);
  };

  return [
    {
      name: 'home product list, search typed',
      large: 10_000,
      example: d.rowsOf(products).length,
      session: TRACER,
      url: '/',
      rows: '[role="list"][aria-label="Products"] [role="listitem"]',
      calls: (size) => {
        const all = d.grow(d.rowsOf(products), size, d.product);
        return {
          searchProducts: (call) => {
            const text = String(call.body?.searchText ?? '')
              .trim()
              .toLowerCase();
            const hits = text ? all.filter((p) => p.title.toLowerCase().includes(text)) : all;
            return d.listAnswer(products, hits.length, call, (from, to) => hits.slice(from, to));
          },
        };
      },
      interaction: 'a key in the search',
      interact: typeInto('Search products', 'o'),
    },
    {
      name: "a product's batches (home panel)",
      large: 5_000,
      example: first.integrants.length,
      session: TRACER,
      url: '/',
      open: async (page) => {
        await page.locator('[aria-label="Products"] [role="listitem"] button').first().waitFor();
        return page.locator('[aria-label="Products"] [role="listitem"] button').first();
      },
      rows: rowsIn('Batches'),
      calls: (size) => {
        const integrants = d.grow(first.integrants, size, (c, n) => d.batch(c, n, first.id));
        const rows = [{ ...first, integrants }, ...others];
        return {
          searchProducts: (call) => d.listAnswer(products, rows.length, call, (from, to) => rows.slice(from, to)),
          searchBatches: (call) => d.listAnswer(batchPage, size, call, batchesOf(first.id, size)),
        };
      },
      interaction: 'Published only',
      interact: publishedOnly,
    },
    {
      name: "a product's batches (opened by link)",
      large: 5_000,
      example: d.rowsOf(batchPage).length,
      session: TRACER,
      url: `/?product=${linked.id}`,
      rows: rowsIn('Batches'),
      calls: (size) => ({
        getProduct: () => ({ ...productAnswer, data: linked }),
        searchBatches: (call) => d.listAnswer(batchPage, size, call, batchesOf(linked.id, size)),
      }),
      interaction: 'Published only',
      interact: publishedOnly,
    },
    {
      name: '/transferred',
      large: 2_000,
      example: d.rowsOf(d.example('listTransferredBatches', 'transferredBatches')).length,
      session: TRACER,
      url: '/transferred',
      rows: rowsIn('Transferred batches'),
      calls: (size) => {
        const answer = d.example('listTransferredBatches', 'transferredBatches');
        return {
          listTransferredBatches: (call) =>
            d.listAnswer(answer, size, call, (from, to) => d.grow(d.rowsOf(answer), size, d.transferred, from, to)),
        };
      },
      interaction: 'choose another batch',
      interact: (page) => click(page.locator(rowsIn('Transferred batches')).nth(1)),
    },
    {
      name: 'organization attachments',
      large: 1_000,
      example: d.rowsOf(d.example('listOrganizationExhibits', 'organizationExhibits')).length,
      session: TRACER,
      url: '/organization-exhibits',
      rows: rowsIn('Organization attachments'),
      calls: (size) => {
        const answer = d.example('listOrganizationExhibits', 'organizationExhibits');
        return {
          listOrganizationExhibits: (call) =>
            d.listAnswer(answer, size, call, (from, to) =>
              d.grow(d.rowsOf(answer), size, d.organizationExhibit, from, to),
            ),
        };
      },
      // Every attachment loaded as a person would, page after page to the end of the list, then the last one's Delete.
      // Each page is counted by its answer: the table draws a window of rows (and spacer rows), so neither the rows
      // drawn nor the last one's text tell that a page came.
      prepare: async (page) => {
        const end = '[data-testid="load-more"]';
        const pageAnswered = (r) => r.request().method() === 'GET' && /\/api\/organization-exhibit\b/.test(r.url());
        while ((await page.locator(end).count()) > 0) {
          const answered = page.waitForResponse(pageAnswered);
          // Scrolling to the end asks for the next page by itself; its button too, unless that request is under way.
          await click(page.locator(`${end} button`), 5_000).catch(() => {});
          await answered;
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
        }
      },
      interaction: 'open Delete of the last',
      interact: async (page) => {
        await click(page.getByRole('button', { name: /^Delete / }).last());
        await page.getByRole('dialog').waitFor();
      },
    },
    {
      name: 'user accounts',
      large: 500,
      example: d.example('getOrganization', 'organization').data.individuals.length,
      session: TRACER,
      url: '/organization',
      rows: '[aria-label="User accounts"] :is(tbody tr, [role="row"])',
      calls: (size) => {
        const answer = d.example('getOrganization', 'organization');
        const individuals = d.grow(answer.data.individuals, size, d.member);
        return { getOrganization: () => ({ ...answer, data: { ...answer.data, individuals } }) };
      },
      interaction: 'a key in the search',
      interact: typeInto('Search user accounts', 'a'),
    },
    {
      name: 'compliance dashboard table',
      large: 5_000,
      example: d.rowsOf(d.example('getRetailerDashboard', 'retailerDashboard')).length,
      session: { subscriptions: ['compliance'], selected: 'compliance' },
      url: '/',
      rows: '[aria-label="Retailer compliance"] :is(tbody tr, [role="row"])',
      calls: (size) => {
        const answer = d.example('getRetailerDashboard', 'retailerDashboard');
        return {
          getRetailerDashboard: (call) =>
            d.listAnswer(answer, size, call, (from, to) => d.grow(answer.data, size, d.complianceRow, from, to)),
        };
      },
      interaction: 'a key in the search',
      interact: typeInto('Search retailer compliance', 'a'),
    },
    ...batchEditor(d, batchWithTree, linkTree),
    {
      name: 'link graph / layer pane',
      large: 500,
      example: linkTree.data.nodes.length,
      session: TRACER,
      url: `/batches/${batchWithTree.data.id}`,
      rows: rowsIn('Batch layers'),
      calls: (size) => ({
        getBatch: () => batchWithTree,
        getBatchTree: () => ({ ...linkTree, data: d.tree(linkTree.data, size) }),
      }),
      interaction: 'View link graph',
      interact: async (page) => {
        await click(page.getByRole('button', { name: 'View link graph' }));
        await page.locator('.react-flow__node').first().waitFor({ timeout: 300_000 });
      },
    },
    {
      name: 'survey submissions',
      large: 10_000,
      example: d.example('listSurveySubmissions', 'surveySubmissions').data.length,
      session: TRACER,
      url: `/survey-questions/${first.id}/1`,
      rows: '[data-testid="survey-submission"]',
      calls: (size) => {
        const answer = d.example('listSurveySubmissions', 'surveySubmissions');
        return {
          listSurveySubmissions: (call) =>
            d.listAnswer(answer, size, call, (from, to) => d.grow(answer.data, size, d.answered, from, to)),
        };
      },
      interaction: 'open a consumer',
      interact: (page) => openConsumer(page, '[data-testid="survey-submission"]'),
    },
    {
      name: "a survey's audience (/survey/{id})",
      large: 10_000,
      example: d.example('listSurveyInvitations', 'surveyInvitations').data.length,
      session: TRACER,
      url: `/survey/${first.id}`,
      open: async (page) => page.getByRole('tab', { name: 'Audience Submission' }),
      rows: '[data-testid="audience-submission"]',
      calls: (size) => {
        const answer = d.example('listSurveyInvitations', 'surveyInvitations');
        // Each copy is an answered invitation: the tab shows the answered ones.
        const invitation = (copy, n) => ({ ...d.answered(copy, n), status: 'submitted' });
        return {
          listSurveyInvitations: (call) =>
            d.listAnswer(answer, size, call, (from, to) => d.grow(answer.data, size, invitation, from, to)),
        };
      },
      interaction: 'open a consumer',
      interact: (page) => openConsumer(page, '[data-testid="audience-submission"]'),
    },
  ];
}

/** A text field of a trait of the batch's own (an inherited one is read-only; a group's select keeps a hidden input). */
const TRAIT_FIELD = 'fieldset[aria-label^="Trait "] input:not([readonly], [type="hidden"])';

/** The batch editor with hundreds of traits and attachments: a keystroke in a trait, and a switch of tabs. */
function batchEditor(d, batchWithTree, linkTree) {
  const batch = batchWithTree.data;
  // Two in five rows traits, the others attachments; the example size is the example batch's own.
  const split = (size) => ({ facets: Math.round(size * 0.4), exhibits: size - Math.round(size * 0.4) });
  const calls = (size) => {
    const { facets, exhibits } =
      size === batch.facets.length + batch.exhibits.length
        ? { facets: batch.facets.length, exhibits: batch.exhibits.length }
        : split(size);
    const data = {
      ...batch,
      facets: d.grow(batch.facets, facets, d.facet),
      exhibits: d.grow(batch.exhibits, exhibits, d.exhibit),
    };
    return { getBatch: () => ({ ...batchWithTree, data }), getBatchTree: () => linkTree };
  };
  const common = {
    large: 500,
    example: batch.facets.length + batch.exhibits.length,
    session: TRACER,
    // Facets, tracer's third tab.
    url: `/batches/${batch.id}?tab=2`,
    rows: 'fieldset[aria-label^="Trait "]',
    calls,
  };
  return [
    {
      ...common,
      name: 'batch editor, a key in a trait',
      interaction: 'a key in a trait',
      interact: async (page) => {
        await page.locator(TRAIT_FIELD).first().focus();
        await page.keyboard.press('x');
      },
    },
    {
      ...common,
      name: 'batch editor, Facets → Exhibits',
      interaction: 'Facets → Exhibits',
      interact: async (page) => {
        await click(page.getByRole('tab', { name: /^Exhibits/ }));
        await page.locator('[aria-label="Attachments"] li').first().waitFor({ timeout: 300_000 });
      },
    },
  ];
}
