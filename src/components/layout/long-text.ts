/**
 * Props for a Text or Title that shows what a person typed (a name, an email, an organization's name):
 * a long word breaks anywhere instead of widening the page, the text stops after `lines` lines with an
 * ellipsis, and the full text is in the title attribute (the tooltip).
 */
export function longText(full: string, lines = 2) {
  return { lineClamp: lines, title: full, style: { overflowWrap: 'anywhere' as const } };
}

/** The same on one line, for any element (a menu label, a list entry): an ellipsis, the full text as its title. */
export function oneLine(full: string) {
  return {
    title: full,
    style: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' as const },
  };
}

/**
 * A file's name shown whole (no ellipsis: the part it would hide is what tells two files apart): it wraps at its
 * hyphens and spaces, and breaks inside a word only when that word alone is wider than its box.
 */
export const wholeName = { style: { overflowWrap: 'break-word' as const } };
