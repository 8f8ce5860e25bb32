import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productCsvColumns } from '@/features/imports/csv-rules';
import { readCsvFile } from '@/features/imports/parse-csv';
import { checkCsvRecords, csvProblemMessage, type CsvColumns } from '@/lib/input/csv';
import { decodeText, encodeUtf8, looksBinary } from '@/lib/input/text-encoding';

/** Windows-1252's characters for the bytes 0x80 to 0x9F (the five unassigned bytes left out). */
const CP1252_HIGH: Record<string, number> = Object.fromEntries(
  [...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((ch, i) => [
    ch,
    [0x80, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8e]
      .concat([0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0x9b, 0x9c, 0x9e, 0x9f])
      .at(i)!,
  ]),
);
/** Text as Windows-1252 saves it (the test's own encoder: Latin-1 letters are their code point). */
function windows1252(text: string): Uint8Array {
  return Uint8Array.from([...text], (ch) => CP1252_HIGH[ch] ?? ch.charCodeAt(0));
}
const latin1 = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

const textChar = fc.oneof(
  fc.constantFrom('\t', '\n', '\r'),
  fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0xa0, max: 0xd7ff }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0xe000, max: 0xfffd }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
);
/** Any text a person writes: no NUL or other control characters, no lone surrogates. */
const anyText = fc.array(textChar, { maxLength: 60 }).map((cs) => cs.join(''));
const cp1252Char = fc.oneof(
  fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0xa0, max: 0xff }).map((c) => String.fromCharCode(c)),
  fc.constantFrom(...Object.keys(CP1252_HIGH)),
);
/**
 * Windows-1252 text that is not also valid UTF-8: an accented letter (a byte of 0xC0 or more) followed by an ASCII
 * character can never be UTF-8. (Text such as 'Ã©' is UTF-8 for 'é' byte for byte: no decoder can tell it apart.)
 */
const cp1252Text = fc
  .tuple(
    fc.array(cp1252Char, { maxLength: 30 }),
    fc.integer({ min: 0xc0, max: 0xff }).map((c) => String.fromCharCode(c)),
    fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    fc.array(cp1252Char, { maxLength: 30 }),
  )
  .map(([a, accented, ascii, b]) => `${a.join('')}${accented}${ascii}${b.join('')}`);

describe('decodeText', () => {
  it('reads UTF-8 as UTF-8, taking a byte order mark off', () => {
    expect(decodeText(encodeUtf8('title\nCrème Brûlée 🍮'))).toEqual({
      ok: true,
      text: 'title\nCrème Brûlée 🍮',
      encoding: 'utf-8',
      bom: false,
    });
    expect(decodeText(encodeUtf8('title\nCrème', { bom: true }))).toEqual({
      ok: true,
      text: 'title\nCrème',
      encoding: 'utf-8',
      bom: true,
    });
    expect(decodeText(new Uint8Array())).toEqual({ ok: true, text: '', encoding: 'utf-8', bom: false });
  });

  it('reads bytes that are not UTF-8 as Windows-1252: accents, the euro sign and curly quotes intact', () => {
    expect(decodeText(latin1('title\nCrème Brûlée\n'))).toEqual({
      ok: true,
      text: 'title\nCrème Brûlée\n',
      encoding: 'windows-1252',
      bom: false,
    });
    expect(decodeText(Uint8Array.from([0x80, 0x20, 0x93, 0x61, 0x94]))).toMatchObject({ text: '€ “a”' });
  });

  it('reads a UTF-16 file by its byte order mark', () => {
    const le = Uint8Array.from([0xff, 0xfe, ...Buffer.from('title\nCrème', 'utf16le')]);
    expect(decodeText(le)).toEqual({ ok: true, text: 'title\nCrème', encoding: 'utf-16le', bom: true });
  });

  it('refuses binary: any NUL, or control characters above 1 in 100', () => {
    expect(decodeText(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toEqual({
      ok: false,
      reason: 'binary',
    });
    expect(decodeText(latin1('title\x00\n'))).toEqual({ ok: false, reason: 'binary' });
    expect(looksBinary(`${'a'.repeat(99)}\x01`)).toBe(false);
    expect(looksBinary(`${'a'.repeat(98)}\x01\x02`)).toBe(true);
    expect(looksBinary('a\tb\r\nc\fd\ve')).toBe(false);
  });

  it('property: any text encoded as UTF-8 decodes back to itself, as UTF-8', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (text, bom) => {
        expect(decodeText(encodeUtf8(text, { bom }))).toEqual({ ok: true, text, encoding: 'utf-8', bom });
      }),
    );
  });

  it('property: Windows-1252 text decodes back to itself and is reported as Windows-1252', () => {
    fc.assert(
      fc.property(cp1252Text, (text) => {
        expect(decodeText(windows1252(text))).toEqual({ ok: true, text, encoding: 'windows-1252', bom: false });
      }),
    );
  });

  it('property: no decoded text holds U+FFFD unless the input did', () => {
    const withoutReplacement = (bytes: Uint8Array) => !Buffer.from(bytes).includes(Buffer.from([0xef, 0xbf, 0xbd]));
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }).filter(withoutReplacement), (bytes) => {
        const decoded = decodeText(bytes);
        if (decoded.ok) expect(decoded.text).not.toContain('\uFFFD');
      }),
      { numRuns: 500 },
    );
  });

  it('property: bytes with a NUL are never text', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), fc.nat(), (bytes, at) => {
        const withNul = Uint8Array.from([...bytes.slice(0, at % (bytes.length + 1)), 0, ...bytes.slice(at)]);
        // A UTF-16 file holds NUL bytes and is text: only a file without a UTF-16 byte order mark is checked here.
        fc.pre(!(withNul[0] === 0xff && withNul[1] === 0xfe) && !(withNul[0] === 0xfe && withNul[1] === 0xff));
        expect(decodeText(withNul).ok).toBe(false);
      }),
    );
  });
});

const COLUMNS: CsvColumns = { required: ['title', 'sku'], optional: ['upc'] };

describe('checkCsvRecords', () => {
  it('refuses an empty file and a file of blank lines', () => {
    expect(checkCsvRecords([], COLUMNS)).toEqual({ kind: 'empty' });
    expect(checkCsvRecords([[''], [' ', '']], COLUMNS)).toEqual({ kind: 'empty' });
    expect(csvProblemMessage({ kind: 'empty' })).toBe('The file is empty.');
  });

  it('refuses a header without rows', () => {
    expect(
      checkCsvRecords(
        [
          ['title', 'sku'],
          ['', ''],
        ],
        COLUMNS,
      ),
    ).toEqual({ kind: 'headerOnly' });
    expect(csvProblemMessage({ kind: 'headerOnly' })).toBe('The file has a header row but no rows to import.');
  });

  it('accepts the expected columns in any order, the optional ones left out, spaces around names trimmed', () => {
    expect(
      checkCsvRecords(
        [
          [' sku', 'title '],
          ['A-1', 'Zinc'],
        ],
        COLUMNS,
      ),
    ).toBeNull();
    expect(
      checkCsvRecords(
        [
          ['upc', 'title', 'sku'],
          ['1', 'Zinc', 'A-1'],
        ],
        COLUMNS,
      ),
    ).toBeNull();
  });

  it('names the missing, unknown, repeated and unnamed columns', () => {
    const problem = checkCsvRecords(
      [
        ['Title', 'sku', 'colour', 'sku', '', ''],
        ['Zinc', 'A-1', 'blue', 'A-2', 'x', ''],
      ],
      COLUMNS,
    );
    expect(problem).toEqual({
      kind: 'columns',
      missing: ['title'],
      unknown: ['Title', 'colour'],
      repeated: ['sku'],
      unnamed: [5],
    });
    expect(csvProblemMessage(problem!)).toBe(
      "Missing column: 'title'. Unknown columns: 'Title', 'colour'. Repeated column: 'sku'. Column 5 has no name in the header.",
    );
  });

  it('ignores a blank trailing column (a spreadsheet leftover)', () => {
    expect(
      checkCsvRecords(
        [
          ['title', 'sku', ''],
          ['Zinc', 'A-1', ''],
        ],
        COLUMNS,
      ),
    ).toBeNull();
  });

  it("the products import expects the demo CSV's columns: tracer needs the tracer product's required fields", () => {
    const demo = ['title', 'description', 'sku', 'upc', 'product_type', 'directions', 'warnings'];
    const row = demo.map(() => 'x');
    expect(checkCsvRecords([demo, row], productCsvColumns('tracer'))).toBeNull();
    expect(checkCsvRecords([demo, row], productCsvColumns('fastpass'))).toBeNull();
    const short = [
      ['title', 'description', 'sku', 'upc'],
      ['x', 'x', 'x', 'x'],
    ];
    expect(checkCsvRecords(short, productCsvColumns('fastpass'))).toBeNull();
    expect(csvProblemMessage(checkCsvRecords(short, productCsvColumns('tracer'))!)).toBe(
      "Missing columns: 'directions', 'product_type'.",
    );
  });

  it('property: a header of the required columns and any optional ones, in any order, with a row, passes', () => {
    const columns = productCsvColumns('tracer');
    const headers = fc.shuffledSubarray([...columns.optional]).chain((optional) => {
      const all = [...columns.required, ...optional];
      return fc.shuffledSubarray(all, { minLength: all.length });
    });
    fc.assert(
      fc.property(headers, fc.string({ minLength: 1 }), (header, cell) => {
        expect(checkCsvRecords([header, header.map(() => `${cell}x`)], columns)).toBeNull();
      }),
    );
  });

  it('property: leaving out any required column names it as missing', () => {
    const columns = productCsvColumns('fastpass');
    fc.assert(
      fc.property(fc.constantFrom(...columns.required), (left) => {
        const header = [...columns.required, ...columns.optional].filter((c) => c !== left);
        const problem = checkCsvRecords([header, header.map(() => 'x')], columns);
        expect(problem).toMatchObject({ kind: 'columns', missing: [left], unknown: [] });
        expect(csvProblemMessage(problem!)).toContain(`'${left}'`);
      }),
    );
  });
});

describe('readCsvFile (the /csv screen reads a picked file)', () => {
  const HEADER = 'title,description,sku,upc';
  const fastpass = productCsvColumns('fastpass');

  it('sends a UTF-8 file as it is, and a Windows-1252 or UTF-16 one as UTF-8 without a byte order mark', async () => {
    const plain = new File([`${HEADER}\nCrème,x,A-1,1\n`], 'a.csv', { type: 'text/csv' });
    expect(await readCsvFile(plain, fastpass)).toMatchObject({ ok: true, upload: plain, readAs: null });
    for (const [bytes, readAs] of [
      [Buffer.from(`${HEADER}\nCrème,x,A-1,1\n`, 'latin1'), 'Windows-1252'],
      [Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${HEADER}\nCrème,x,A-1,1\n`, 'utf16le')]), 'UTF-16'],
      [Buffer.from(`\uFEFF${HEADER}\nCrème,x,A-1,1\n`), null],
    ] as const) {
      const read = await readCsvFile(new File([bytes], 'b.csv', { type: 'application/vnd.ms-excel' }), fastpass);
      if (!read.ok) throw new Error(read.message);
      expect(read.readAs).toBe(readAs);
      expect(read.preview.rows).toEqual([['Crème', 'x', 'A-1', '1']]);
      expect(read.upload.type).toBe('text/csv');
      expect(Buffer.from(await read.upload.arrayBuffer()).toString('utf8')).toBe(`${HEADER}\nCrème,x,A-1,1\n`);
    }
  });

  it('refuses binary by name, and a file separated by semicolons with a hint', async () => {
    const png = new File(
      [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
      'logo.csv',
    );
    expect(await readCsvFile(png, fastpass)).toEqual({
      ok: false,
      message: '"logo.csv" is not a CSV file (it is not text).',
    });
    const semicolons = new File(['title;description;sku;upc\nZinc;x;A-1;1\n'], 'eu.csv');
    expect(await readCsvFile(semicolons, fastpass)).toEqual({
      ok: false,
      message: "The file's columns are separated by semicolons: save it as CSV with commas, as in the demo CSV.",
    });
  });
});
