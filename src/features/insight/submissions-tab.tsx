import { Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { getListSurveySubmissionsQueryOptions } from '@/api/generated/portal/hooks/survey/survey';
import type { SurveySubmission } from '@/api/generated/portal/model';
import { LoadFailure } from '@/components/feedback/load-failure';
import { LoadMore } from '@/components/infinite/load-more';
import { AnswersTable } from './answers-table';
import { ConsumerDrawer } from './consumer-drawer';
import { formatDateTime } from './date-time';
import { Field, UserField } from './field';
import { INSIGHT_MESSAGES } from './insight-messages';
import { SUBMISSIONS_STEP } from './insight-rules';

/** The Survey Submissions tab: each submission's time, consumer, batch, offer and answers; the consumer opens the drawer. */
export function SubmissionsTab({ productId }: { productId: string }) {
  const submissions = useQuery(getListSurveySubmissionsQueryOptions({ integrant_type_id: productId }));
  const [shown, setShown] = useState(SUBMISSIONS_STEP);
  const [consumer, setConsumer] = useState<string | null>(null);
  if (submissions.isError) return <LoadFailure error={submissions.error} onRetry={() => submissions.refetch()} />;
  if (!submissions.data) return <Text c="dimmed">Loading… Please Wait</Text>;
  const all = submissions.data.data;
  if (all.length === 0) return <Text c="dimmed">{INSIGHT_MESSAGES.noSubmissions}</Text>;
  return (
    <Stack gap="sm">
      {all.slice(0, shown).map((s, i) => (
        <SubmissionCard key={s.id ?? `${s.created_on}-${i}`} submission={s} onConsumer={setConsumer} />
      ))}
      <LoadMore
        hasMore={shown < all.length}
        loading={false}
        onMore={() => setShown((n) => n + SUBMISSIONS_STEP)}
        label="Show 10 more submissions"
      />
      <ConsumerDrawer userId={consumer} onClose={() => setConsumer(null)} />
    </Stack>
  );
}

/** Memoized, with a stable `onConsumer` (a state setter): opening a consumer or showing 10 more redraws no shown card. */
const SubmissionCard = memo(function SubmissionCard({
  submission,
  onConsumer,
}: {
  submission: SurveySubmission;
  onConsumer: (userId: string) => void;
}) {
  const { user } = submission;
  return (
    <Card withBorder radius="md" data-testid="survey-submission">
      <Stack gap="xs">
        <Group gap="lg" wrap="wrap">
          <Field label="Submitted on">{formatDateTime(submission.created_on)}</Field>
          <UserField user={user} onConsumer={onConsumer} />
          <Field label="Batch">{submission.integrant?.external_id ?? INSIGHT_MESSAGES.missing}</Field>
          <Field label="Offer">{submission.offer || INSIGHT_MESSAGES.missing}</Field>
        </Group>
        <AnswersTable answers={submission.questionAnswers} />
      </Stack>
    </Card>
  );
});
