// The bare page of `npm run bench:paint`: React, Mantine core with its base styles (and the CSS of the
// components it uses), and the sign-in card: two inputs and a button. Nothing else.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { Box, Button, MantineProvider, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from '../../../src/components/layout/theme';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <Box w="100%" maw={460} mx="auto" p="md">
        <Paper withBorder shadow="sm" p="xl" radius="lg">
          <Stack gap="md">
            <TextInput label="Email" type="email" autoComplete="email" />
            <PasswordInput label="Password" autoComplete="current-password" />
            <Button fullWidth>Login</Button>
          </Stack>
        </Paper>
      </Box>
    </MantineProvider>
  </StrictMode>,
);
