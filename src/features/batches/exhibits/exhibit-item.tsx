import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArchive, IconGripVertical, IconPencil } from '@tabler/icons-react';
import { memo, useCallback, type CSSProperties } from 'react';
import { ExhibitForm } from './exhibit-form';
import { EXHIBIT_MESSAGES, isFixedRank, type ExhibitDraft } from './exhibit-rules';
import type { ExhibitPlace } from './virtual-exhibits';

/** What the list does with its attachments, by key: the same object for every item and every render. */
export interface ExhibitActions {
  patch(key: string, patch: Partial<ExhibitDraft>): void;
  remove(key: string): void;
  /** Editing begins: the attachment as it is now is what Cancel puts back. */
  edit(item: ExhibitDraft): void;
  save(key: string): void;
  /** A new attachment is removed; an edited one goes back to what it was. */
  cancel(item: ExhibitDraft): void;
}

export interface ExhibitItemProps {
  value: ExhibitDraft;
  tracer: boolean;
  organizationId: string;
  actions: ExhibitActions;
  /** In a long list: where the item is drawn in its scroll box. */
  place?: ExhibitPlace;
}

/** One attachment: the form while new or edited, else a view-only card (inherited ones archived). */
export const ExhibitItem = memo(function ExhibitItem({
  value,
  tracer,
  organizationId,
  actions,
  place,
}: ExhibitItemProps) {
  const fixed = isFixedRank(value.rank);
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: value.key, disabled: fixed });
  const measure = place?.measure;
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      setNodeRef(node);
      measure?.(node);
    },
    [setNodeRef, measure],
  );
  const { key } = value;
  const onChange = useCallback((patch: Partial<ExhibitDraft>) => actions.patch(key, patch), [actions, key]);
  const style: CSSProperties = {
    transform: CSS.Transform.toString(transform),
    transition,
    ...(place && { position: 'absolute', top: place.start, left: 0, width: '100%' }),
  };
  const editing = value.state !== 'saved';
  const label = value.title || 'New attachment';
  return (
    <Paper component="li" withBorder p="sm" ref={ref} style={style} aria-label={label} data-index={place?.index}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {fixed ? (
          <Tooltip label="This attachment is fixed in place">
            <ActionIcon variant="subtle" color="gray" aria-label={`${label} is fixed in place`} disabled>
              <IconGripVertical size={18} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Drag ${label}`}
            {...attributes}
            {...listeners}
            style={{ cursor: 'grab', touchAction: 'none' }}
          >
            <IconGripVertical size={18} />
          </ActionIcon>
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {editing ? (
            <ExhibitForm
              value={value}
              tracer={tracer}
              organizationId={organizationId}
              onChange={onChange}
              onSave={() => actions.save(key)}
              onCancel={() => actions.cancel(value)}
            />
          ) : (
            <>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {value.title}
                  </Text>
                  <Badge variant="light" size="sm">
                    {value.exhibit_type}
                  </Badge>
                </Group>
                {value.isOld ? (
                  <Tooltip label={EXHIBIT_MESSAGES.inherited}>
                    <ActionIcon variant="subtle" color="gray" aria-label={`${label}: inherited, archived`}>
                      <IconArchive size={18} />
                    </ActionIcon>
                  </Tooltip>
                ) : (
                  <ActionIcon variant="subtle" aria-label={`Edit ${label}`} onClick={() => actions.edit(value)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                )}
              </Group>
              {value.description && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {value.description}
                </Text>
              )}
              <Anchor href={value.url} target="_blank" rel="noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
                View attachment
              </Anchor>
            </>
          )}
        </Stack>
      </Group>
    </Paper>
  );
});
