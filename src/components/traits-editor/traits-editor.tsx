import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TraitTemplate } from '@/api/generated/portal/model';
import { isBlank } from '@/lib/input/text';
import { TemplateChips } from './template-chips';
import {
  addTemplate,
  emptyTrait,
  hasTemplate,
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

/**
 * Traits (facets) of a product or a batch: title (name) and description (value), both required,
 * an optional group (tracer), template traits, and inherited traits shown read-only.
 */
export function TraitsEditor(props: TraitsEditorProps) {
  const { value, onChange, templates = [], withGroups, error, showMissing, disabled } = props;
  const update = (key: string, patch: Partial<TraitDraft>) =>
    onChange(value.map((t) => (t.key === key ? { ...t, ...patch } : t)));
  return (
    <Stack gap="md">
      <TemplateChips
        templates={templates}
        added={(id) => hasTemplate(value, id)}
        onAdd={(template) => onChange(addTemplate(value, template))}
        disabled={disabled}
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {value.map((trait, index) => (
        <TraitRow
          key={trait.key}
          trait={trait}
          index={index}
          withGroups={withGroups}
          showMissing={Boolean(showMissing) && !isTraitComplete(trait)}
          disabled={disabled}
          onChange={(patch) => update(trait.key, patch)}
          onRemove={() => onChange(value.filter((t) => t.key !== trait.key))}
        />
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...value, emptyTrait()])}
          disabled={disabled}
        >
          Add trait
        </Button>
      </Group>
    </Stack>
  );
}

interface TraitRowProps {
  readonly trait: TraitDraft;
  readonly index: number;
  readonly withGroups: boolean;
  readonly showMissing: boolean;
  readonly disabled?: boolean | undefined;
  readonly onChange: (patch: Partial<TraitDraft>) => void;
  readonly onRemove: () => void;
}

function TraitRow({ trait, index, withGroups, showMissing, disabled, onChange, onRemove }: TraitRowProps) {
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
            onClick={onRemove}
            disabled={disabled}
            aria-label={`Remove trait ${n}`}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
  return trait.isOld ? (
    <Tooltip label={INHERITED_TRAIT_TOOLTIP} withArrow>
      {row}
    </Tooltip>
  ) : (
    row
  );
}
