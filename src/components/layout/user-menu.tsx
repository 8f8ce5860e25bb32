import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSession } from '@/session/session-context';
import { useLogout } from '@/session/use-logout';
import type { TriggerState } from './lazy-view';
import { oneLine } from './long-text';
import { SUPPORT_URL, userMenuItems } from './menu-rules';
import { UserTrigger, useMenuStart } from './header-triggers';

export function UserMenu(props: TriggerState) {
  const { individual, selectedSubscription } = useSession();
  const signOut = useLogout();
  const start = useMenuStart(props);
  return (
    <Menu position="bottom-end" shadow="md" width={240} {...start.menu}>
      <Menu.Target>
        <UserTrigger {...start.target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label {...oneLine(individual?.email_address ?? '')}>{individual?.email_address}</Menu.Label>
        {userMenuItems(selectedSubscription, SUPPORT_URL).map((item) =>
          item.external ? (
            <Menu.Item key={item.label} component="a" href={item.to} target="_blank" rel="noreferrer">
              {item.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={item.label} component={Link} to={item.to}>
              {item.label}
            </Menu.Item>
          ),
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={signOut}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
