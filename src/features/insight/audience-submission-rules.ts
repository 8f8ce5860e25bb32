import type { SurveyInvitation } from '@/api/generated/portal/model';

/** The invitations the 'Audience Submission' tab lists: those the consumer answered, in the answer's order. */
export const answeredInvitations = (invitations: readonly SurveyInvitation[]): SurveyInvitation[] =>
  invitations.filter((i) => i.status === 'submitted');

/** The count above the answers: '1 submission', '10,000 submissions'. */
export function submissionCount(count: number): string {
  return count === 1 ? '1 submission' : `${count.toLocaleString('en-US')} submissions`;
}

/**
 * Up to this many answers the list is as tall as its cards, like the page around it; beyond it the cards scroll in a
 * box of their own that draws only those in view.
 */
export const AUDIENCE_WINDOW_FROM = 10;

/** The scrolling box's height once the list is windowed. */
export const AUDIENCE_BOX_HEIGHT = 'min(70vh, 880px)';
