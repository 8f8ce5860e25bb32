import { ActionIcon, Badge, Button, Card, Group, Pill, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cleanText } from '@/lib/input/text';
import {
  getListSurveyQuestionsQueryKey,
  getListSurveyQuestionsQueryOptions,
  useCreateSurveyQuestions,
  useDeleteSurveyQuestion,
  useUpdateSurveyQuestion,
} from '@/api/generated/portal/hooks/survey/survey';
import type { SurveyQuestion } from '@/api/generated/portal/model';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { LoadFailure } from '@/components/feedback/load-failure';
import { notifySuccess } from '@/components/feedback/notify';
import { ActionButton } from '@/components/form/action-button';
import { INSIGHT_MESSAGES } from './insight-messages';
import { canSaveRows, isCompleteRow, optionsText, parseOptions, type QuestionDraft } from './insight-rules';
import { QuestionEditor } from './question-editor';

let nextKey = 0;
const newRow = (): QuestionDraft => ({ key: `new-${(nextKey += 1)}`, question: '', input_type: null, options: [] });
const asDraft = (q: SurveyQuestion): QuestionDraft => ({
  key: q.id,
  question: q.question,
  input_type: q.input_type,
  options: parseOptions(q.options),
});
const toBody = (row: QuestionDraft) => ({
  question: cleanText(row.question),
  input_type: row.input_type!,
  options: optionsText(row.input_type, row.options),
});

/** The Survey tab: the product's questions, new rows saved together, edit in place and delete after a confirmation. */
export function SurveyTab({ productId }: { productId: string }) {
  const queryClient = useQueryClient();
  const query = { integrant_type_id: productId };
  const questions = useQuery(getListSurveyQuestionsQueryOptions(query));
  const refetch = () => queryClient.invalidateQueries({ queryKey: getListSurveyQuestionsQueryKey(query) });
  const [rows, setRows] = useState<QuestionDraft[]>([]);
  const [editing, setEditing] = useState<QuestionDraft | null>(null);
  const [deleting, setDeleting] = useState<SurveyQuestion | null>(null);
  const create = useCreateSurveyQuestions();
  const update = useUpdateSurveyQuestion();
  const remove = useDeleteSurveyQuestion();

  const save = async () => {
    if (!canSaveRows(rows)) return;
    await create.mutateAsync({ data: { integrant_type_id: productId, questions: rows.map(toBody) } });
    notifySuccess(INSIGHT_MESSAGES.questionsSaved);
    setRows([]);
    await refetch();
  };
  const saveEdit = async () => {
    if (!editing || !isCompleteRow(editing)) return;
    await update.mutateAsync({ data: { survey_question_id: editing.key, ...toBody(editing) } });
    notifySuccess(INSIGHT_MESSAGES.questionUpdated);
    setEditing(null);
    await refetch();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ data: { survey_question_id: deleting.id } });
      notifySuccess(INSIGHT_MESSAGES.questionDeleted);
      await refetch();
    } finally {
      setDeleting(null);
    }
  };

  if (questions.isError) return <LoadFailure error={questions.error} onRetry={() => questions.refetch()} />;
  const list = questions.data?.data ?? [];
  return (
    <Stack gap="md">
      {questions.isPending ? (
        <Text c="dimmed">Loading… Please Wait</Text>
      ) : list.length === 0 && rows.length === 0 ? (
        <Text c="dimmed">{INSIGHT_MESSAGES.noQuestions}</Text>
      ) : null}
      {list.map((q, i) =>
        editing?.key === q.id ? (
          <Card key={q.id} withBorder radius="md">
            <QuestionEditor
              label={`Question ${i + 1}`}
              value={editing}
              onChange={setEditing}
              actions={
                <>
                  {isCompleteRow(editing) ? (
                    <ActionButton onClick={() => saveEdit().catch(() => undefined)}>Update</ActionButton>
                  ) : null}
                  <Button variant="default" onClick={() => setEditing(null)}>
                    Cancel
                  </Button>
                </>
              }
            />
          </Card>
        ) : (
          <Card key={q.id} withBorder radius="md" data-testid="survey-question">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={6} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {i + 1}. {q.question}
                </Text>
                <Group gap="xs">
                  <Badge variant="default">{q.input_type}</Badge>
                  {q.input_type === 'Selection' ? (
                    <Pill.Group>
                      {parseOptions(q.options).map((o) => (
                        <Pill key={o}>{o}</Pill>
                      ))}
                    </Pill.Group>
                  ) : null}
                </Group>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit question ${i + 1}`}
                  onClick={() => setEditing(asDraft(q))}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete question ${i + 1}`}
                  onClick={() => setDeleting(q)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          </Card>
        ),
      )}
      {rows.map((row, i) => (
        <Card key={row.key} withBorder radius="md" bg="gray.0">
          <QuestionEditor
            label={`New question ${i + 1}`}
            value={row}
            onChange={(next) => setRows((all) => all.map((r) => (r.key === row.key ? next : r)))}
            actions={
              <Button
                variant="subtle"
                color="red"
                onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                aria-label={`Remove new question ${i + 1}`}
              >
                Remove
              </Button>
            }
          />
        </Card>
      ))}
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setRows((all) => [...all, newRow()])}
        >
          Add Question
        </Button>
        {rows.length > 0 ? (
          <ActionButton onClick={() => save().catch(() => undefined)} disabled={!canSaveRows(rows)}>
            Save
          </ActionButton>
        ) : null}
      </Group>
      <ConfirmDialog
        opened={deleting !== null}
        message={INSIGHT_MESSAGES.confirmDelete}
        danger
        onConfirm={() => confirmDelete().catch(() => undefined)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
