/**
 * The first bytes of a real file of each type, for test files that stand in for real ones: the portal
 * judges a file by its content (src/lib/input/file-type.ts), so a stub named `x.png` must start as a PNG.
 */
const ascii = (text: string) => [...Buffer.from(text, 'latin1')];

export const MAGIC = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, ...ascii('IHDR')],
  jpg: [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF'), 0],
  jpeg: [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF'), 0],
  gif: ascii('GIF89a'),
  webp: [...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 ')],
  pdf: ascii('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'),
  mp4: [0, 0, 0, 0x20, ...ascii('ftypisom'), 0, 0, 2, 0, ...ascii('isomiso2mp41')],
  mov: [0, 0, 0, 0x14, ...ascii('ftypqt  '), 0, 0, 2, 0, ...ascii('qt  ')],
  avi: [...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('AVI LIST')],
  mkv: [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01],
  webm: [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01],
  svg: ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  csv: ascii('title,sku\n'),
  txt: ascii('notes\n'),
} as const satisfies Record<string, readonly number[]>;

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** The first bytes of a file with this extension (a text line when the extension has no signature). */
export function magicBytes(extension: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from((MAGIC as Record<string, readonly number[]>)[extension.toLowerCase()] ?? MAGIC.txt);
}

/** A small file whose content starts as a real file of its name's type, then `rest` (bytes or text). */
export function typedFile(name: string, type: string, rest: string | Uint8Array<ArrayBuffer> = ''): File {
  return new File([magicBytes(extensionOf(name)), rest], name, { type });
}

/** The same as a Playwright file payload (setInputFiles). */
export function typedPayload(name: string, mimeType: string, rest = '') {
  return { name, mimeType, buffer: Buffer.concat([magicBytes(extensionOf(name)), Buffer.from(rest)]) };
}
