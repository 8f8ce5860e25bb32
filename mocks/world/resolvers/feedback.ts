import type { World } from '../model/world';
import { exampleData, exampleValue } from '../model/examples';
import { nextId } from '../model/table';
import type { Schemas } from '../types';
import type { Routes } from './resolver';
import { identity } from './consumers';
import { keeps, population } from './insight';

/**
 * The consumers' side of a product's survey: the submissions, the invitations and the batch feedback (consumers
 * answer and rate in the consumer app, so the portal only reads these). The rules where the contract's examples do
 * not say:
 * - Submissions are the product's, newest first, each with the questions as they were asked; the whole list is one
 *   answer (the contract has no paging: the tab shows 10 and 10 more), so its length is the survey panel's count.
 * - Feedback is listed by the product's batches: the batches the seed has feedback for, in its order, then the
 *   product's other batches, oldest first, each with its feedback (newest first) or none. A product without any
 *   feedback answers no batch at all (the tab reads 'No feedback submissions found.'). The organization sent must
 *   be the product's, else the list is empty.
 * - Invitations: one per consumer per send. The seed's sends come with the examples' invitations (a sample: Sofia
 *   Alvarez answered, James Whitfield not yet); a send made in the world invites every consumer its filters keep,
 *   each 'sent' (nobody answers through the portal), listed at once. Newest first.
 */
const said = (operationId: string, example: string) =>
  exampleValue<{ message?: string }>(operationId, example).message ?? '';

/** The product's submissions, newest first, as the contract has them. */
export function submissionsOf(world: World, productId: string): Schemas['SurveySubmission'][] {
  return world.surveySubmissions
    .where((s) => s.integrant_type_id === productId)
    .sort((a, b) => b.created_on.localeCompare(a.created_on))
    .map(({ integrant_type_id: _, ...submission }) => submission);
}

/** The product's feedback by batch ([] when it has none at all). */
export function feedbackOf(world: World, productId: string): Schemas['FeedbackBatch'][] {
  const stored = world.feedbackBatches.where((g) => g.integrant_type_id === productId);
  if (!stored.some((g) => g.feedbacks.length > 0)) return [];
  const grouped = new Set(stored.map((g) => g.id));
  const others = world.batches
    .where((b) => b.integrant_type_id === productId && !grouped.has(b.id))
    .sort((a, b) => (a.created_on ?? '').localeCompare(b.created_on ?? ''))
    .map((b) => ({ integrant_id: b.id, external_id: b.external_id ?? b.tracking_id ?? b.id, feedbacks: [] }));
  return [...stored.map(({ id: _, integrant_type_id: __, ...group }) => group), ...others];
}

let seededSends: ReadonlySet<string> | undefined;
/** The sends of the seed (their invitations are the examples'). */
const isSeeded = (audienceId: string) =>
  (seededSends ??= new Set(
    exampleData('listAudiences').flatMap((d) => (d as Schemas['Audience'][]).map((a) => a.id)),
  )).has(audienceId);

/** A send's invitations: one per consumer its filters keep (ids fixed by the send's and the consumer's number). */
function invitationsOf(audience: Schemas['Audience']): Schemas['SurveyInvitation'][] {
  const send = parseInt(audience.id.slice(3), 36) || 0;
  return population().flatMap((person, i) => {
    if (!keeps(audience.query, person)) return [];
    const { id, name } = identity(i);
    return [
      {
        id: nextId('SIV', send * 2048 + i),
        integrant_type_id: audience.integrant_type_id,
        user: { id, name },
        status: 'sent' as const,
        created_on: audience.created_on,
        submitted_on: null,
        questionAnswers: [],
      },
    ];
  });
}

/** The product's invitations, newest first. */
export function surveyInvitationsOf(world: World, productId: string): Schemas['SurveyInvitation'][] {
  const sent = world.audiences
    .where((a) => a.integrant_type_id === productId && !isSeeded(a.id))
    .flatMap(invitationsOf);
  const seeded = world.surveyInvitations.where((inv) => inv.integrant_type_id === productId);
  return [...sent, ...seeded].sort((a, b) => b.created_on.localeCompare(a.created_on));
}

export const feedbackRoutes: Routes = {
  listSurveySubmissions: ({ world, body }) => ({
    body: {
      status: '1',
      message: said('listSurveySubmissions', 'surveySubmissions'),
      data: submissionsOf(world, body.integrant_type_id),
    },
  }),
  listBatchFeedback: ({ world, body }) => {
    const product = world.products.get(body.integrant_type_id);
    const data = product && product.organization_id === body.organization_id ? feedbackOf(world, product.id) : [];
    return { body: { status: '1', message: said('listBatchFeedback', 'feedbackList'), data } };
  },
  listSurveyInvitations: ({ world, body }) => ({
    body: {
      status: '1',
      message: said('listSurveyInvitations', 'surveyInvitations'),
      data: surveyInvitationsOf(world, body.integrant_type_id),
    },
  }),
};
