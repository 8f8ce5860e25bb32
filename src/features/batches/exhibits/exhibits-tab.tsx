import {
  DndContext,
  closestCenter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { exhibitKey, moveExhibit, type ExhibitDraft } from './exhibit-rules';
import { ExhibitItem } from './exhibit-item';

export interface ExhibitsTabProps {
  value: ExhibitDraft[];
  tracer: boolean;
  organizationId: string;
  onChange(next: ExhibitDraft[]): void;
}

/** Exhibits (attachments): add, edit, remove a new one, and drag to reorder (fixed ranks stay put). */
export function ExhibitsTab({ value, tracer, organizationId, onChange }: ExhibitsTabProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // An upload answers after the user has typed on: its patch applies to the list as it is then, not as it was.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const patch = (key: string, p: Partial<ExhibitDraft>) =>
    onChange(latest.current.map((e) => (e.key === key ? { ...e, ...p } : e)));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = value.findIndex((e) => e.key === active.id);
    const to = value.findIndex((e) => e.key === over.id);
    onChange(moveExhibit(value, from, to));
  };
  const add = () => {
    const rank = value.filter((e) => !e.isOld).length + 1;
    onChange([
      ...value,
      {
        key: exhibitKey(),
        exhibit_type: 'Quality',
        title: '',
        description: '',
        url: '',
        rank,
        isOld: false,
        state: 'new',
      },
    ]);
  };
  return (
    <Stack gap="md">
      {value.length === 0 && <Text c="dimmed">No attachments</Text>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={value.map((e) => e.key)} strategy={verticalListSortingStrategy}>
          <Stack gap="sm" component="ol" aria-label="Attachments" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {value.map((e) => (
              <ExhibitItem
                key={e.key}
                value={e}
                tracer={tracer}
                organizationId={organizationId}
                onChange={(p) => patch(e.key, p)}
                onRemove={() => onChange(value.filter((x) => x.key !== e.key))}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add} w="fit-content">
        Add attachment
      </Button>
    </Stack>
  );
}
