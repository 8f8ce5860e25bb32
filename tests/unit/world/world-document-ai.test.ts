import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OMEGA_BATCH, VERDANT } from '../../../test-support/example-world';
import { realPng } from '../../../test-support/real-files';
import { callWorldKept } from '../../utils/world-call';

/**
 * The world's Document AI (mocks/world/resolvers/document.ts) reads the document it is given: a real COA printed to
 * PDF by Chromium (test-support/documents/coa.pdf, lot VL-OMG-2026-0412, with 1,4-dimethylamylamine in its adulterant
 * row), a text file, a picture.
 */
const COA_PDF = readFileSync(new URL('../../../test-support/documents/coa.pdf', import.meta.url));
const call = callWorldKept('document-ai', { subscription: 'tracer' });

const form = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};
/** Keeps a file in the world (as an attachment's upload does) and gives its address. */
const kept = async (file: File): Promise<string> => (await call('uploadDataFile', form(file))).body.data.url;

describe('readDocument', () => {
  it("reads an uploaded PDF's text: its form fields and its table, the name first and the result third", async () => {
    const url = await kept(new File([COA_PDF], 'COA for 0527.pdf', { type: 'application/pdf' }));
    const read = await call('readDocument', { url });
    expect(read.body.status).toBe('1');
    const [page] = read.body.data.pages;
    expect(page.formFields).toEqual(
      expect.arrayContaining([
        { key: 'Lot Number', value: 'VL-OMG-2026-0412' },
        { key: 'Product Name', value: 'Daily Omega-3 Fish Oil 1000 mg' },
        { key: 'Report Date', value: '04/28/2026' },
      ]),
    );
    expect(page.tables).toHaveLength(1);
    const [table] = page.tables;
    expect(table.columns).toEqual(['Test', 'Specification', 'Result', 'Unit', 'Method']);
    expect(table.rows).toEqual([
      ['Fish oil', '>= 2000', '2010', 'mg', 'Gravimetric'],
      ['EPA (Eicosapentaenoic Acid)', '>= 600', '585', 'mg', 'AOCS Ce 1b-89'],
      ['DHA (Docosahexaenoic Acid)', '>= 400', '412', 'mg', 'AOCS Ce 1b-89'],
      ['Vitamin E', '>= 2', '', 'mg', 'AOAC 2012.09'],
      ['Lead', '<= 0.1', '< 0.01', 'ppm', 'USP <233>'],
      ['1,4-dimethylamylamine', 'Not detected', 'Not detected', '', 'LC-MS/MS'],
    ]);
  });

  it('reads a text file, its result column put third whatever its place', async () => {
    const text = [
      'Lot No.: VL-D3-2026-0101',
      '',
      'Analyte\tResult\tUnit\tLabel claim',
      'Vitamin D3\t26.8\tmcg\t25',
      'Calcium  |  210  |  mg  |  200',
    ].join('\n');
    const url = await kept(new File([text], 'd3-coa.txt', { type: 'text/plain' }));
    const [page] = (await call('readDocument', { url })).body.data.pages;
    expect(page.formFields).toEqual([{ key: 'Lot No.', value: 'VL-D3-2026-0101' }]);
    expect(page.tables[0].columns).toEqual(['Analyte', 'Label claim', 'Result', 'Unit']);
    expect(page.tables[0].rows).toEqual([
      ['Vitamin D3', '25', '26.8', 'mcg'],
      ['Calcium', '200', '210', 'mg'],
    ]);
  });

  it("answers a seed attachment by the lot its file name names, and what it cannot read as the contract's unreadable", async () => {
    const lot = async (url: string) => {
      const read = await call('readDocument', { url });
      return read.body.data.pages
        .flatMap((p: { formFields: { key: string; value: string }[] }) => p.formFields)
        .find((f: { key: string }) => f.key === 'Lot Number')?.value;
    };
    expect(await lot(`https://files.portal.invalid/exhibits/${VERDANT}/BATOMG0527/COA_VL-OMG-2026-0527.pdf`)).toBe(
      'VL-OMG-2026-0527',
    );
    expect(await lot(`https://files.portal.invalid/exhibits/${VERDANT}/${OMEGA_BATCH}/COA_VL-OMG-2026-0412.pdf`)).toBe(
      'VL-OMG-2026-0412',
    );
    // The seed's exhibits spell the lot in lower case (coa-vl-omg-2026-0412.pdf): the name matches whatever its case.
    expect(await lot(`https://cdn.portal.invalid/exhibits/${VERDANT}/coa-vl-omg-2026-0412.pdf`)).toBe(
      'VL-OMG-2026-0412',
    );
    const unknown = await call('readDocument', { url: 'https://files.portal.invalid/exhibits/somewhere-else.pdf' });
    expect(unknown.body).toMatchObject({ status: '0', message: expect.stringMatching(/^Unable to read the document/) });
    const picture = await call('readDocument', {
      url: await kept(new File([realPng('label.png').buffer], 'label.png')),
    });
    expect(picture.body.status).toBe('0');
  });
});

describe('findForbiddenSubstances', () => {
  it('finds the advisory substances named in the file, and names the file as it was sent', async () => {
    const found = await call('findForbiddenSubstances', form(new File([COA_PDF], 'coa.pdf')));
    expect(found.body).toMatchObject({
      status: '1',
      data: {
        file_name: 'coa.pdf',
        substances: [{ name: '1,4-DMAA', matched_names: ['1,4-dimethylamylamine'] }],
      },
    });
    const text = 'Ingredients: caffeine, NMT (N-Methyltyramine), beta-alanine; Arcalion 200 mg. Not S-40.';
    const note = await call('findForbiddenSubstances', form(new File([text], 'Formula notes.txt')));
    expect(note.body.data).toEqual({
      file_name: 'Formula notes.txt',
      substances: [
        expect.objectContaining({ name: 'N-Methyltyramine', matched_names: ['N-Methyltyramine', 'NMT'] }),
        expect.objectContaining({ name: 'Sulbutiamine', matched_names: ['Arcalion'] }),
      ],
    });
    const clean = await call('findForbiddenSubstances', form(new File(['Fish oil 2000 mg'], 'clean.txt')));
    expect(clean.body.data).toEqual({ file_name: 'clean.txt', substances: [] });
  });

  it('says when a file has no text it can read (a picture), and refuses a part that is no file with the documented 400', async () => {
    const picture = await call('findForbiddenSubstances', form(new File([realPng('label.png').buffer], 'label.png')));
    expect(picture.body).toMatchObject({
      status: '0',
      message: expect.stringContaining('No text could be read in label.png'),
    });
    const text = new FormData();
    text.append('file', 'PreWorkout_Formula_Sheet.pdf');
    const none = await call('findForbiddenSubstances', text);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please upload a file.');
  });
});
