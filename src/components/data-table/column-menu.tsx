import { ActionIcon, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { Table } from '@tanstack/react-table';
import { useId } from 'react';

/**
 * Shows or hides the table's columns (those that can hide: not the actions). A popover dialog holding a labelled
 * group of checkboxes, not a menu: a menu's children must be menu items, and a checkbox is not one. Escape, a click
 * outside or the button again close it, and focus goes back to the button.
 */
export function ColumnMenu<T>({ table, label }: { table: Table<T>; label: string }) {
  const titleId = useId();
  const columns = table.getAllLeafColumns().filter((c) => c.getCanHide());
  if (columns.length === 0) return null;
  const name = `Columns of ${label.toLowerCase()}`;
  return (
    <Popover position="bottom-end" withinPortal trapFocus returnFocus shadow="md">
      <Popover.Target>
        <ActionIcon variant="default" size="lg" aria-label={name}>
          <IconColumns size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Stack gap={6} role="group" aria-labelledby={titleId}>
          <Text id={titleId} size="xs" fw={600} c="dimmed">
            {name}
          </Text>
          {columns.map((column) => (
            <Checkbox
              key={column.id}
              label={columnLabel(column.columnDef.meta, column.columnDef.header, column.id)}
              checked={column.getIsVisible()}
              onChange={column.getToggleVisibilityHandler()}
              size="xs"
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function columnLabel(meta: unknown, header: unknown, id: string): string {
  if (meta && typeof meta === 'object' && 'label' in meta && typeof meta.label === 'string') return meta.label;
  return typeof header === 'string' ? header : id;
}
