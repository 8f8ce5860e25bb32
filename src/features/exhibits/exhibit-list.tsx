import { ActionIcon, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import type { OrganizationExhibit } from '@/api/generated/portal/model';
import { ValidateDocument } from '@/components/validate-document/validate-document';
import { useWindowRows } from '@/components/virtual-list/use-window-rows';
import { ActionTips } from './action-tips';
import { EXHIBIT_PAGE_SIZE, effectiveDateLabel } from './exhibit-rules';

export interface ExhibitListProps {
  /** The attachments loaded so far. */
  readonly exhibits: readonly OrganizationExhibit[];
  /** How many the organization has (loaded or not). */
  readonly total: number;
  /** Delete asked for one (a stable callback: the rows are not drawn again when it is asked). */
  readonly onDelete: (exhibit: OrganizationExhibit) => void;
}

/** A table row's height before it is measured (two lines of description), and a card's. */
const ROW_HEIGHT = 64;
const CARD_HEIGHT = 180;
/** The space between two cards (Mantine's `sm`). */
const CARD_GAP = 12;

/**
 * The attachments as a table with only a window of its rows drawn (a thousand rows drawn at once froze the page).
 * Memoized: the Delete dialog opening or a page on its way does not draw it again; a page come in draws only its rows
 * in the window.
 */
export const ExhibitTable = memo(function ExhibitTable({ exhibits, total, onDelete }: ExhibitListProps) {
  const { rows, before, after, listRef, measure } = useWindowRows(exhibits, {
    estimateSize: ROW_HEIGHT,
    overscan: EXHIBIT_PAGE_SIZE,
  });
  return (
    <ActionTips>
      <Table.ScrollContainer minWidth={820}>
        <Table aria-label="Organization attachments" aria-rowcount={total + 1} verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr aria-rowindex={1}>
              <Table.Th>Title</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Effective date</Table.Th>
              <Table.Th>Validate</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody ref={listRef}>
            {before > 0 && <Space height={before} />}
            {rows.map((row) => (
              <ExhibitRow
                key={row.key}
                index={row.index}
                exhibit={exhibits[row.index]!}
                onDelete={onDelete}
                measure={measure}
              />
            ))}
            {after > 0 && <Space height={after} />}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ActionTips>
  );
});

/** The rows not drawn: as high as they would be, hidden from assistive technology (the table's row count says them). */
function Space({ height }: { height: number }) {
  return (
    <tr aria-hidden style={{ height, border: 0 }}>
      <td colSpan={5} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

interface RowProps {
  readonly exhibit: OrganizationExhibit;
  readonly index: number;
  readonly onDelete: (exhibit: OrganizationExhibit) => void;
  readonly measure: (node: Element | null) => void;
}

const ExhibitRow = memo(function ExhibitRow({ exhibit, index, onDelete, measure }: RowProps) {
  return (
    <Table.Tr ref={measure} data-index={index} aria-rowindex={index + 2}>
      <Table.Td fw={500}>{exhibit.title}</Table.Td>
      <Table.Td maw={320}>
        <Text size="sm" lineClamp={2}>
          {exhibit.description ?? ''}
        </Text>
      </Table.Td>
      <Table.Td>{effectiveDateLabel(exhibit.effective_date)}</Table.Td>
      <Table.Td>
        <ValidateDocument url={exhibit.url} />
      </Table.Td>
      <Table.Td>
        <ExhibitActions exhibit={exhibit} onDelete={onDelete} />
      </Table.Td>
    </Table.Tr>
  );
});

/** On a phone each attachment is a card (a five-column table would only scroll sideways there), a window of them drawn. */
export const ExhibitCards = memo(function ExhibitCards({ exhibits, total, onDelete }: ExhibitListProps) {
  const { rows, before, after, listRef, measure } = useWindowRows(exhibits, {
    estimateSize: CARD_HEIGHT,
    overscan: EXHIBIT_PAGE_SIZE,
    gap: CARD_GAP,
  });
  return (
    <ActionTips>
      <Stack
        ref={listRef}
        gap={CARD_GAP}
        role="list"
        aria-label="Organization attachments"
        style={{ paddingTop: before, paddingBottom: after }}
      >
        {rows.map((row) => (
          <ExhibitCard
            key={row.key}
            index={row.index}
            total={total}
            exhibit={exhibits[row.index]!}
            onDelete={onDelete}
            measure={measure}
          />
        ))}
      </Stack>
    </ActionTips>
  );
});

/** One attachment on a phone: the table's columns, stacked. */
const ExhibitCard = memo(function ExhibitCard({
  exhibit,
  index,
  total,
  onDelete,
  measure,
}: RowProps & { total: number }) {
  return (
    <Card
      ref={measure}
      data-index={index}
      withBorder
      radius="md"
      p="sm"
      role="listitem"
      aria-posinset={index + 1}
      aria-setsize={total}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {exhibit.title}
          </Text>
          <ExhibitActions exhibit={exhibit} onDelete={onDelete} />
        </Group>
        <Text size="sm" c="gray.7">
          Effective date: {effectiveDateLabel(exhibit.effective_date)}
        </Text>
        {exhibit.description && (
          <Text size="sm" lineClamp={3}>
            {exhibit.description}
          </Text>
        )}
        <ValidateDocument url={exhibit.url} />
      </Stack>
    </Card>
  );
});

/** View, Edit and Delete; their tooltips are the list's one shared tooltip (`data-tip`, ActionTips). */
function ExhibitActions({ exhibit, onDelete }: Pick<RowProps, 'exhibit' | 'onDelete'>) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        component="a"
        href={exhibit.url}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        aria-label={`View ${exhibit.title} (opens in a new tab)`}
        data-tip="View"
      >
        <IconExternalLink size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        renderRoot={(props) => <Link to="/organization-exhibits/edit/$id" params={{ id: exhibit.id }} {...props} />}
        variant="subtle"
        aria-label={`Edit ${exhibit.title}`}
        data-tip="Edit"
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red.9"
        aria-label={`Delete ${exhibit.title}`}
        data-tip="Delete"
        onClick={() => onDelete(exhibit)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
