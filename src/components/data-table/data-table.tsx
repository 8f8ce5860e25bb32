import { Group, Pagination, Select, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearch } from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type Row,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { memo, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ColumnMenu } from './column-menu';
import { pageSummary } from './data-table-rules';
import { inIdleSlices } from './idle-slices';
import { SideScroll } from './side-scroll';

export interface DataTableProps<T> {
  /** What the table is, for assistive technology: 'User accounts'. */
  readonly label: string;
  readonly data: readonly T[];
  readonly columns: ColumnDef<T, never>[];
  readonly getRowId: (row: T) => string;
  /** Shown instead of the table when there are no rows at all (the spec's words). */
  readonly emptyText: string;
  /** A search box over every column's text. */
  readonly searchable?: boolean;
  readonly pageSizes?: readonly number[];
  readonly initialPageSize?: number;
  /** The table's minimum width; narrower screens scroll it sideways. */
  readonly minWidth?: number;
  /** Columns hidden at first (the column menu shows them). */
  readonly initialHidden?: readonly string[];
  /** Told every change of the shown columns, with every column's state (to save it as a preference). */
  readonly onColumnVisibilityChange?: (visibility: Readonly<Record<string, boolean>>) => void;
  /** More controls beside the search box (a screen's own filters). */
  readonly toolbar?: ReactNode;
  /** A screen's own filter, applied before the search; rows it drops read as not matching, not as no rows. */
  readonly rowFilter?: (row: T) => boolean;
}

/**
 * The portal's list: @tanstack/react-table's row model (sorting by a header click, a search filter,
 * pages with a choice of page size, columns shown or hidden) drawn with Mantine's Table.
 * A column's `header` is text; `meta: { label }` names it in the column menu when it is not.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, data, columns, getRowId, emptyText, searchable = false, minWidth = 640, rowFilter, toolbar } = props;
  // A change of the screen's filter (a checkbox, a choice) re-sorts and re-searches every row: deferred like the
  // search, so the control answers at once. New data is drawn as it comes.
  const filter = useDeferredValue(rowFilter);
  const kept = useMemo(() => (filter ? data.filter(filter) : data), [data, filter]);
  const pageSizes = props.pageSizes ?? [5, 10, 25, 50];
  const [sorting, setSorting] = useState<SortingState>([]);
  // The box shows each key at once; the rows follow the deferred text, in a render that yields to the next key.
  const [search, setSearch] = useState('');
  const globalFilter = useDeferredValue(search);
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(() =>
    Object.fromEntries((props.initialHidden ?? []).map((id) => [id, false])),
  );
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: props.initialPageSize ?? pageSizes[1] ?? 10 });
  // eslint-disable-next-line react-hooks/incompatible-library -- the table instance is read during render only
  const table = useReactTable<T>({
    data: kept as T[],
    columns,
    getRowId,
    state: { sorting, globalFilter, columnVisibility, pagination },
    onSortingChange: setSorting,
    onGlobalFilterChange: setSearch,
    onColumnVisibilityChange: (updater) => {
      const next = typeof updater === 'function' ? updater(columnVisibility) : updater;
      setColumnVisibility(next);
      const every = Object.fromEntries(table.getAllLeafColumns().map((c) => [c.id, next[c.id] ?? true]));
      props.onColumnVisibilityChange?.(every);
    },
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: true,
  });

  // react-table reads a cell's value the first time a search or a sort needs it: for thousands of rows the first
  // keystroke would read them all. They are read beforehand, while the browser is idle (the same values, kept).
  useEffect(() => {
    if (!searchable) return;
    const rows = table.getCoreRowModel().rows;
    const searched = table.getAllLeafColumns().filter((column) => column.getCanGlobalFilter());
    return inIdleSlices(rows.length, (index) => {
      for (const column of searched) rows[index]!.getValue(column.id);
    });
  }, [table, kept, columns, searchable]);

  if (data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {emptyText}
      </Text>
    );
  }

  const rows = table.getRowModel().rows;
  const filtered = table.getFilteredRowModel().rows.length;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Group gap="xs" align="flex-end">
          {searchable && (
            <TextInput
              aria-label={`Search ${label.toLowerCase()}`}
              placeholder="Search"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              w={{ base: '100%', xs: 260 }}
            />
          )}
          {toolbar}
        </Group>
        <ColumnMenu table={table} label={label} />
      </Group>
      <SideScroll label={label} minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <Table.Th
                      key={header.id}
                      // A heading is the portal's own words: it wraps between them, never inside one (the body's
                      // wrap-anywhere rule is for text people type).
                      style={{ overflowWrap: 'normal' }}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={600} fz="sm">
                          <Group gap={4} wrap="nowrap">
                            {content}
                            {sorted === 'asc' ? (
                              <IconArrowUp size={14} aria-hidden />
                            ) : sorted === 'desc' ? (
                              <IconArrowDown size={14} aria-hidden />
                            ) : (
                              <IconArrowsSort size={14} aria-hidden opacity={0.5} />
                            )}
                          </Group>
                        </UnstyledButton>
                      ) : (
                        content
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <DataTableBody rows={rows} columns={table.getVisibleLeafColumns()} />
        </Table>
      </SideScroll>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Select
            aria-label="Rows per page"
            data={pageSizes.map(String)}
            value={String(pagination.pageSize)}
            onChange={(value) => value && table.setPageSize(Number(value))}
            allowDeselect={false}
            w={80}
            size="xs"
          />
          <Text size="xs" c="dimmed">
            {pageSummary(pagination.pageIndex, pagination.pageSize, filtered)}
          </Text>
        </Group>
        {table.getPageCount() > 1 && (
          <Pagination
            size="sm"
            total={table.getPageCount()}
            value={pagination.pageIndex + 1}
            onChange={(page) => table.setPageIndex(page - 1)}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        )}
      </Group>
    </Stack>
  );
}

interface BodyProps<T> {
  readonly rows: readonly Row<T>[];
  /** The visible columns: the row model's rows stay the same objects when a column is shown or hidden. */
  readonly columns: readonly Column<T, unknown>[];
}

/**
 * The rows of the page. Memoized: a keystroke in the search box re-renders the box, and the rows only once the
 * (deferred) search has changed which rows the page shows.
 */
const DataTableBody = memo(function DataTableBody<T>({ rows, columns }: BodyProps<T>) {
  return (
    <Table.Tbody>
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          {row.getVisibleCells().map((cell) => (
            <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
          ))}
        </Table.Tr>
      ))}
      {rows.length === 0 && (
        <Table.Tr>
          <Table.Td colSpan={columns.length}>
            <Text c="dimmed" ta="center" size="sm">
              Nothing matches the search.
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
    </Table.Tbody>
  );
}) as <T>(props: BodyProps<T>) => ReactNode;
