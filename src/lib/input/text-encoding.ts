/**
 * Text files as other programs save them: bytes decoded as UTF-8 when they are valid UTF-8 (a byte order mark
 * taken off), as UTF-16 when a UTF-16 byte order mark says so (Excel's "Unicode text"), else as Windows-1252 (older
 * Excel, Notepad "ANSI" on Windows), so an accented letter never shows as a replacement character. Binary content
 * (any NUL, or too many control characters) is no text at all and is refused.
 */

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export type DecodedText =
  | {
      readonly ok: true;
      /** The text, without its byte order mark. */
      readonly text: string;
      readonly encoding: TextEncodingName;
      /** The bytes began with a byte order mark (taken off the text). */
      readonly bom: boolean;
    }
  | { readonly ok: false; readonly reason: 'binary' };

/** More control characters than this share of the text (1 in 100) makes it binary. */
export const MAX_CONTROL_SHARE = 0.01;

/** The encodings' names as people know them, for a sentence such as 'Read as Windows-1252'. */
export const ENCODING_LABELS: Record<TextEncodingName, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16',
  'utf-16be': 'UTF-16',
  'windows-1252': 'Windows-1252',
};

/**
 * Windows-1252's characters for the bytes 0x80 to 0x9F, as the WHATWG Encoding standard maps them (the five unassigned
 * bytes stay C1 controls); every other byte is its own code point. Written out rather than asked of
 * `TextDecoder('windows-1252')`: Node before 22 decodes that label as ISO-8859-1 (0x80 as U+0080, not '€').
 */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/** Bytes as Windows-1252: every byte has a character, so nothing is ever replaced. */
export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const codes = Array.from(bytes.subarray(i, i + 8192), (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : b));
    text += String.fromCharCode(...codes);
  }
  return text;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

/**
 * The text of `bytes` by `encoding`, or null when they are not valid in it (a fatal decoder: no U+FFFD). `partial`:
 * the bytes are a file's first ones, and a character cut off at their end is no fault.
 */
function strictDecode(bytes: Uint8Array, encoding: 'utf-8' | 'utf-16le' | 'utf-16be', partial = false): string | null {
  try {
    // The decoder takes a leading byte order mark off by itself (ignoreBOM is false).
    return new TextDecoder(encoding, { fatal: true }).decode(bytes, { stream: partial });
  } catch {
    return null;
  }
}

/** Whether the bytes are UTF-8 (overlong forms and surrogates are not); `partial` as for strictDecode. */
export const isUtf8 = (bytes: Uint8Array, partial = false): boolean => strictDecode(bytes, 'utf-8', partial) !== null;

/** A control character that text files do not hold: C0 other than tab, line feed, vertical tab, form feed and carriage return; DEL; C1. */
function isStrayControl(code: number): boolean {
  if (code < 0x20) return code < 0x09 || code > 0x0d;
  return code === 0x7f || (code >= 0x80 && code <= 0x9f);
}

/** Binary rather than text: a NUL anywhere, or control characters above MAX_CONTROL_SHARE of the characters. */
export function looksBinary(text: string): boolean {
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if (isStrayControl(code)) controls++;
  }
  return controls > 0 && controls > text.length * MAX_CONTROL_SHARE;
}

function readAs(bytes: Uint8Array, partial: boolean): { text: string; encoding: TextEncodingName; bom: boolean } {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    const encoding = bytes[0] === 0xff ? 'utf-16le' : 'utf-16be';
    const text = strictDecode(bytes, encoding, partial);
    if (text !== null) return { text, encoding, bom: true };
  }
  const utf8 = strictDecode(bytes, 'utf-8', partial);
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8', bom: startsWith(bytes, [0xef, 0xbb, 0xbf]) };
  return { text: decodeWindows1252(bytes), encoding: 'windows-1252', bom: false };
}

/**
 * The text of a file's bytes and the encoding it was read in, or a refusal when the bytes are binary. `partial`: the
 * bytes are only the file's first ones (the upload fields judge a file by them: src/lib/input/file-type.ts).
 */
export function decodeText(bytes: Uint8Array, { partial = false }: { partial?: boolean } = {}): DecodedText {
  const read = readAs(bytes, partial);
  if (looksBinary(read.text)) return { ok: false, reason: 'binary' };
  return { ok: true, ...read };
}

/** UTF-8 bytes of a text, with a byte order mark in front when `bom` (spreadsheets then read it as UTF-8). */
export function encodeUtf8(text: string, { bom = false }: { bom?: boolean } = {}): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(bom ? `\uFEFF${text}` : text);
}
