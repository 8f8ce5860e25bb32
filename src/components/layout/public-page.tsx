import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import classes from './public-layout.module.css';

/** Public pages that are not forms (the setup guide, the terms, the plans): the brand above a wide column (`size`, default md). */
export function PublicPage({ children, size = 'md' }: { children: ReactNode; size?: string | number }) {
  return (
    <Box className={classes.page}>
      <Container size={size} py="xl" px={{ base: 'sm', sm: 'md' }}>
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
