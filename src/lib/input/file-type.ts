import { decodeText, isUtf8 as isUtf8Bytes } from './text-encoding';
/**
 * What a file is, decided by its first bytes: the name's extension and the browser's MIME type are only
 * hints (a PDF renamed `.png` is still a PDF). Pure: the caller reads the head (`HEAD_BYTES` of it).
 */

/** How many leading bytes are enough to tell every kind below apart. */
export const HEAD_BYTES = 64;

/** A kind of content. `text` is what CSV is; `binary` is anything else not recognised. */
export type FileKind =
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'pdf'
  | 'mp4'
  | 'mov'
  | 'avi'
  | 'matroska'
  | 'asf'
  | 'flv'
  | 'svg'
  | 'text'
  | 'binary';

const ascii = (head: Uint8Array, at: number, text: string) =>
  head.length >= at + text.length && [...text].every((c, i) => head[at + i] === c.charCodeAt(0));
const bytes = (head: Uint8Array, at: number, expected: readonly number[]) =>
  head.length >= at + expected.length && expected.every((b, i) => head[at + i] === b);

/** QuickTime files without an `ftyp` box start with one of these atoms. */
const QUICKTIME_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

function magicKind(head: Uint8Array): FileKind | null {
  if (bytes(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes(head, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'gif';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'webp';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'AVI ')) return 'avi';
  if (ascii(head, 0, '%PDF-')) return 'pdf';
  if (ascii(head, 4, 'ftyp')) return ascii(head, 8, 'qt  ') ? 'mov' : 'mp4';
  if (QUICKTIME_ATOMS.some((atom) => ascii(head, 4, atom))) return 'mov';
  if (bytes(head, 0, [0x1a, 0x45, 0xdf, 0xa3])) return 'matroska';
  if (bytes(head, 0, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11])) return 'asf';
  if (ascii(head, 0, 'FLV\x01')) return 'flv';
  return null;
}

/**
 * Text: what the CSV import reads as text (src/lib/input/text-encoding.ts: UTF-8, UTF-16 with its byte order mark, or
 * Windows-1252, and no NUL nor more than 1 in 100 control characters), judged on the file's first bytes.
 */
export const isText = (head: Uint8Array): boolean => decodeText(head, { partial: true }).ok;

/** Whether the first bytes are UTF-8, a character cut off at their end allowed. */
export const isUtf8 = (head: Uint8Array): boolean => isUtf8Bytes(head, true);

/** Text that starts (after a byte order mark and white space) with an SVG element or an XML declaration. */
function isSvg(head: Uint8Array): boolean {
  const text = String.fromCharCode(...head)
    .replace(/^\xef\xbb\xbf/, '')
    .trimStart()
    .toLowerCase();
  return text.startsWith('<svg') || text.startsWith('<?xml') || text.startsWith('<!doctype svg');
}

/** The kind of a file from its first bytes (an empty head is `binary`: emptiness is checked by size). */
export function sniffFileKind(head: Uint8Array): FileKind {
  const magic = magicKind(head);
  if (magic) return magic;
  if (head.length === 0) return 'binary';
  if (!isText(head)) return 'binary';
  return isSvg(head) ? 'svg' : 'text';
}

/**
 * What a file named with each extension must hold. MP4 and MOV are one container family (a phone's .mov
 * is often an MP4 inside), as are MKV and WEBM. An extension not listed has no expected content.
 */
export const EXTENSION_KINDS: Readonly<Record<string, readonly FileKind[]>> = {
  png: ['png'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  pdf: ['pdf'],
  mp4: ['mp4', 'mov'],
  m4v: ['mp4', 'mov'],
  mov: ['mov', 'mp4'],
  avi: ['avi'],
  mkv: ['matroska'],
  webm: ['matroska'],
  wmv: ['asf'],
  flv: ['flv'],
  svg: ['svg'],
  csv: ['text'],
  txt: ['text'],
  tsv: ['text'],
};

/** How a message names what a file of each extension should be ('is not a PNG file'). */
const EXTENSION_NAMES: Readonly<Record<string, string>> = {
  png: 'a PNG',
  jpg: 'a JPEG',
  jpeg: 'a JPEG',
  gif: 'a GIF',
  webp: 'a WEBP',
  pdf: 'a PDF',
  mp4: 'an MP4',
  m4v: 'an M4V',
  mov: 'a MOV',
  avi: 'an AVI',
  mkv: 'an MKV',
  webm: 'a WEBM',
  wmv: 'a WMV',
  flv: 'an FLV',
  svg: 'an SVG',
  csv: 'a CSV',
  txt: 'a text',
  tsv: 'a TSV',
};

/** How a message names what a file turned out to hold. */
const KIND_NAMES: Readonly<Record<FileKind, string | null>> = {
  png: 'a PNG image',
  jpeg: 'a JPEG image',
  gif: 'a GIF image',
  webp: 'a WEBP image',
  pdf: 'a PDF',
  mp4: 'an MP4 video',
  mov: 'a MOV video',
  avi: 'an AVI video',
  matroska: 'an MKV or WEBM video',
  asf: 'a WMV video',
  flv: 'an FLV video',
  svg: 'an SVG image',
  text: 'plain text',
  binary: null,
};

/** The extension of a name, lower case, without the dot ('' when there is none). */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Whether content of `kind` may go out under `extension` when the rule allows `allowed` (lower-case
 * extensions; empty: any). The content must be what the extension says; when the extension promises
 * nothing, content of a kind the rule names is enough (and with no rule, anything).
 */
export function kindMatches(extension: string, kind: FileKind, allowed: readonly string[] = []): boolean {
  const ext = extension.toLowerCase();
  const expected = EXTENSION_KINDS[ext];
  if (expected) return expected.includes(kind);
  if (allowed.length === 0) return true;
  return allowed.some((a) => EXTENSION_KINDS[a]?.includes(kind) ?? a === ext);
}

/** The refusal of an empty file, naming it (the spec has no words for it; /csv says 'The file is empty.'). */
export const emptyFileMessage = (name: string) => `The file "${name}" is empty.`;

/** The refusal of a file whose content is not what its name says: '"logo.png" is not a PNG file (it is a PDF).' */
export function mismatchMessage(name: string, kind: FileKind): string {
  const ext = extensionOf(name);
  const expected = EXTENSION_NAMES[ext] ?? 'a valid';
  const actual = KIND_NAMES[kind];
  return `"${name}" is not ${expected} file${actual ? ` (it is ${actual})` : ''}.`;
}

/**
 * The refusal of a file by its content, or null when it may go: empty (by `size`) first, then its first
 * bytes against its extension and the rule's allowed extensions.
 */
export function checkFileContent(
  file: { readonly name: string; readonly size: number },
  head: Uint8Array,
  allowed: readonly string[] = [],
): string | null {
  if (file.size === 0) return emptyFileMessage(file.name);
  const kind = sniffFileKind(head);
  return kindMatches(extensionOf(file.name), kind, allowed) ? null : mismatchMessage(file.name, kind);
}

/**
 * The media types a file may be declared as, each with the contents it may hold: exact, lower case, no parameters
 * and no lists (`application/pdf;x=1, text/html` is none of them). `application/octet-stream` holds anything.
 */
const TYPE_KINDS: Readonly<Record<string, readonly FileKind[] | 'any'>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/svg+xml': ['svg'],
  'application/pdf': ['pdf'],
  'video/mp4': ['mp4', 'mov'],
  'video/quicktime': ['mov', 'mp4'],
  'video/x-msvideo': ['avi'],
  'video/x-matroska': ['matroska'],
  'video/webm': ['matroska'],
  'video/x-ms-wmv': ['asf'],
  'video/x-flv': ['flv'],
  'text/plain': ['text'],
  'text/csv': ['text'],
  'application/octet-stream': 'any',
};

/** Whether content of `kind` may go declared as `type`: a known type, exactly, whose contents include it. */
export function typeFitsContent(type: string, kind: FileKind): boolean {
  const kinds = Object.hasOwn(TYPE_KINDS, type) ? TYPE_KINDS[type] : undefined;
  return kinds === 'any' || (kinds?.includes(kind) ?? false);
}

/**
 * The media type a file goes out as, from what it holds (not from the browser's guess, which names a CSV saved by
 * Excel `application/vnd.ms-excel` and an unknown extension nothing): a Matroska file as WEBM or MKV by its name, text
 * as CSV by its name, anything unrecognised as an octet stream.
 */
export function mediaTypeOf(kind: FileKind, name: string): string {
  const ext = extensionOf(name);
  if (kind === 'matroska' && ext === 'webm') return 'video/webm';
  if (kind === 'text' && ext === 'csv') return 'text/csv';
  return KIND_TYPES[kind];
}

/** The media type of each kind, where the name does not decide it. */
const KIND_TYPES: Readonly<Record<FileKind, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  matroska: 'video/x-matroska',
  asf: 'video/x-ms-wmv',
  flv: 'video/x-flv',
  text: 'text/plain',
  binary: 'application/octet-stream',
};
