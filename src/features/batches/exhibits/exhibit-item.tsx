import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArchive, IconGripVertical, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { ExhibitForm } from './exhibit-form';
import { EXHIBIT_MESSAGES, isFixedRank, type ExhibitDraft } from './exhibit-rules';

export interface ExhibitItemProps {
  value: ExhibitDraft;
  tracer: boolean;
  organizationId: string;
  onChange(patch: Partial<ExhibitDraft>): void;
  onRemove(): void;
}

/** One attachment: the form while new or edited, else a view-only card (inherited ones archived). */
export function ExhibitItem({ value, tracer, organizationId, onChange, onRemove }: ExhibitItemProps) {
  const fixed = isFixedRank(value.rank);
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: value.key, disabled: fixed });
  const [before, setBefore] = useState<ExhibitDraft | null>(null);
  const style = { transform: CSS.Transform.toString(transform), transition };
  const editing = value.state !== 'saved';
  const label = value.title || 'New attachment';
  return (
    <Paper component="li" withBorder p="sm" ref={setNodeRef} style={style} aria-label={label}>
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
              onSave={() => {
                setBefore(null);
                onChange({ state: 'saved' });
              }}
              onCancel={() => {
                if (value.state === 'new') onRemove();
                else onChange({ ...(before ?? {}), state: 'saved' });
              }}
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
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${label}`}
                    onClick={() => {
                      setBefore(value);
                      onChange({ state: 'editing' });
                    }}
                  >
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
}
