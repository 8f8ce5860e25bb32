import {
  type ComboboxProps,
  createTheme,
  defaultVariantColorsResolver,
  type AnchorProps,
  type DrawerProps,
  type LoaderProps,
  type MantineColorsTuple,
  type MenuProps,
  type ModalProps,
  type NotificationProps,
  type TableScrollContainerProps,
  type VariantColorsResolver,
} from '@mantine/core';
import classes from './theme.module.css';

/**
 * The palette, chosen once here for contrast (WCAG AA), so every screen inherits it:
 * - teal (primary): shade 6 #087f5b takes white text at 5.0:1 (filled buttons, badges) and reads at 5.0:1 on white
 *   and 4.67:1 on teal.0 (links, active menu entries); darker shades for hover and the brand;
 * - red: shade 6 #c92a2a, 5.46:1 on white (errors, the error border, red text);
 * - gray: shade 6 #666d75, the dimmed text, 5.24:1 on white and 4.97:1 on gray.0; also the border of inputs (3:1 and more);
 * - yellow: shade 9 #7a5000, the text of light yellow badges and alerts, 6.33:1 on yellow.1.
 */
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#087f5b',
  '#077050',
  '#066146',
  '#05523b',
];
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#c92a2a',
  '#b02525',
  '#9a2020',
  '#851c1c',
];
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#666d75',
  '#495057',
  '#343a40',
  '#212529',
];
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#fab005',
  '#f59f00',
  '#b57600',
  '#7a5000',
];

/**
 * The page widths, one per kind of page (docs/architecture.md, the layout system): each route has its kind
 * (page-kinds.ts) and its frame centres the page in a column of that width, so every page of a kind puts
 * its title (PageHeader) at the same x.
 * - form: one record edited or one message (a profile, a user, a location, a thank-you), a readable line;
 * - list: a table or cards of records and the tools (products to import, users, transfers, surveys);
 * - workspace: a screen with panes side by side (the catalogue home, the batch editor, the dashboards, the plans).
 */
export const PAGE_WIDTHS = { form: 720, list: 1120, workspace: 1600 } as const;
export type PageKind = keyof typeof PAGE_WIDTHS;
export const PAGE_KINDS = Object.keys(PAGE_WIDTHS) as readonly PageKind[];

/**
 * The button hierarchy (docs/architecture.md): the one primary action of a view is the filled button (the default),
 * others `default` or `subtle`, and a destructive action `variant="destructive"`, light red, never the filled one.
 */
const variantColorResolver: VariantColorsResolver = (input) =>
  defaultVariantColorsResolver(input.variant === 'destructive' ? { ...input, variant: 'light', color: 'red' } : input);

/** The name every close button of a dialog, drawer and toast gets (axe: buttons need a name). */
const CLOSE = { 'aria-label': 'Close' };

/**
 * md is the header's mobile breakpoint (900 px); sm is the narrow layout (768 px).
 * Teal's ninth shade as the primary: white text on it meets WCAG AA (4.5:1), the sixth does not.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 6,
  colors: { teal, red, gray, yellow },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  breakpoints: { xs: '36em', sm: '48em', md: '56.25em', lg: '75em', xl: '90em' },
  // A person who asks the system for less motion gets dialogs, menus and toasts without their transitions.
  respectReducedMotion: true,
  variantColorResolver,
  // Plain objects, not `Modal.extend(...)`: importing a component to extend it would put its code (and the focus
  // trap, scroll lock and floating-ui it brings) into the first load, for screens that never open one.
  components: {
    // A link in a sentence is told apart by more than its colour.
    Anchor: { defaultProps: { underline: 'always' } satisfies Partial<AnchorProps> },
    Input: { classNames: { input: classes.input } },
    Checkbox: { classNames: { input: classes.checkbox } },
    // Mantine's focus placeholder (a focusable role=presentation div) is not a menu's child; focus goes to the first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    Modal: { defaultProps: { closeButtonProps: CLOSE } satisfies Partial<ModalProps> },
    Drawer: { defaultProps: { closeButtonProps: CLOSE } satisfies Partial<DrawerProps> },
    Notification: { defaultProps: { closeButtonProps: CLOSE } satisfies Partial<NotificationProps> },
    // A closed list of options is not rendered (Mantine keeps it mounted, hidden, by default): every Select of the
    // first page (the header's switchers, a table's 'Rows per page') would otherwise be positioned by floating-ui as
    // the page mounts, on the main thread before the first commit. It is drawn when it opens.
    Combobox: { defaultProps: { keepMounted: false } satisfies Partial<ComboboxProps> },
    // A spinner is named by its aria-label ('Loading products'): a name is allowed on a status, not on a bare span.
    Loader: { defaultProps: { role: 'status' } satisfies Partial<LoaderProps> },
    // A table wider than a small screen scrolls sideways in a box keyboard users can reach and scroll with the arrows.
    TableScrollContainer: {
      defaultProps: {
        scrollAreaProps: { viewportProps: { tabIndex: 0 } },
      } satisfies Partial<TableScrollContainerProps>,
    },
  },
});
