import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { useEffect, useRef } from 'react';

// The first entry (Dashboard), not the switchers above it: a Select would show its focus ring on every open.
const FOCUSABLE = 'a[href], button:not(:disabled)';
const DRAWER_ID = 'portal-main-menu';

/**
 * The menu toggle and the drawer below 900 px, by keyboard: the toggle says whether the drawer is open
 * (aria-expanded, aria-controls); opening moves the focus to the drawer's first entry; Escape closes it and
 * gives the focus back to the toggle; a closed drawer is inert (its off-screen entries take no Tab stop).
 */
export function useMobileDrawer() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const drawer = useRef<HTMLDivElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (opened) drawer.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [opened]);
  useWindowEvent('keydown', (event) => {
    if (!opened || event.key !== 'Escape' || event.defaultPrevented) return;
    close();
    toggleButton.current?.focus();
  });
  return {
    opened,
    close,
    toggleProps: {
      ref: toggleButton,
      opened,
      onClick: toggle,
      'aria-expanded': opened,
      'aria-controls': DRAWER_ID,
    },
    drawerProps: { ref: drawer, id: DRAWER_ID, inert: !opened },
  };
}
