import { ActionIcon, Avatar, Button, ComboboxChevron, Indicator, InputBase, UnstyledButton } from '@mantine/core';
import { IconBell, IconChevronDown, IconPlus } from '@tabler/icons-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useSession } from '@/session/session-context';
import { initials } from './menu-rules';

/**
 * The header's controls as they look before they are opened: the target of each menu, of the bell's popover and of
 * each select. The controls themselves (create-menu.tsx, user-menu.tsx, notification-bell.tsx, the switchers) wrap
 * these in their Menu, Popover or Select, and the shell draws them alone until that code has come (issue 28:
 * header-controls.ts), so both look the same to the pixel. A trigger drawn alone says what it opens
 * (`closedPopup`), as the control's target does.
 */
type ButtonProps = ComponentPropsWithRef<'button'>;

/** The attributes of a control's target while its popup is closed (Mantine's Menu, Popover and Combobox targets). */
export const closedPopup = (popup: 'menu' | 'dialog' | 'listbox') =>
  ({ 'aria-haspopup': popup, 'aria-expanded': false }) as const;

export function CreateTrigger(props: ButtonProps) {
  return (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconPlus size={16} />}
      rightSection={<IconChevronDown size={14} />}
      {...props}
    >
      Create
    </Button>
  );
}

export function UserTrigger(props: ButtonProps) {
  const { individual } = useSession();
  return (
    <UnstyledButton aria-label="User menu" {...props}>
      <Avatar color="teal" radius="xl">
        {initials(individual)}
      </Avatar>
    </UnstyledButton>
  );
}

/** The bell's count around its button (around the target, so that the popup's attributes land on the button). */
export function BellIndicator({ unread, children }: { unread: number; children: ReactNode }) {
  return (
    <Indicator label={unread} size={16} disabled={unread === 0} offset={4} color="red">
      {children}
    </Indicator>
  );
}

export function BellTrigger({ unread, ...props }: ButtonProps & { unread: number }) {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Notifications (${unread} unread)`} {...props}>
      <IconBell size={20} />
    </ActionIcon>
  );
}

/** The width of a switcher in the header, and in the drawer's list. */
export const switcherWidth = (fullWidth: boolean) => (fullWidth ? '100%' : 200);

export interface SelectTriggerProps {
  readonly 'aria-label': string;
  readonly label?: string;
  readonly placeholder?: string;
  /** The chosen option's label. */
  readonly value: string;
  readonly fullWidth: boolean;
}

/** A switcher's field as Mantine's Select draws it closed: a read-only field with the chevron. */
export function SelectTrigger({ fullWidth, value, ...props }: SelectTriggerProps) {
  return (
    <InputBase
      {...props}
      {...closedPopup('listbox')}
      role="combobox"
      size="sm"
      w={switcherWidth(fullWidth)}
      __staticSelector="Select"
      readOnly
      pointer
      value={value}
      rightSection={<ComboboxChevron size="sm" />}
      rightSectionPointerEvents="none"
    />
  );
}
