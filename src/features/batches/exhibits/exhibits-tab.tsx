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
import { exhibitKey, moveExhibit, type ExhibitDraft } from './exhibit-rules';
import { ExhibitItem } from './exhibit-item';

export interface ExhibitsTabProps {
  value: ExhibitDraft[];
  tracer: boolean;
  organizationId: string;
  /**
   * Each change is a function of the list as it is when React applies it, never of a list seen at an earlier
   * render: an upload's answer and a keystroke can land in the same frame, and neither may undo the other.
   */
  onChange(change: (list: ExhibitDraft[]) => ExhibitDraft[]): void;
}

/** Exhibits (attachments): add, edit, remove a new one, and drag to reorder (fixed ranks stay put). */
export function ExhibitsTab({ value, tracer, organizationId, onChange }: ExhibitsTabProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // An upload answers after the user has typed on: its patch applies to the list as it is then, not as it was.
  const patch = (key: string, p: Partial<ExhibitDraft>) =>
    onChange((list) => list.map((e) => (e.key === key ? { ...e, ...p } : e)));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange((list) =>
      moveExhibit(
        list,
        list.findIndex((e) => e.key === active.id),
        list.findIndex((e) => e.key === over.id),
      ),
    );
  };
  const add = () =>
    onChange((list) => [
      ...list,
      {
        key: exhibitKey(),
        exhibit_type: 'Quality',
        title: '',
        description: '',
        url: '',
        rank: list.filter((e) => !e.isOld).length + 1,
        isOld: false,
        state: 'new',
      },
    ]);
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
                onRemove={() => onChange((list) => list.filter((x) => x.key !== e.key))}
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
