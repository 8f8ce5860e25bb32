import { Card, Group, Stack } from '@mantine/core';
import { memo } from 'react';
import type { SurveyInvitation } from '@/api/generated/portal/model';
import { AnswersTable } from './answers-table';
import { formatDateTime } from './date-time';
import { Field, UserField } from './field';
import { INSIGHT_MESSAGES } from './insight-messages';

export interface AudienceSubmissionCardProps {
  readonly invitation: SurveyInvitation;
  /** A stable function (a state setter): the card is memoized and redraws only when its invitation changes. */
  readonly onConsumer: (userId: string) => void;
}

/** One answered invitation: the consumer (a name opens the drawer), when they answered, and their answers. */
export const AudienceSubmissionCard = memo(function AudienceSubmissionCard({
  invitation,
  onConsumer,
}: AudienceSubmissionCardProps) {
  const { user } = invitation;
  return (
    <Card withBorder radius="md" data-testid="audience-submission">
      <Stack gap="xs">
        <Group gap="lg" wrap="wrap">
          <UserField user={user} onConsumer={onConsumer} />
          <Field label="Submitted on">
            {invitation.submitted_on ? formatDateTime(invitation.submitted_on) : INSIGHT_MESSAGES.missing}
          </Field>
        </Group>
        <AnswersTable answers={invitation.questionAnswers ?? NO_ANSWERS} />
      </Stack>
    </Card>
  );
});

const NO_ANSWERS: readonly [] = [];
