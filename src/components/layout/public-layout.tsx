import { Anchor, Box, Center, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import classes from './public-layout.module.css';

/** Signed-out screens: the brand above a card. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box className={classes.page}>
      <Center className={classes.inner}>
        <Box w="100%" maw={460}>
          <Text className={classes.brand} ta="center" mb="lg">
            Producer Portal
          </Text>
          <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
            {children}
          </Paper>
          <Text ta="center" size="sm" mt="md">
            <Anchor component={Link} to="/terms-of-service">
              Terms of Service
            </Anchor>
          </Text>
        </Box>
      </Center>
    </Box>
  );
}
