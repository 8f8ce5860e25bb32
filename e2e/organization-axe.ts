/**
 * What the organization scans leave out, and why:
 * - the app shell's header (brand, avatar): the shell's own, not these screens';
 * - Mantine's ColorInput puts aria-expanded on its popover target, a div without a role (a library
 *   issue, aria-allowed-attr): the colour field itself is labelled and usable by keyboard.
 */
export const ORGANIZATION_AXE_EXCLUDE = ['header', '[aria-haspopup="dialog"][aria-expanded]'] as const;
