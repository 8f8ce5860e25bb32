import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { memo, useState } from 'react';
import type { TraitTemplate } from '@/api/generated/portal/model';
import { visibleTemplates } from './traits-rules';

interface TemplateChipsProps {
  readonly templates: readonly TraitTemplate[];
  /** Ids of the templates already added (their chips are spent). */
  readonly added: (templateId: string) => boolean;
  readonly onAdd: (template: TraitTemplate) => void;
  readonly disabled?: boolean;
}

/** Template chips: five, then '+N more'; each adds its traits once. Memoized: a keystroke in a trait does not draw them. */
export const TemplateChips = memo(function TemplateChips({ templates, added, onAdd, disabled }: TemplateChipsProps) {
  const [expanded, setExpanded] = useState(false);
  const { shown, more } = visibleTemplates(templates, expanded);
  if (templates.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={500} mb={6}>
        Templates
      </Text>
      <Group gap="xs" role="group" aria-label="Templates">
        {shown.map((template) => (
          <Button
            key={template.id}
            size="compact-sm"
            radius="xl"
            variant={added(template.id) ? 'filled' : 'default'}
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={disabled || added(template.id)}
            onClick={() => onAdd(template)}
          >
            {template.name}
          </Button>
        ))}
        {more > 0 && (
          <Button size="compact-sm" radius="xl" variant="subtle" onClick={() => setExpanded(true)}>
            +{more} more
          </Button>
        )}
      </Group>
    </div>
  );
});
