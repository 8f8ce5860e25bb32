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
