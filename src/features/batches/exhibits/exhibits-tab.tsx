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
import { useShowAppended } from '@/components/traits-editor/use-show-appended';
import { memo, useMemo, useRef } from 'react';
import { exhibitKey, moveExhibit, type ExhibitDraft } from './exhibit-rules';
import { ExhibitItem, type ExhibitActions } from './exhibit-item';
import { VirtualExhibits } from './virtual-exhibits';

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

/** Up to this many attachments are drawn whole, in the page; more in a scroll box that paints only those in view. */
export const EXHIBITS_DRAWN_WHOLE = 20;

const LIST_STYLE = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * Exhibits (attachments): add, edit, remove a new one, and drag to reorder (fixed ranks stay put). The items are
 * memoized with stable actions: a keystroke in one attachment draws that one.
 */
export const ExhibitsTab = memo(function ExhibitsTab({ value, tracer, organizationId, onChange }: ExhibitsTabProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // What an attachment was when its editing began (Cancel puts it back); kept here, not in the item, which a long
  // list unmounts when it is scrolled out of view.
  const before = useRef(new Map<string, ExhibitDraft>());
  const actions = useMemo<ExhibitActions>(() => {
    // An upload answers after the user has typed on: its patch applies to the list as it is then, not as it was.
    const patch = (key: string, p: Partial<ExhibitDraft>) =>
      onChange((list) => list.map((e) => (e.key === key ? { ...e, ...p } : e)));
    const remove = (key: string) => onChange((list) => list.filter((x) => x.key !== key));
    return {
      patch,
      remove,
      edit: (item) => {
        before.current.set(item.key, item);
        patch(item.key, { state: 'editing' });
      },
      save: (key) => {
        before.current.delete(key);
        patch(key, { state: 'saved' });
      },
      cancel: (item) => {
        if (item.state === 'new') return remove(item.key);
        const was = before.current.get(item.key);
        before.current.delete(item.key);
        patch(item.key, { ...(was ?? {}), state: 'saved' });
      },
    };
  }, [onChange]);
  const ids = useKeys(value);
  const boxed = value.length > EXHIBITS_DRAWN_WHOLE;
  const holder = useShowAppended(value, boxed);
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
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {boxed ? (
            <div ref={holder}>
              <VirtualExhibits
                items={value}
                aria-label="Attachments"
                renderItem={(e, place) => (
                  <ExhibitItem
                    key={e.key}
                    value={e}
                    tracer={tracer}
                    organizationId={organizationId}
                    actions={actions}
                    place={place}
                  />
                )}
              />
            </div>
          ) : (
            <Stack gap="sm" component="ol" aria-label="Attachments" style={LIST_STYLE}>
              {value.map((e) => (
                <ExhibitItem key={e.key} value={e} tracer={tracer} organizationId={organizationId} actions={actions} />
              ))}
            </Stack>
          )}
        </SortableContext>
      </DndContext>
      <Button variant="default" leftSection={<IconPlus size={16} />} onClick={add} w="fit-content">
        Add attachment
      </Button>
    </Stack>
  );
});

/** The items' keys, the same array while they are the same keys (the sortable context draws every item on a new one). */
function useKeys(value: readonly ExhibitDraft[]): string[] {
  const joined = value.map((e) => e.key).join('\n');
  return useMemo(() => (joined ? joined.split('\n') : []), [joined]);
}
