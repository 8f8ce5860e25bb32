import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { notifyWarning } from '@/components/feedback/notify';
import { useSession } from '@/session/session-context';
import { createBlockedReason, createMenuItems, type MenuItem } from './menu-rules';
import { useOrganizationStanding } from './use-organization-standing';

/** Opens a create action, or says why the organization may not use it yet. */
export function useCreateAction(): (item: MenuItem) => void {
  const navigate = useNavigate();
  const standing = useOrganizationStanding();
  return (item) => {
    const blocked = createBlockedReason(standing);
    if (blocked) notifyWarning(blocked);
    else void navigate({ to: item.to });
  };
}

export function CreateMenu() {
  const { selectedSubscription } = useSession();
  const open = useCreateAction();
  const items = createMenuItems(selectedSubscription);
  if (items.length === 0) return null;
  return (
    <Menu position="bottom-start" shadow="md" width={240}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconPlus size={16} />}
          rightSection={<IconChevronDown size={14} />}
        >
          Create
        </Button>
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
