import { Box, Burger, Group, ScrollArea, UnstyledButton } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { useSession } from '@/session/session-context';
import { headerHidden } from './menu-rules';
import {
  HeaderCreateMenu,
  HeaderNotificationBell,
  HeaderOrganizationSwitcher,
  HeaderSubscriptionSwitcher,
  HeaderUserMenu,
} from './header-controls';
import { MobileNav } from './mobile-nav';
import { PageColumn, usePageKind } from './page-layout';
import { useMobileDrawer } from './use-mobile-drawer';
import classes from './app-shell.module.css';

/**
 * The class that a modal's scroll lock pads (react-remove-scroll's `RemoveScroll.classNames.zeroRight`, as Mantine's
 * AppShell header has it), written out: importing `RemoveScroll` would bring react-remove-scroll into every signed-in
 * page's first load.
 */
const REMOVE_SCROLL_ZERO_RIGHT = 'right-scroll-bar-position';

/**
 * The signed-in frame: the header with its menus, and below 900 px a menu toggle and a drawer; the page in its kind's
 * column (page-kinds.ts).
 */
export function PortalShell({ children }: { children: ReactNode }) {
  const { individual } = useSession();
  const { opened, close, toggleProps, drawerProps } = useMobileDrawer();
  // The drawer's menus are rendered from its first opening on (then kept, so it can slide out): hidden above
  // 900 px and closed below, they are not worth rendering with the first page.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (opened && !drawerUsed) setDrawerUsed(true);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const kind = usePageKind();
  useEffect(close, [pathname, close]);

  if (headerHidden(individual)) {
    return (
      <main className={classes.bare}>
        <PageColumn kind={kind}>{children}</PageColumn>
      </main>
    );
  }
  // Plain elements with the look of Mantine's AppShell (app-shell.module.css), not AppShell itself: its layout styles,
  // computed and injected as the first render runs, held back every signed-in page's first paint (docs/adr/0011).
  return (
    <div className={classes.shell}>
      <header className={`${REMOVE_SCROLL_ZERO_RIGHT} ${classes.header}`}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger {...toggleProps} hiddenFrom="md" size="sm" aria-label="Toggle menu" />
            <UnstyledButton component={Link} to="/" className={classes.brand}>
              Producer Portal
            </UnstyledButton>
            <Group gap={4} visibleFrom="md" ml="lg" wrap="nowrap">
              <UnstyledButton component={Link} to="/" className={classes.link} activeOptions={{ exact: true }}>
                Dashboard
              </UnstyledButton>
              <HeaderCreateMenu />
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Group gap="xs" visibleFrom="md" wrap="nowrap">
              {/* Drawn once the invitations have come: first, so that nothing in the header moves when it appears. */}
              <HeaderOrganizationSwitcher />
              <HeaderSubscriptionSwitcher />
            </Group>
            <HeaderNotificationBell />
            <HeaderUserMenu />
          </Group>
        </Group>
      </header>
      <Box
        component="nav"
        {...drawerProps}
        hiddenFrom="md"
        p="md"
        aria-label="Main menu"
        className={classes.drawer}
        mod={{ opened }}
      >
        {drawerUsed && (
          <ScrollArea className={classes.drawerList}>
            <MobileNav />
          </ScrollArea>
        )}
      </Box>
      <main className={classes.main}>
        <PageColumn kind={kind}>{children}</PageColumn>
      </main>
    </div>
  );
}
