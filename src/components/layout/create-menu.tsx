import { Menu } from '@mantine/core';
import { useSession } from '@/session/session-context';
import type { TriggerState } from './lazy-view';
import { createMenuItems } from './menu-rules';
import { useCreateAction } from './use-create-action';
import { CreateTrigger, useMenuStart } from './header-triggers';

export function CreateMenu(props: TriggerState) {
  const { selectedSubscription } = useSession();
  const open = useCreateAction();
  const start = useMenuStart(props);
  const items = createMenuItems(selectedSubscription);
  if (items.length === 0) return null;
  return (
    <Menu position="bottom-start" shadow="md" width={240} {...start.menu}>
      <Menu.Target>
        <CreateTrigger {...start.target} />
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.to} onClick={() => open(item)}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
