import { Badge, Button, CloseButton, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { InputType } from '@/api/generated/portal/model';
import { isBlank } from '@/lib/input/text';
import { addOption, INPUT_TYPES, type QuestionDraft } from './insight-rules';

export interface QuestionEditorProps {
  readonly value: QuestionDraft;
  readonly onChange: (next: QuestionDraft) => void;
  /**
   * The row's name ('Question 2', 'New question 1'): the question's own label. The other fields show a short label
   * ('Type', 'Option') and carry the row's name for assistive technology ('Type of question 2'), so each is unique.
   */
  readonly label: string;
  /** The row's own buttons (Remove, Update, Cancel). */
  readonly actions?: ReactNode;
}

/** One question being written: the text, the type, and for Selection the options added one by one as chips. */
export function QuestionEditor({ value, onChange, label, actions }: QuestionEditorProps) {
  const [typed, setTyped] = useState('');
  const row = label.charAt(0).toLowerCase() + label.slice(1);
  const add = () => {
    onChange({ ...value, options: addOption(value.options, typed) });
    setTyped('');
  };
  return (
    <Stack gap="xs" data-testid="question-editor">
      <Textarea
        label={label}
        placeholder="Write the question"
        rows={2}
        maxLength={500}
        value={value.question}
        onChange={(e) => onChange({ ...value, question: e.currentTarget.value })}
      />
      <Select
        label="Type"
        aria-label={`Type of ${row}`}
        placeholder="Choose a type"
        data={INPUT_TYPES as string[]}
        value={value.input_type}
        onChange={(type) => onChange({ ...value, input_type: (type as InputType | null) ?? null })}
        allowDeselect={false}
        maw={260}
      />
      {value.input_type === 'Selection' ? (
        <Stack gap={6}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="Option"
              aria-label={`Option for ${row}`}
              placeholder="Type an option"
              value={typed}
              maxLength={200}
              onChange={(e) => setTyped(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
              style={{ flex: 1 }}
            />
            <Button variant="light" onClick={add} disabled={isBlank(typed)} aria-label={`Add option to ${row}`}>
              Add option
            </Button>
          </Group>
          <Group gap={6} aria-label={`Options of ${row}`} role="list">
            {value.options.map((option) => (
              <Badge
                key={option}
                role="listitem"
                variant="default"
                tt="none"
                size="lg"
                pr={4}
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={`Remove option ${option} from ${row}`}
                    onClick={() => onChange({ ...value, options: value.options.filter((o) => o !== option) })}
                  />
                }
              >
                {option}
              </Badge>
            ))}
          </Group>
        </Stack>
      ) : null}
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Stack>
  );
}
