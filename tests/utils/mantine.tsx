import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent, { type Options } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '@/components/layout/theme';

function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      {children}
    </MantineProvider>
  );
}

/** One shared component on its own, with Mantine in test mode: for tests of src/components pieces (`rerender` keeps the provider). */
export function renderComponent(ui: ReactElement, options: Options = {}) {
  const user = userEvent.setup(options);
  return { user, ...render(ui, { wrapper: Providers }) };
}
