import { Menu } from '@mantine/core';
import { useSession } from '@/session/session-context';
import { createMenuItems } from './menu-rules';
import { useCreateAction } from './use-create-action';
import { CreateTrigger } from './header-triggers';

export function CreateMenu() {
  const { selectedSubscription } = useSession();
  const open = useCreateAction();
  const items = createMenuItems(selectedSubscription);
  if (items.length === 0) return null;
  return (
    <Menu position="bottom-start" shadow="md" width={240}>
      <Menu.Target>
        <CreateTrigger />
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
