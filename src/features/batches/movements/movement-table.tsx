import { ActionIcon, Anchor, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import type { MovementRow } from './movement-rules';

const column = createColumnHelper<MovementRow>();

export interface MovementTableProps {
  /** 'Transit Details' or 'Transfer Details'. */
  readonly title: string;
  readonly rows: readonly MovementRow[];
  readonly emptyText: string;
  readonly onEdit: (row: MovementRow) => unknown;
  readonly onDelete: (row: MovementRow) => void;
  /** Opens the record in the editor (its Location and Exhibits); without it the date is plain text. */
  readonly onOpen?: (row: MovementRow) => void;
  /** The row whose record is loading for an edit. */
  readonly loadingId?: string | null;
}

/** Transit Details and Transfer Details: Date, From, To, Action (edit and delete). */
export function MovementTable({ title, rows, emptyText, onEdit, onDelete, onOpen, loadingId }: MovementTableProps) {
  const noun = title.split(' ')[0]!.toLowerCase();
  const columns = [
    column.accessor('date', {
      header: 'Date',
      cell: ({ row, getValue }) =>
        onOpen ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            aria-label={`Open ${noun} of ${getValue()}`}
            onClick={() => onOpen(row.original)}
          >
            {getValue()}
          </Anchor>
        ) : (
          getValue()
        ),
    }),
    column.accessor('from', { header: 'From' }),
    column.accessor('to', { header: 'To' }),
    column.display({
      id: 'action',
      header: 'Action',
      enableHiding: false,
      cell: ({ row }) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={`Edit ${noun} of ${row.original.date}`}
            loading={loadingId === row.original.id}
            disabled={Boolean(loadingId)}
            onClick={() => void onEdit(row.original)}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${noun} of ${row.original.date}`}
            onClick={() => onDelete(row.original)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    }),
  ];
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      <DataTable
        label={title}
        data={rows}
        columns={columns}
        getRowId={(r) => r.id}
        emptyText={emptyText}
        initialPageSize={5}
        minWidth={560}
      />
    </Stack>
  );
}
