import { Card, Pill, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  getListSurveyQuestionsQueryOptions,
  getListSurveyTemplatesQueryOptions,
} from '@/api/generated/portal/hooks/survey/survey';
import { LoadFailure } from '@/components/feedback/load-failure';
import { useSession } from '@/session/session-context';
import { INSIGHT_MESSAGES } from './insight-messages';
import { parseOptions } from './insight-rules';

export interface SurveyChoiceStepProps {
  readonly templateId: string | null;
  readonly onChoose: (templateId: string) => void;
  /** Shown when Next was pressed without a survey. */
  readonly error: string | null;
}

/** Step 1: the survey to send, and its questions. */
export function SurveyChoiceStep({ templateId, onChoose, error }: SurveyChoiceStepProps) {
  const { individual } = useSession();
  const templates = useQuery(
    getListSurveyTemplatesQueryOptions({ organization_id: individual?.organization_id ?? '' }),
  );
  if (templates.isError) return <LoadFailure error={templates.error} onRetry={() => templates.refetch()} />;
  if (!templates.data) return <Text c="dimmed">Loading… Please Wait</Text>;
  if (templates.data.data.length === 0) return <Text c="dimmed">{INSIGHT_MESSAGES.noSurveys}</Text>;
  return (
    <Stack gap="md">
      <Radio.Group label="Survey" withAsterisk value={templateId} onChange={onChoose} error={error}>
        <Stack gap="xs" mt="xs">
          {templates.data.data.map((t) => (
            <Radio key={t.id} value={t.id} label={t.title} />
          ))}
        </Stack>
      </Radio.Group>
      {templateId ? <SurveyPreview templateId={templateId} /> : null}
    </Stack>
  );
}

function SurveyPreview({ templateId }: { templateId: string }) {
  const questions = useQuery(getListSurveyQuestionsQueryOptions({ integrant_type_id: templateId }));
  if (!questions.data) return null;
  const list = questions.data.data;
  return (
    <Card withBorder radius="md" bg="gray.0">
      <Stack gap="xs">
        <Text fw={600}>Questions</Text>
        {list.length === 0 ? <Text c="dimmed">{INSIGHT_MESSAGES.noQuestions}</Text> : null}
        {list.map((q, i) => (
          <Stack key={q.id} gap={4}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {i + 1}. {q.question}{' '}
              <Text span c="dimmed" size="sm">
                ({q.input_type})
              </Text>
            </Text>
            {q.input_type === 'Selection' ? (
              <Pill.Group>
                {parseOptions(q.options).map((o) => (
                  <Pill key={o}>{o}</Pill>
                ))}
              </Pill.Group>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
