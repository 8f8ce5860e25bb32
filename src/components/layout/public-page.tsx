import { Anchor, Box, Container, Group, rem, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { usePageKind } from './page-layout';
import { PAGE_WIDTHS } from './theme';
import classes from './public-layout.module.css';

/**
 * Public pages that are not sign-in forms (the guide, the terms, the plans, registration): the brand above a column as
 * wide as the page's kind (page-kinds.ts).
 */
export function PublicPage({ children }: { children: ReactNode }) {
  const kind = usePageKind();
  return (
    <Box className={classes.page}>
      <Container
        // The kind's width inside the padding, so that a title sits where the signed-in frame puts its kind's.
        size={`calc(${rem(PAGE_WIDTHS[kind])} + 2 * var(--mantine-spacing-md))`}
        py="xl"
        px={{ base: 'sm', sm: 'md' }}
        data-page-kind={kind}
      >
        <Group justify="space-between" mb="lg" wrap="wrap">
          <Anchor component={Link} to="/" underline="never" className={classes.brand} c="teal.9">
            Producer Portal
          </Anchor>
          <Anchor component={Link} to="/terms-of-service" size="sm">
            Terms of Service
          </Anchor>
        </Group>
        <Box component="main">{children}</Box>
        <Text size="xs" c="gray.7" ta="center" mt="xl">
          © 2026 Producer Portal
        </Text>
      </Container>
    </Box>
  );
}
