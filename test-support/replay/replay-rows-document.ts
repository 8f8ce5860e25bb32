import type { MatrixRow } from './replay-matrix';
import { choose, chooseAll, chooseProduct } from '../tools-steps';
import { realPdf } from '../real-files';

/**
 * The tools: the ingredient comparison's selector and its COA reading; the setup guide's installer link; the
 * forbidden-substance test; the widget's organization; the connections and a connection's profile.
 */
export const documentRows: readonly MatrixRow[] = [
  { operationId: 'getToolInstaller', screen: 'docToolGuide', how: 'open /doc-tool-guide (the installer link loads)' },
  { operationId: 'listProducts', screen: 'comparison', how: 'open /ingredient-comparision (the product choices load)' },
  {
    operationId: 'searchBatches',
    screen: 'comparison',
    how: 'choose a product (its batches load)',
    act: chooseProduct,
  },
  {
    operationId: 'label-database_browseProducts',
    screen: 'comparison',
    how: "choose a product (the label database is searched by the product's title)",
    act: chooseProduct,
  },
  {
    operationId: 'getIntegrantDetail',
    screen: 'comparison',
    how: 'choose a product, then a batch (the batch detail loads)',
    act: async (page) => {
      await chooseProduct(page);
      await choose(page, 'Batch', 'VL-OMG-2026-0412');
    },
  },
  {
    operationId: 'label-database_getLabel',
    screen: 'comparison',
    how: 'choose a product, then an NIH label (the label detail loads)',
    act: async (page) => {
      await chooseProduct(page);
      await choose(page, 'NIH label', /281734/);
    },
  },
  {
    operationId: 'readDocument',
    screen: 'comparison',
    how: 'choose product, batch, COA and label, press Submit (the COA is read)',
    act: async (page) => {
      await chooseAll(page);
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
    },
  },
  {
    operationId: 'findForbiddenSubstances',
    upload: true,
    screen: 'forbiddenSubstances',
    how: 'choose a PDF, press Test file (the file is tested)',
    act: async (page) => {
      await page.locator('input[type=file]').setInputFiles(realPdf("Pre-Workout 'Formula' Sheet – Ficha técnica.pdf"));
      await page.getByRole('button', { name: 'Test file', exact: true }).click();
    },
  },
  {
    operationId: 'getOrganization',
    screen: 'widgetLoad',
    how: 'open /widget (loading until the organization is known)',
  },
  { operationId: 'listMyConnections', screen: 'connectionsLoad', how: 'open /my-connections (the first 100 load)' },
  {
    operationId: 'getUserDetail',
    screen: 'connections',
    how: "press View on a connection (the dialog loads the consumer's profile)",
    act: (page) => page.getByRole('button', { name: 'View Emily Carter', exact: true }).click(),
  },
];
