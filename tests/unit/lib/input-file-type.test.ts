import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFileContent, EXTENSION_KINDS, isText, isUtf8, kindMatches, sniffFileKind } from '@/lib/input/file-type';
import { realPdf, realPng } from '../../../test-support/real-files';
import { MAGIC, magicBytes } from '../../utils/file-bytes';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));
/** The control characters text never holds (tab, line feed, vertical tab, form feed and carriage return it does). */
const isControlCharacter = (c: string) => {
  const code = c.charCodeAt(0);
  return c.length === 1 && ((code < 0x20 && (code < 0x09 || code > 0x0d)) || code === 0x7f);
};
const head = (buffer: Uint8Array) => buffer.subarray(0, 64);
const ATTACHMENT = ['pdf', 'png', 'jpeg', 'jpg', 'mp4', 'mov', 'avi', 'mkv', 'webm'];

describe('sniffFileKind', () => {
  it('tells each kind by its first bytes', () => {
    expect(sniffFileKind(head(realPng('logo.png').buffer))).toBe('png');
    expect(sniffFileKind(head(realPdf('coa.pdf').buffer))).toBe('pdf');
    expect(sniffFileKind(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('jpeg');
    expect(sniffFileKind(bytes('GIF89a', [1, 0, 1, 0]))).toBe('gif');
    expect(sniffFileKind(bytes('GIF87a'))).toBe('gif');
    expect(sniffFileKind(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(sniffFileKind(bytes('RIFF', [0x24, 0, 0, 0], 'AVI LIST'))).toBe('avi');
    expect(sniffFileKind(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]))).toBe('mp4');
    expect(sniffFileKind(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('mov');
    expect(sniffFileKind(bytes([0, 0, 0, 0x08], 'wide'))).toBe('mov');
    expect(sniffFileKind(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]))).toBe('matroska');
    expect(sniffFileKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(sniffFileKind(bytes([0xef, 0xbb, 0xbf], '\n  <?xml version="1.0"?><svg/>'))).toBe('svg');
    expect(sniffFileKind(bytes('title,sku,upc\nZinc 50 mg,VL-ZNC,0123\n'))).toBe('text');
    expect(sniffFileKind(bytes([0, 1, 2, 3, 4, 5]))).toBe('binary');
  });

  it('reads CSV as text whether UTF-8 or Windows-1252, even when the head cuts a character in two', () => {
    expect(sniffFileKind(Buffer.from('title\nCrème Brûlée\n', 'utf8'))).toBe('text');
    expect(sniffFileKind(Buffer.from('title\nCrème Brûlée\n', 'latin1'))).toBe('text');
    const utf8 = Buffer.from('title\n茶ティー', 'utf8');
    expect(isUtf8(utf8.subarray(0, utf8.length - 1))).toBe(true);
    expect(isUtf8(bytes([0xc0, 0x80]))).toBe(false); // overlong
    expect(isUtf8(bytes([0xed, 0xa0, 0x80]))).toBe(false); // a surrogate
    // 0x81 is undefined in Windows-1252 and not UTF-8 here: not text.
    expect(isText(bytes('a', [0x81], 'b'))).toBe(false);
  });
});

describe('kindMatches', () => {
  it('wants the content its extension names; MP4/MOV and MKV/WEBM are one family each', () => {
    expect(kindMatches('png', 'png', ATTACHMENT)).toBe(true);
    expect(kindMatches('png', 'pdf', ATTACHMENT)).toBe(false);
    expect(kindMatches('pdf', 'text', ATTACHMENT)).toBe(false);
    expect(kindMatches('jpg', 'jpeg', ATTACHMENT)).toBe(true);
    expect(kindMatches('mov', 'mp4', ATTACHMENT)).toBe(true);
    expect(kindMatches('webm', 'matroska', ATTACHMENT)).toBe(true);
    expect(kindMatches('csv', 'text', ['csv'])).toBe(true);
    expect(kindMatches('csv', 'png', ['csv'])).toBe(false);
    expect(kindMatches('svg', 'svg', ['svg'])).toBe(true);
  });

  it('with an extension that promises nothing, takes content of a kind the rule names (or anything without a rule)', () => {
    expect(kindMatches('docx', 'binary')).toBe(true);
    expect(kindMatches('', 'pdf', ['pdf'])).toBe(true);
    expect(kindMatches('', 'binary', ['pdf'])).toBe(false);
  });
});

describe('checkFileContent', () => {
  it('names the file and says what it is when the content is not what the name says', () => {
    const pdf = realPdf('x').buffer;
    expect(checkFileContent({ name: 'logo.png', size: pdf.length }, head(pdf), ['png', 'pdf'])).toBe(
      '"logo.png" is not a PNG file (it is a PDF).',
    );
    expect(checkFileContent({ name: 'notes.pdf', size: 12 }, bytes('meeting notes'), ATTACHMENT)).toBe(
      '"notes.pdf" is not a PDF file (it is plain text).',
    );
    const png = realPng('x').buffer;
    expect(checkFileContent({ name: 'products.csv', size: png.length }, head(png), ['csv'])).toBe(
      '"products.csv" is not a CSV file (it is a PNG image).',
    );
    expect(checkFileContent({ name: 'clip.mp4', size: 6 }, bytes([0, 1, 2, 3, 4, 5]), ATTACHMENT)).toBe(
      '"clip.mp4" is not an MP4 file.',
    );
    expect(checkFileContent({ name: 'logo.png', size: png.length }, head(png), ['png'])).toBeNull();
  });

  it('refuses an empty file, naming it', () => {
    expect(checkFileContent({ name: 'cgmp.pdf', size: 0 }, new Uint8Array(), ATTACHMENT)).toBe(
      'The file "cgmp.pdf" is empty.',
    );
  });
});

describe('properties', () => {
  const extension = fc.constantFrom(...Object.keys(EXTENSION_KINDS), 'docx', 'bin', '');
  const anyBytes = fc.uint8Array({ minLength: 0, maxLength: 64 });
  const allowed = fc.subarray([...Object.keys(EXTENSION_KINDS), 'docx']);

  it('a file whose first bytes are PNG is never accepted as a PDF (nor as anything but a PNG)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 56 }), allowed, (tail, rule) => {
        const content = Uint8Array.from([...MAGIC.png, ...tail]);
        expect(sniffFileKind(content)).toBe('png');
        expect(checkFileContent({ name: 'label.pdf', size: content.length }, content, rule)).not.toBeNull();
        for (const ext of Object.keys(EXTENSION_KINDS).filter((e) => e !== 'png')) {
          expect(kindMatches(ext, 'png', rule)).toBe(false);
        }
      }),
    );
  });

  it('random bytes with a NUL are never text (unless a UTF-16 byte order mark opens them)', () => {
    // UTF-16 text holds NULs (the high byte of every ASCII character): Excel's "Unicode text" is text.
    const utf16 = Uint8Array.from([0xff, 0xfe, ...Buffer.from('title\nCrème', 'utf16le')]);
    expect(utf16).toContain(0);
    expect(isText(utf16)).toBe(true);
    const utf16Bom = (content: Uint8Array) =>
      (content[0] === 0xff && content[1] === 0xfe) || (content[0] === 0xfe && content[1] === 0xff);
    fc.assert(
      fc.property(anyBytes, anyBytes, (before, after) => {
        const content = Uint8Array.from([...before, 0, ...after]);
        fc.pre(!utf16Bom(content));
        expect(isText(content)).toBe(false);
        expect(['text', 'svg']).not.toContain(sniffFileKind(content));
      }),
    );
  });

  it('an empty file is always refused, whatever its name or rule', () => {
    fc.assert(
      fc.property(fc.string(), extension, allowed, (stem, ext, rule) => {
        const name = ext ? `${stem}.${ext}` : stem;
        expect(checkFileContent({ name, size: 0 }, new Uint8Array(), rule)).toBe(`The file "${name}" is empty.`);
      }),
    );
  });

  it('content with the signature its extension names is always accepted by a rule that allows that extension', () => {
    const signed = (Object.keys(MAGIC) as (keyof typeof MAGIC)[]).filter((e) => !['csv', 'txt', 'svg'].includes(e));
    const typed = fc.constantFrom(...signed);
    fc.assert(
      fc.property(typed, fc.uint8Array({ maxLength: 32 }), (ext, tail) => {
        const content = Uint8Array.from([...magicBytes(ext), ...tail]).subarray(0, 64);
        expect(checkFileContent({ name: `file.${ext}`, size: content.length }, content, [ext])).toBeNull();
      }),
    );
  });

  it('any printable UTF-8 text (a CSV row) is text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const printable = `title,${[...s].map((c) => (isControlCharacter(c) ? ' ' : c)).join('')}`;
        const content = Buffer.from(printable, 'utf8').subarray(0, 64);
        expect(sniffFileKind(content)).toBe('text');
        expect(checkFileContent({ name: 'products.csv', size: content.length }, content, ['csv'])).toBeNull();
      }),
    );
  });
});
