/**
 * What the organization scans leave out, and why (the app shell's header is scanned with them: its
 * contrast and names are fixed in the theme):
 * - Mantine's ColorInput puts aria-expanded on its popover target, a div without a role (a library
 *   issue, aria-allowed-attr): the colour field itself is labelled and usable by keyboard.
 */
export const ORGANIZATION_AXE_EXCLUDE = ['[aria-haspopup="dialog"][aria-expanded]'] as const;
