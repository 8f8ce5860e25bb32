import type { World } from '../world';
import { exampleData } from '../examples';
import { nextId } from '../table';
import type { Schemas } from '../../types';
import { identity } from './survey-consumers';
import { keeps, population } from './survey-audience';

/**
 * The consumers' side of a product's survey: its submissions, its feedback by batch and its invitations
 * (docs/world/survey.md, "Submissions and feedback", "Invitations and consumers").
 */

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

/** The product's batch feedback, when the organization sent is the product's ([] otherwise). */
export function batchFeedbackOf(world: World, productId: string, organizationId: string): Schemas['FeedbackBatch'][] {
  const product = world.products.get(productId);
  return product && product.organization_id === organizationId ? feedbackOf(world, product.id) : [];
}

/** The product's invitations, newest first. */
export function surveyInvitationsOf(world: World, productId: string): Schemas['SurveyInvitation'][] {
  const sent = world.audiences
    .where((a) => a.integrant_type_id === productId && !isSeeded(a.id))
    .flatMap(invitationsOf);
  const seeded = world.surveyInvitations.where((inv) => inv.integrant_type_id === productId);
  return [...sent, ...seeded].sort((a, b) => b.created_on.localeCompare(a.created_on));
}
