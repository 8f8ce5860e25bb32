import { ActionIcon, Alert, Box, Button, Group, Paper, Select, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { TraitTemplate } from '@/api/generated/portal/model';
import { VirtualList } from '@/components/virtual-list/virtual-list';
import { isBlank } from '@/lib/input/text';
import { TemplateChips } from './template-chips';
import { useShowAppended } from './use-show-appended';
import {
  addTemplate,
  emptyTrait,
  INHERITED_TRAIT_TOOLTIP,
  isTraitComplete,
  TRAIT_GROUPS,
  type TraitDraft,
} from './traits-rules';

export interface TraitsEditorProps {
  readonly value: readonly TraitDraft[];
  readonly onChange: (traits: TraitDraft[]) => void;
  /** Trait templates (`product-trait`); each chip adds its traits once. */
  readonly templates?: readonly TraitTemplate[];
  /** The group select (None, Group 1 to 10): tracer only. */
  readonly withGroups: boolean;
  /** Shown above the list ('You Need Facets Filled Out.') when the owner asks for it. */
  readonly error?: string | null;
  /** Mark empty title and description fields (after a refused Next or Save). */
  readonly showMissing?: boolean;
  readonly disabled?: boolean;
}

/** Up to this many traits are drawn whole, in the page; more are drawn in a scroll box that paints only those in view. */
export const TRAITS_DRAWN_WHOLE = 20;
/** A trait row's height before it is measured (title and description side by side, and the gap below). */
const ROW_ESTIMATE = 92;
const keyOf = (trait: TraitDraft) => trait.key;
const NO_TEMPLATES: readonly TraitTemplate[] = [];

/**
 * Traits (facets) of a product or a batch: title (name) and description (value), both required,
 * an optional group (tracer), template traits, and inherited traits shown read-only. A keystroke draws the row it
 * changed: the rows are memoized and their callbacks stable.
 */
export const TraitsEditor = memo(function TraitsEditor(props: TraitsEditorProps) {
  const { value, onChange, templates = NO_TEMPLATES, withGroups, error, showMissing, disabled } = props;
  // The callbacks below read the list as last drawn, and never change: a row, the chips and the Add button are drawn
  // again only when they change.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const apply = useCallback((change: (list: readonly TraitDraft[]) => TraitDraft[]) => {
    latest.current.onChange(change(latest.current.value));
  }, []);
  const update = useCallback(
    (key: string, patch: Partial<TraitDraft>) =>
      apply((list) => list.map((t) => (t.key === key ? { ...t, ...patch } : t))),
    [apply],
  );
  const remove = useCallback((key: string) => apply((list) => list.filter((t) => t.key !== key)), [apply]);
  const add = useCallback(() => apply((list) => [...list, emptyTrait()]), [apply]);
  const addFrom = useCallback((template: TraitTemplate) => apply((list) => addTemplate(list, template)), [apply]);
  const addedIds = value
    .map((t) => t.templateId)
    .filter(Boolean)
    .join('\n');
  const boxed = value.length > TRAITS_DRAWN_WHOLE;
  const holder = useShowAppended(value, boxed);
  const added = useMemo(() => {
    const ids = new Set(addedIds.split('\n'));
    return (templateId: string) => ids.has(templateId);
  }, [addedIds]);
  const row = (trait: TraitDraft, index: number, spaced = false) => (
    <TraitRow
      key={trait.key}
      trait={trait}
      index={index}
      withGroups={withGroups}
      showMissing={Boolean(showMissing) && !isTraitComplete(trait)}
      disabled={disabled}
      spaced={spaced}
      onChange={update}
      onRemove={remove}
    />
  );
  return (
    <Stack gap="md">
      <TemplateChips templates={templates} added={added} onAdd={addFrom} disabled={disabled} />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {boxed ? (
        <div ref={holder}>
          <VirtualList
            items={value}
            getKey={keyOf}
            renderItem={(trait, index) => row(trait, index, true)}
            estimateSize={ROW_ESTIMATE}
            height="min(70vh, 720px)"
            aria-label="Traits"
          />
        </div>
      ) : (
        value.map((trait, index) => row(trait, index))
      )}
      <AddTrait onAdd={add} disabled={disabled} />
    </Stack>
  );
});

const AddTrait = memo(function AddTrait({ onAdd, disabled }: { onAdd: () => void; disabled: boolean | undefined }) {
  return (
    <Group>
      <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} disabled={disabled}>
        Add trait
      </Button>
    </Group>
  );
});

interface TraitRowProps {
  readonly trait: TraitDraft;
  readonly index: number;
  readonly withGroups: boolean;
  readonly showMissing: boolean;
  readonly disabled?: boolean | undefined;
  /** In the virtual list: the gap below the row is its own (the rows are placed one under the other). */
  readonly spaced: boolean;
  readonly onChange: (key: string, patch: Partial<TraitDraft>) => void;
  readonly onRemove: (key: string) => void;
}

const TraitRow = memo(function TraitRow(props: TraitRowProps) {
  const { trait, index, withGroups, showMissing, disabled } = props;
  const onChange = (patch: Partial<TraitDraft>) => props.onChange(trait.key, patch);
  const locked = Boolean(trait.isOld) || Boolean(disabled);
  const n = index + 1;
  const row = (
    <Paper withBorder p="sm" radius="md" aria-label={`Trait ${n}`} component="fieldset" m={0}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={`Trait ${n} title`}
          required
          readOnly={locked}
          value={trait.title}
          onChange={(e) => onChange({ title: e.currentTarget.value })}
          error={showMissing && isBlank(trait.title) ? 'Required' : null}
          style={{ flex: '1 1 180px' }}
        />
        <TextInput
          label={`Trait ${n} description`}
          required
          readOnly={locked}
          value={trait.description}
          onChange={(e) => onChange({ description: e.currentTarget.value })}
          error={showMissing && isBlank(trait.description) ? 'Required' : null}
          style={{ flex: '2 1 220px' }}
        />
        {withGroups && (
          <Select
            label={`Trait ${n} group`}
            data={TRAIT_GROUPS}
            readOnly={locked}
            allowDeselect={false}
            value={trait.group_id ? String(trait.group_id) : ''}
            onChange={(v) => onChange({ group_id: v ? Number(v) : null })}
            w={130}
          />
        )}
        {trait.isOld ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={26}
            aria-label={INHERITED_TRAIT_TOOLTIP}
            component="span"
            role="img"
          >
            <IconLock size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            onClick={() => props.onRemove(trait.key)}
            disabled={disabled}
            aria-label={`Remove trait ${n}`}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
  const shown = trait.isOld ? (
    <Tooltip label={INHERITED_TRAIT_TOOLTIP} withArrow>
      {row}
    </Tooltip>
  ) : (
    row
  );
  return props.spaced ? <Box pb="md">{shown}</Box> : shown;
});
