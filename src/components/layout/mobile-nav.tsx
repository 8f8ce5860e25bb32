import { Divider, NavLink, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSession } from '@/session/session-context';
import { useLogout } from '@/session/use-logout';
import { createMenuItems, SUPPORT_URL, userMenuItems } from './menu-rules';
import { useCreateAction } from './use-create-action';
import { HeaderOrganizationSwitcher, HeaderSubscriptionSwitcher } from './header-controls';

/** The header's menus as one list, in the drawer that the menu toggle opens below 900 px. */
export function MobileNav() {
  const { selectedSubscription } = useSession();
  const open = useCreateAction();
  const signOut = useLogout();
  const createItems = createMenuItems(selectedSubscription);
  return (
    <Stack gap="xs">
      <HeaderSubscriptionSwitcher fullWidth />
      <HeaderOrganizationSwitcher fullWidth />
      <Divider my="xs" />
      <NavLink component={Link} to="/" label="Dashboard" activeOptions={{ exact: true }} />
      {createItems.length > 0 && (
        <>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="sm">
            Create
          </Text>
          {createItems.map((item) => (
            <NavLink key={item.to} component="button" label={item.label} onClick={() => open(item)} />
          ))}
        </>
      )}
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="sm">
        Account
      </Text>
      {userMenuItems(selectedSubscription, SUPPORT_URL).map((item) =>
        item.external ? (
          <NavLink key={item.label} component="a" href={item.to} target="_blank" rel="noreferrer" label={item.label} />
        ) : (
          <NavLink key={item.label} component={Link} to={item.to} label={item.label} />
        ),
      )}
      <NavLink component="button" label="Sign Out" c="red" onClick={signOut} />
    </Stack>
  );
}
