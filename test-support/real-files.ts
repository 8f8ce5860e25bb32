import { deflateSync } from 'node:zlib';

/**
 * Files as people produce them, beside the tests' stub bytes: a stub hides what a real file breaks (Prism refused
 * real binary parts until every multipart part said `allowReserved: true`; a 70-byte PNG is no logo). Deterministic
 * (no randomness): the same bytes every run. The e2e suite uploads them through the app, the contract test sends
 * them to Prism for every multipart operation.
 */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
}

/** A valid RGB PNG of about `kb` kilobytes (a noisy gradient compresses as little as a photo does). */
export function realPng(name: string, kb = 12) {
  const side = Math.ceil(Math.sqrt((kb * 1024) / 3));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  let seed = 7;
  for (let y = 0; y < side; y++) {
    rows.push(0);
    for (let x = 0; x < side * 3; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      rows.push((x + y + (seed >>> 24)) & 0xff);
    }
  }
  const buffer = Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** A valid one-page PDF of a few kilobytes, as a lab's certificate export: text, a font, an xref table. */
export function realPdf(name: string, lines = 60) {
  const text = Array.from(
    { length: lines },
    (_, i) => `(Line ${i + 1}: Omega-3 assay, lot VL-OMG-2026-0412, result within specification) Tj T*`,
  ).join('\n');
  const stream = `BT /F1 9 Tf 40 800 Td 11 TL\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/**
 * A valid GIF of about `kb` kilobytes (a 128-colour noisy gradient). Its LZW stream sends a clear code before the
 * dictionary would outgrow 8-bit codes, so every code is one byte: a real image any decoder reads, with no encoder.
 */
export function realGif(name: string, kb = 8) {
  const side = Math.ceil(Math.sqrt(kb * 1024));
  const palette = Buffer.alloc(128 * 3);
  for (let i = 0; i < 128; i++) palette.set([i * 2, 255 - i * 2, (i * 5) & 0xff], i * 3);
  const CLEAR = 128;
  const END = 129;
  const codes: number[] = [CLEAR];
  let seed = 5;
  for (let p = 0; p < side * side; p++) {
    if (p > 0 && p % 120 === 0) codes.push(CLEAR);
    seed = (seed * 1103515245 + 12345) >>> 0;
    codes.push(((p % side) + Math.floor(p / side) + (seed >>> 28)) & 0x7f);
  }
  codes.push(END);
  const blocks: Buffer[] = [];
  for (let i = 0; i < codes.length; i += 255) {
    const part = codes.slice(i, i + 255);
    blocks.push(Buffer.from([part.length, ...part]));
  }
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(side, 0);
  screen.writeUInt16LE(side, 2);
  screen.set([0xf6, 0, 0], 4); // a global colour table of 2^(6+1) = 128 entries
  const image = Buffer.alloc(10);
  image.set([0x2c], 0);
  image.writeUInt16LE(side, 5);
  image.writeUInt16LE(side, 7);
  const buffer = Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    palette,
    image,
    Buffer.from([7]), // LZW minimum code size: 7 bits of colour, 8-bit codes
    ...blocks,
    Buffer.from([0, 0x3b]),
  ]);
  return { name, mimeType: 'image/gif', buffer };
}

/** A note as people write them in a text editor: some KB of lines, saved as plain UTF-8. */
export function realText(name: string, lines = 80) {
  const text = Array.from(
    { length: lines },
    (_, i) => `${i + 1}. Audit of 15 February 2026, line ${i + 1}: batches released, records complete, no deviation.`,
  ).join('\n');
  return { name, mimeType: 'text/plain', buffer: Buffer.from(`${text}\n`, 'utf8') };
}

/** Bytes that look like noise (a video's or a photo's compressed data), from a fixed seed. */
function noise(length: number, seed = 11): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

/** A CSV as a spreadsheet saves it: a header, quoted fields with commas and quotes, accents, CRLF line ends. */
function realCsv(): Buffer {
  const rows = [
    'title,description,sku,upc',
    '"Omega-3 Fish Oil 1,000 mg","Wild-caught, molecularly distilled ""triple strength""",VL-OMG-1000,012345678905',
    'Crème Brûlée Protein,Vanilla whey – 25 g per scoop,VL-CBP-0025,036000291452',
  ];
  return Buffer.from(`${rows.join('\r\n')}\r\n`, 'utf8');
}

/**
 * A file of this name with content of its kind, by extension: a real PNG or PDF; a JPEG, MP4 or other binary as
 * its signature followed by some KB of noise (enough for anything that reads a file's first bytes or its size);
 * a CSV as a spreadsheet writes it.
 */
export function realBytes(name: string): { name: string; mimeType: string; buffer: Buffer } {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  if (extension === 'png') return realPng(name, 4);
  if (extension === 'pdf') return realPdf(name, 20);
  if (extension === 'csv') return { name, mimeType: 'text/csv', buffer: realCsv() };
  if (extension === 'jpg' || extension === 'jpeg')
    return {
      name,
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([
        Buffer.from('ffd8ffe000104a464946000101', 'hex'),
        noise(6000),
        Buffer.from('ffd9', 'hex'),
      ]),
    };
  if (extension === 'mp4' || extension === 'mov')
    return {
      name,
      mimeType: extension === 'mp4' ? 'video/mp4' : 'video/quicktime',
      buffer: Buffer.concat([
        Buffer.from(`00000018667479706${extension === 'mp4' ? 'd703432' : '1742020'}00000000`, 'hex'),
        noise(8000),
      ]),
    };
  return { name, mimeType: 'application/octet-stream', buffer: noise(4000) };
}
