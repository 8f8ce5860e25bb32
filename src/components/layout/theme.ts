import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * md is the header's mobile breakpoint (900 px); sm is the narrow layout (768 px).
 * Teal's ninth shade as the primary: white text on it meets WCAG AA (4.5:1), the sixth does not.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 7 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  breakpoints: { xs: '36em', sm: '48em', md: '56.25em', lg: '75em', xl: '90em' },
});

/**
 * Dimmed text (hints, descriptions, secondary lines) and error text darker than Mantine's, for AA contrast
 * (4.5:1) on white and gray-0: gray-6 and red-6 do not reach it.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
