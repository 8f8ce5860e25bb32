import type { World } from '../world';
import { exampleData } from '../examples';
import type { RequestBody, Schemas } from '../../types';
import { newId, now } from '../ids';
import { feedbackOf, submissionsOf } from './survey-voices';

/** A product's survey: its questions, its offer, the templates and the survey panel (docs/world/survey.md). */
type Question = Schemas['SurveyQuestion'];

/**
 * Why a write is refused: its message in the server's voice ('Product not found'), or undefined for the generic
 * body failure.
 */
export interface Refused {
  readonly refused: string | undefined;
}
const productNotFound: Refused = { refused: 'Product not found' };
const refused: Refused = { refused: undefined };

/** Options are kept for Selection only. */
const optionsFor = (type: Question['input_type'], options: string | null | undefined) =>
  type === 'Selection' ? (options ?? null) : null;

/** The product's questions, the oldest first. */
export const questionsOf = (world: World, productId: string): Question[] =>
  world.surveyQuestions
    .where((q) => q.integrant_type_id === productId)
    .sort((a, b) => (a.created_on ?? '').localeCompare(b.created_on ?? ''));

/** New questions for a product, as they were sent (none of blank text). */
export function createQuestions(world: World, body: RequestBody<'createSurveyQuestions'>): Question[] | Refused {
  if (!world.products.get(body.integrant_type_id)) return productNotFound;
  if (body.questions.some((draft) => draft.question.trim() === '')) return refused;
  return body.questions.map((draft) =>
    world.surveyQuestions.put({
      id: newId(world, 'SQN'),
      integrant_type_id: body.integrant_type_id,
      question: draft.question,
      input_type: draft.input_type,
      options: optionsFor(draft.input_type, draft.options),
      created_on: now(),
    }),
  );
}

/** A question changed as it was sent; undefined when the world has no such question. */
export function updateQuestion(
  world: World,
  body: RequestBody<'updateSurveyQuestion'>,
): Question | Refused | undefined {
  const { survey_question_id: id, question, input_type: type, options } = body;
  if (!world.surveyQuestions.get(id)) return undefined;
  if (question.trim() === '') return refused;
  return world.surveyQuestions.patch(id, { question, input_type: type, options: optionsFor(type, options) });
}

/** The product's one offer, created or its text changed. */
export function saveOffer(world: World, body: RequestBody<'saveOffer'>): Schemas['Offer'] | Refused {
  if (!world.products.get(body.integrant_type_id)) return productNotFound;
  const current = offersOf(world, body.integrant_type_id)[0];
  if (body.id && body.id !== current?.id) return refused;
  return world.offers.put({
    id: current?.id ?? newId(world, 'OFR'),
    integrant_type_id: body.integrant_type_id,
    offer: body.offer,
  });
}

/** The product's offer (one at most). */
export const offersOf = (world: World, productId: string): Schemas['Offer'][] =>
  world.offers.where((o) => o.integrant_type_id === productId).slice(0, 1);

let catalogue: readonly Schemas['SurveyTemplate'][] | undefined;
/** The survey templates of the contract's examples, each once. */
function templates(): readonly Schemas['SurveyTemplate'][] {
  catalogue ??= [
    ...new Map(
      exampleData('listSurveyTemplates')
        .flatMap((data) => data as Schemas['SurveyTemplate'][])
        .map((t) => [t.id, { id: t.id, title: t.title }]),
    ).values(),
  ];
  return catalogue;
}

const ofOrganization = (world: World, organizationId: string | undefined) => {
  const id = organizationId || world.organizationId;
  return (productId: string) => world.products.get(productId)?.organization_id === id;
};

/** The organization's products that have a survey (a question, or a template of the seed's catalogue). */
function surveyedProducts(world: World, organizationId: string | undefined) {
  const mine = ofOrganization(world, organizationId);
  const inCatalogue = new Set(templates().map((t) => t.id));
  return world.products
    .where((p) => mine(p.id))
    .filter((p) => inCatalogue.has(p.id) || questionsOf(world, p.id).length > 0);
}

/** The survey templates of an organization (empty: the signed-in one), each titled as its product is now. */
export const surveyTemplatesOf = (world: World, organizationId: string | undefined): Schemas['SurveyTemplate'][] =>
  surveyedProducts(world, organizationId).map((p) => ({ id: p.id, title: p.title }));

/** The survey panel: the same products, each with its counts as the lists answer them. */
export const productSurveysOf = (world: World, organizationId: string | undefined) =>
  surveyedProducts(world, organizationId).map((product) => ({
    id: product.id,
    title: product.title,
    survey_question_count: questionsOf(world, product.id).length,
    submission_count: submissionsOf(world, product.id).length,
    feedback_count: feedbackOf(world, product.id).reduce((n, group) => n + group.feedbacks.length, 0),
  }));
