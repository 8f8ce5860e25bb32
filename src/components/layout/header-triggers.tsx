import { ActionIcon, Avatar, Button, ComboboxChevron, Indicator, InputBase, UnstyledButton } from '@mantine/core';
import { IconBell, IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useSession } from '@/session/session-context';
import type { TriggerState } from './lazy-view';
import { initials } from './menu-rules';

/**
 * The header's controls as they look before they are opened: the target of each menu, of the bell's popover and of
 * each select. The controls themselves (create-menu.tsx, user-menu.tsx, notification-bell.tsx, the switchers) wrap
 * these in their Menu, Popover or Select, and the shell draws them alone until that code has come
 * (header-controls.tsx, docs/adr/0007), so both look the same to the pixel. A trigger drawn alone says what it opens
 * (`closedPopup`), as the control's target does.
 */
type ButtonProps = ComponentPropsWithRef<'button'>;

/** The attributes of a control's target while its popup is closed (Mantine's Menu, Popover and Combobox targets). */
export const closedPopup = (popup: 'menu' | 'dialog' | 'listbox') =>
  ({ 'aria-haspopup': popup, 'aria-expanded': false }) as const;

/**
 * A header menu drawn as its trigger was left (lazyView's `Control`): open if the trigger was pressed, its target with
 * the focus if the trigger had it. Mantine's Menu gives the focus back to its target as it closes only when it has seen
 * itself open (it notes the focused element then), never when drawn open: such a menu gives it back on its first close.
 */
export function useMenuStart({ opened, focused }: TriggerState) {
  const target = useRef<HTMLButtonElement>(null);
  const givesFocusBack = useRef(opened);
  const onClose = () => {
    if (!givesFocusBack.current) return;
    givesFocusBack.current = false;
    target.current?.focus();
  };
  return { menu: { defaultOpened: opened, onClose }, target: { ref: target, autoFocus: focused } } as const;
}

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

/**
 * A switcher's field, the same for its Select and its trigger: named `name`, wide enough in the header for the longest subscription's name, and the whole
 * width, with `name` as its label, in the drawer's list (`fullWidth`).
 */
export const switcherField = (name: string, fullWidth: boolean) =>
  ({ 'aria-label': name, label: fullWidth ? name : undefined, size: 'sm', w: fullWidth ? '100%' : 228 }) as const;

export interface SelectTriggerProps {
  readonly name: string;
  readonly placeholder?: string;
  /** The chosen option's label. */
  readonly value: string;
  readonly fullWidth: boolean;
}

/** A switcher's field as Mantine's Select draws it closed: a read-only field with the chevron. */
export function SelectTrigger({ name, fullWidth, value, placeholder }: SelectTriggerProps) {
  return (
    <InputBase
      {...switcherField(name, fullWidth)}
      {...closedPopup('listbox')}
      placeholder={placeholder}
      role="combobox"
      __staticSelector="Select"
      readOnly
      pointer
      value={value}
      rightSection={<ComboboxChevron size="sm" />}
      rightSectionPointerEvents="none"
    />
  );
}
