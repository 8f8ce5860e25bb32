import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getListSurveyInvitationsQueryOptions } from '@/api/generated/portal/hooks/survey/survey';
import { LoadFailure } from '@/components/feedback/load-failure';
import { AnswersTable } from './answers-table';
import { ConsumerDrawer } from './consumer-drawer';
import { formatDateTime } from './date-time';
import { Field } from './field';
import { INSIGHT_MESSAGES } from './insight-messages';

/** 'Audience Submission': the invited consumers who answered, with their answers; a name opens the drawer. */
export function AudienceSubmissionTab({ productId }: { productId: string }) {
  const invitations = useQuery(getListSurveyInvitationsQueryOptions({ integrant_type_id: productId }));
  const [consumer, setConsumer] = useState<string | null>(null);
  if (invitations.isError) return <LoadFailure error={invitations.error} onRetry={() => invitations.refetch()} />;
  if (!invitations.data) return <Text c="dimmed">Loading… Please Wait</Text>;
  const answered = invitations.data.data.filter((i) => i.status === 'submitted');
  if (answered.length === 0) return <Text c="dimmed">{INSIGHT_MESSAGES.noUserSubmission}</Text>;
  return (
    <Stack gap="sm">
      {answered.map((inv) => (
        <Card key={inv.id} withBorder radius="md" data-testid="audience-submission">
          <Stack gap="xs">
            <Group gap="lg" wrap="wrap">
              <Field label="User">
                {inv.user ? (
                  <Anchor component="button" type="button" onClick={() => setConsumer(inv.user!.id)}>
                    {inv.user.name}
                  </Anchor>
                ) : (
                  INSIGHT_MESSAGES.anonymous
                )}
              </Field>
              <Field label="Submitted on">
                {inv.submitted_on ? formatDateTime(inv.submitted_on) : INSIGHT_MESSAGES.missing}
              </Field>
            </Group>
            <AnswersTable answers={inv.questionAnswers ?? []} />
          </Stack>
        </Card>
      ))}
      <ConsumerDrawer userId={consumer} onClose={() => setConsumer(null)} />
    </Stack>
  );
}
