import { Box } from '@mantine/core';
import { memo, useCallback } from 'react';
import type { SurveyInvitation } from '@/api/generated/portal/model';
import { VirtualList } from '@/components/virtual-list/virtual-list';
import { AudienceSubmissionCard } from './audience-submission-card';
import { AUDIENCE_BOX_HEIGHT, AUDIENCE_WINDOW_FROM } from './audience-submission-rules';

export interface AudienceSubmissionListProps {
  readonly answered: readonly SurveyInvitation[];
  /** A stable function: opening a consumer then redraws neither the list nor its cards. */
  readonly onConsumer: (userId: string) => void;
}

/** A card's height before it is measured: the consumer line and a table of three answers. */
const ESTIMATED_CARD = 230;

const keyOf = (invitation: SurveyInvitation) => invitation.id;

/**
 * The answered invitations, drawn only where they are in view: a few cards are as tall as they are; more scroll in a
 * box of their own (every one reachable by scrolling), so that thousands of answers cost a screenful.
 */
export const AudienceSubmissionList = memo(function AudienceSubmissionList({
  answered,
  onConsumer,
}: AudienceSubmissionListProps) {
  const renderItem = useCallback(
    (invitation: SurveyInvitation) => (
      // The gap between cards: the rows are placed one under another, outside any Stack.
      <Box pb="sm">
        <AudienceSubmissionCard invitation={invitation} onConsumer={onConsumer} />
      </Box>
    ),
    [onConsumer],
  );
  return (
    <VirtualList
      aria-label="Audience submissions"
      items={answered}
      getKey={keyOf}
      renderItem={renderItem}
      estimateSize={ESTIMATED_CARD}
      height={answered.length > AUDIENCE_WINDOW_FROM ? AUDIENCE_BOX_HEIGHT : 'fit-content'}
    />
  );
});
