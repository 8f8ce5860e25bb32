import { Anchor, Box, Card, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getListBatchFeedbackQueryOptions } from '@/api/generated/portal/hooks/survey/survey';
import type { Feedback } from '@/api/generated/portal/model';
import { LoadFailure } from '@/components/feedback/load-failure';
import { useSession } from '@/session/session-context';
import { ConsumerDrawer } from './consumer-drawer';
import { Field } from './field';
import { INSIGHT_MESSAGES } from './insight-messages';

/** The Batch Feedback tab: feedback grouped by batch, each with its consumer (Anonymous when none) and 1 to 5 stars. */
export function BatchFeedbackTab({ productId }: { productId: string }) {
  const { individual } = useSession();
  const feedback = useQuery(
    getListBatchFeedbackQueryOptions({
      organization_id: individual?.organization_id ?? '',
      integrant_type_id: productId,
    }),
  );
  const [consumer, setConsumer] = useState<string | null>(null);
  if (feedback.isError) return <LoadFailure error={feedback.error} onRetry={() => feedback.refetch()} />;
  if (!feedback.data) return <Text c="dimmed">Loading… Please Wait</Text>;
  const batches = feedback.data.data;
  if (batches.length === 0) return <Text c="dimmed">{INSIGHT_MESSAGES.noFeedback}</Text>;
  return (
    <Stack gap="lg">
      {batches.map((batch) => (
        <Stack key={batch.integrant_id ?? batch.external_id} gap="sm" data-testid="feedback-batch">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            Batch {batch.external_id}
          </Title>
          {batch.feedbacks.length === 0 ? (
            <Text c="dimmed">{INSIGHT_MESSAGES.noBatchFeedback(batch.external_id)}</Text>
          ) : (
            batch.feedbacks.map((f, i) => <FeedbackCard key={f.id ?? i} feedback={f} onConsumer={setConsumer} />)
          )}
        </Stack>
      ))}
      <ConsumerDrawer userId={consumer} onClose={() => setConsumer(null)} />
    </Stack>
  );
}

function FeedbackCard({ feedback, onConsumer }: { feedback: Feedback; onConsumer: (userId: string) => void }) {
  const { user, user_id: userId } = feedback;
  return (
    <Card withBorder radius="md" data-testid="feedback">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Field label="User">
            {user && userId ? (
              <Anchor component="button" type="button" onClick={() => onConsumer(userId)}>
                {user.name}
              </Anchor>
            ) : (
              (user?.name ?? INSIGHT_MESSAGES.anonymous)
            )}
          </Field>
          <Box role="img" aria-label={`Rated ${feedback.rating} of 5 stars`}>
            <Rating value={feedback.rating} readOnly />
          </Box>
        </Group>
        <Field label="Bought">{feedback.product_buying_info || INSIGHT_MESSAGES.missing}</Field>
        <Text style={{ overflowWrap: 'anywhere' }}>{feedback.message}</Text>
      </Stack>
    </Card>
  );
}
