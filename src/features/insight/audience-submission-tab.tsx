import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { getListSurveyInvitationsQueryOptions } from '@/api/generated/portal/hooks/survey/survey';
import { LoadFailure } from '@/components/feedback/load-failure';
import { AudienceSubmissionList } from './audience-submission-list';
import { answeredInvitations, submissionCount } from './audience-submission-rules';
import { ConsumerDrawer } from './consumer-drawer';
import { INSIGHT_MESSAGES } from './insight-messages';

/**
 * 'Audience Submission': the invited consumers who answered, with their answers and how many they are; a name opens
 * the drawer. The drawer's state lives here, beside the memoized list, so that opening it redraws no card.
 */
export function AudienceSubmissionTab({ productId }: { productId: string }) {
  const invitations = useQuery(getListSurveyInvitationsQueryOptions({ integrant_type_id: productId }));
  const [consumer, setConsumer] = useState<string | null>(null);
  const all = invitations.data?.data;
  const answered = useMemo(() => (all ? answeredInvitations(all) : []), [all]);
  if (invitations.isError) return <LoadFailure error={invitations.error} onRetry={() => invitations.refetch()} />;
  if (!invitations.data) return <Text c="dimmed">Loading… Please Wait</Text>;
  if (answered.length === 0) return <Text c="dimmed">{INSIGHT_MESSAGES.noUserSubmission}</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" data-testid="audience-submission-count">
        {submissionCount(answered.length)}
      </Text>
      <AudienceSubmissionList answered={answered} onConsumer={setConsumer} />
      <ConsumerDrawer userId={consumer} onClose={() => setConsumer(null)} />
    </Stack>
  );
}
