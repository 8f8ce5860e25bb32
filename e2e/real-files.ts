import { deflateSync } from 'node:zlib';

/**
 * Files as people produce them, beside the tests' stub bytes: a stub hides what a real file breaks (Prism refuses
 * some real binary parts; a 70-byte PNG is no logo). Deterministic (no randomness): the same bytes every run.
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
