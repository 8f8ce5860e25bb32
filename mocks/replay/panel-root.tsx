import { ActionIcon, Affix, Indicator, MantineProvider, Tooltip } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { theme } from '@/components/layout/theme';
import type { ReplayMode } from './client-hooks';
import { ReplayDrawer } from './replay-drawer';
import { useArmed } from './use-replay-state';

export const REPLAY_HOTKEY = 'alt+shift+R';

/** The floating button, the keyboard shortcut and the drawer, in a React root of their own. */
export function PanelRoot({ mode, linkErrors }: { mode: ReplayMode; linkErrors: readonly string[] }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const armed = useArmed().length;
  useHotkeys([[REPLAY_HOTKEY, toggle, { usePhysicalKeys: true }]], []);
  return (
    // The app's provider already wrote Mantine's variables and classes on the page.
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      <Affix position={{ bottom: 16, left: 16 }} zIndex={900}>
        <Tooltip label="Replay documented responses (Alt+Shift+R)" position="right" withArrow>
          <Indicator label={armed} size={16} disabled={armed === 0} color="grape">
            <ActionIcon size="lg" radius="xl" variant="filled" color="dark" aria-label="Replay panel" onClick={toggle}>
              <IconPlayerPlay size={18} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Affix>
      <ReplayDrawer opened={opened} onClose={close} mode={mode} linkErrors={linkErrors} />
    </MantineProvider>
  );
}
