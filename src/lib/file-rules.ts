import { checkFileContent, HEAD_BYTES } from './input/file-type';

/**
 * What a file input accepts, checked before anything is sent. The spec words each limit its own way
 * ('30 MB or more' is refused; 'at most 15 MB' is allowed), so a rule names the largest size allowed.
 */
export interface FileRule {
  /** Lower-case extensions without the dot: ['pdf', 'png', 'jpeg', 'jpg']. Empty: any type. */
  readonly extensions: readonly string[];
  /** The message when the extension is not one of them (the spec's words). */
  readonly typeMessage: string;
  /** The largest size allowed, in bytes (inclusive). */
  readonly maxBytes?: number;
  /** The message when the file is larger than maxBytes. */
  readonly sizeMessage?: string;
}

export const MIB = 1024 * 1024;

/** The extension of a file name, lower case, without the dot ('' when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The first rule the file breaks, as its message, or null when the file is accepted. Type before size. */
export function checkFile(file: Pick<File, 'name' | 'size'>, rule: FileRule): string | null {
  if (rule.extensions.length > 0 && !rule.extensions.includes(fileExtension(file.name))) return rule.typeMessage;
  if (rule.maxBytes !== undefined && file.size > rule.maxBytes) return rule.sizeMessage ?? rule.typeMessage;
  return null;
}

/** The first bytes of a file (Blob.arrayBuffer where there is one, FileReader elsewhere). */
export async function readHead(file: Blob, length = HEAD_BYTES): Promise<Uint8Array> {
  const slice = file.slice(0, length);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(slice);
  });
}

/** The refusal when a chosen file cannot be read at all (moved, deleted or locked since it was chosen). */
export const unreadableMessage = (name: string) => `The file "${name}" could not be read.`;

/**
 * Everything checked before a file is sent, as the first refusal's message or null: the rule (type by
 * extension, then size, in the spec's words) first, then an empty file, then its first bytes.
 */
export async function inspectFile(file: File, rule: FileRule): Promise<string | null> {
  const problem = checkFile(file, rule);
  if (problem) return problem;
  if (file.size === 0) return checkFileContent(file, new Uint8Array(), rule.extensions);
  try {
    return checkFileContent(file, await readHead(file), rule.extensions);
  } catch {
    return unreadableMessage(file.name);
  }
}

/** A size as a producer reads it: 31457280 → '30 MB', 1536 → '1.5 KB'. */
export function sizeLabel(bytes: number): string {
  const [unit, size] = bytes >= MIB ? ['MB', bytes / MIB] : bytes >= 1024 ? ['KB', bytes / 1024] : ['bytes', bytes];
  return `${Number.isInteger(size) ? size : Number(size.toFixed(1))} ${unit}`;
}

/**
 * What a producer reads when the server (or a proxy in front of it) refuses an upload as too large
 * (HTTP 413): the file's name when known, and the screen's limit when it has one.
 */
export function tooLargeMessage(name?: string, rule?: FileRule): string {
  const what = name ? `"${name}" is` : 'The file is';
  const max = rule?.maxBytes;
  if (max === undefined) return `${what} too large to upload. Choose a smaller file.`;
  // A limit one byte under a round size reads as that size ('smaller than 30 MB').
  const limit = (max + 1) % 1024 === 0 ? `smaller than ${sizeLabel(max + 1)}` : `at most ${sizeLabel(max)}`;
  return `${what} too large to upload: files must be ${limit}. Choose a smaller file.`;
}

/** The `accept` attribute for the browser's file picker: '.pdf,.png'. */
export function acceptAttribute(rule: FileRule): string | undefined {
  return rule.extensions.length > 0 ? rule.extensions.map((e) => `.${e}`).join(',') : undefined;
}

/** Attachments' words: the size refusal is the spec's (section 8); the type refusal is ours (section 5 lists the types). */
export const ATTACHMENT_MESSAGES = {
  tooLarge: 'You can upload maximum 30MB',
  wrongType: 'Only pdf, png, jpeg, jpg, mp4, mov, avi, mkv and webm files can be attached.',
} as const;

/**
 * Attachments, wherever they are added (organization attachments, the batch editor's exhibits): pdf, png,
 * jpeg, jpg and the videos; 30 MB (31457280 bytes) or more refused before anything is sent.
 */
export const ATTACHMENT_FILE_RULE: FileRule = {
  extensions: ['pdf', 'png', 'jpeg', 'jpg', 'mp4', 'mov', 'avi', 'mkv', 'webm'],
  typeMessage: ATTACHMENT_MESSAGES.wrongType,
  maxBytes: 30 * MIB - 1,
  sizeMessage: ATTACHMENT_MESSAGES.tooLarge,
};
