import { describe, expect, it } from 'vitest';
import type { SurveyInvitation } from '@/api/generated/portal/model';
import { answeredInvitations, submissionCount } from '@/features/insight/audience-submission-rules';

const invitation = (id: string, status: SurveyInvitation['status']): SurveyInvitation => ({
  id,
  user: { id: `U${id}`, name: `Consumer ${id}` },
  status,
  created_on: '2026-11-03T17:00:00.000Z',
});

describe('the audience submission rules', () => {
  it('lists the answered invitations only, in the order of the answer', () => {
    const all = [invitation('1', 'submitted'), invitation('2', 'sent'), invitation('3', 'submitted')];
    expect(answeredInvitations(all).map((i) => i.id)).toEqual(['1', '3']);
    expect(answeredInvitations([])).toEqual([]);
  });

  it('counts the submissions in words, with thousands separated', () => {
    expect(submissionCount(1)).toBe('1 submission');
    expect(submissionCount(2)).toBe('2 submissions');
    expect(submissionCount(10_000)).toBe('10,000 submissions');
  });
});
