import { exampleValues } from '@/api/generated/example-values';
import { Table } from '../table';
import type { Schemas } from '../../types';

/**
 * What consumers said about the products (they answer and rate in the consumer app, never through the portal), as
 * the contract's examples give it: the survey submissions, the feedback by batch and the seed's survey invitations.
 * A leaf module (no import of world.ts or seed.ts), so the world's seed can use it.
 */

/** A survey submission and the product it answers (the contract's record has no product: its batch has one). */
export type SubmissionRow = Schemas['SurveySubmission'] & { id: string; integrant_type_id: string };
/** A batch's feedback, by the batch's id, and the batch's product. */
export type FeedbackBatchRow = Schemas['FeedbackBatch'] & { id: string; integrant_type_id: string };

export interface SurveyVoiceCollections {
  /** The products' survey submissions (seeded from the examples; the portal never adds one). */
  surveySubmissions: Table<SubmissionRow>;
  /** The feedback on the products' batches, one row per batch (seeded from the examples). */
  feedbackBatches: Table<FeedbackBatchRow>;
  /** The survey invitations of the seed's sends (the examples'); a send made in the world lists its own (derived). */
  surveyInvitations: Table<Schemas['SurveyInvitation']>;
}

/** The `data` of each named success example of an operation (one array per example answer). */
function answers(operationId: string): unknown[][] {
  return Object.entries(exampleValues[operationId] ?? {})
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, set]) => Object.values(set.examples))
    .map((value) => (value as { data?: unknown } | null)?.data)
    .filter((data): data is unknown[] => Array.isArray(data))
    .map((data) => structuredClone(data));
}

/** The first record of each id, in the examples' order. */
function firstById<T extends { id: string }>(rows: T[]): T[] {
  const byId = new Map<string, T>();
  for (const row of rows) if (!byId.has(row.id)) byId.set(row.id, row);
  return [...byId.values()];
}

/**
 * The seed: each example answer is about one product, the product of the batches it names (an answer naming no
 * batch the world holds is left out).
 */
export function seedSurveyVoices(batches: readonly Pick<Schemas['Batch'], 'id' | 'integrant_type_id'>[]) {
  const productOf = new Map(batches.map((b) => [b.id, b.integrant_type_id]));
  const answerProduct = (ids: (string | null | undefined)[]) =>
    ids.map((id) => (id ? productOf.get(id) : undefined)).find(Boolean);

  const submissions = answers('listSurveySubmissions').flatMap((data) => {
    const rows = data as Schemas['SurveySubmission'][];
    const product = answerProduct(rows.map((s) => s.integrant?.id));
    return product ? rows.flatMap((s) => (s.id ? [{ ...s, id: s.id, integrant_type_id: product }] : [])) : [];
  });
  const feedback = answers('listBatchFeedback').flatMap((data) => {
    const groups = data as Schemas['FeedbackBatch'][];
    const product = answerProduct(groups.map((g) => g.integrant_id));
    return product
      ? groups.flatMap((g) => (g.integrant_id ? [{ ...g, id: g.integrant_id, integrant_type_id: product }] : []))
      : [];
  });
  const invitations = answers('listSurveyInvitations').flatMap((data) => data as Schemas['SurveyInvitation'][]);
  return {
    surveySubmissions: new Table(firstById(submissions)),
    feedbackBatches: new Table(firstById(feedback)),
    surveyInvitations: new Table(firstById(invitations)),
  } satisfies SurveyVoiceCollections;
}
