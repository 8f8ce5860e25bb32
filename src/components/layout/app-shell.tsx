import { AppShell, Burger, Group, ScrollArea, UnstyledButton } from '@mantine/core';
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
import { useMobileDrawer } from './use-mobile-drawer';
import classes from './app-shell.module.css';

/** The signed-in frame: the header with its menus, and below 900 px a menu toggle and a drawer. */
export function PortalShell({ children }: { children: ReactNode }) {
  const { individual } = useSession();
  const { opened, close, toggleProps, drawerProps } = useMobileDrawer();
  // The drawer's menus are rendered from its first opening on (then kept, so it can slide out): hidden above
  // 900 px and closed below, they are not worth rendering with the first page.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (opened && !drawerUsed) setDrawerUsed(true);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(close, [pathname, close]);

  if (headerHidden(individual)) {
    return <main className={classes.bare}>{children}</main>;
  }
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 300, breakpoint: 'md', collapsed: { desktop: true, mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header className={classes.header}>
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
              <HeaderSubscriptionSwitcher />
              <HeaderOrganizationSwitcher />
            </Group>
            <HeaderNotificationBell />
            <HeaderUserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar {...drawerProps} hiddenFrom="md" p="md" aria-label="Main menu">
        <AppShell.Section grow component={ScrollArea}>
          {drawerUsed && <MobileNav />}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>{children}</AppShell.Main>
    </AppShell>
  );
}
