import { ActionIcon, Checkbox, Menu, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { Table } from '@tanstack/react-table';

/** Shows or hides the table's columns (those that can hide: not the actions). */
export function ColumnMenu<T>({ table, label }: { table: Table<T>; label: string }) {
  const columns = table.getAllLeafColumns().filter((c) => c.getCanHide());
  if (columns.length === 0) return null;
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={`Columns of ${label.toLowerCase()}`}>
          <IconColumns size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={6} p={6}>
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
      </Menu.Dropdown>
    </Menu>
  );
}

function columnLabel(meta: unknown, header: unknown, id: string): string {
  if (meta && typeof meta === 'object' && 'label' in meta && typeof meta.label === 'string') return meta.label;
  return typeof header === 'string' ? header : id;
}
