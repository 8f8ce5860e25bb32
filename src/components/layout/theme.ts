import { createTheme } from '@mantine/core';

/** md is the header's mobile breakpoint (900 px); sm is the narrow layout (768 px). */
export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9: white text on the filled buttons meets WCAG AA contrast (shades 6 to 8 do not).
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  breakpoints: { xs: '36em', sm: '48em', md: '56.25em', lg: '75em', xl: '90em' },
});
