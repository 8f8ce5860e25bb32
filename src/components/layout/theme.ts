import { createTheme } from '@mantine/core';

/** md is the header's mobile breakpoint (900 px); sm is the narrow layout (768 px). */
export const theme = createTheme({
  primaryColor: 'teal',
  // Filled and light colours at shade 9: white on teal.6 is 2.5:1 and red.6 3.6:1, under WCAG AA's 4.5:1 (axe).
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  breakpoints: { xs: '36em', sm: '48em', md: '56.25em', lg: '75em', xl: '90em' },
});
