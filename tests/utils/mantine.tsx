import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent, { type Options } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { theme } from '@/components/layout/theme';

/** One shared component on its own, with Mantine in test mode: for tests of src/components pieces. */
export function renderComponent(ui: ReactElement, options: Options = {}) {
  const user = userEvent.setup(options);
  return {
    user,
    ...render(
      <MantineProvider theme={theme} env="test">
        {ui}
      </MantineProvider>,
    ),
  };
}
