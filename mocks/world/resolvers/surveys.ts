import type { World } from '../model/world';
import { exampleData, exampleValue } from '../model/examples';
import type { Schemas } from '../types';
import { bodyFailure, newId, notFound, now, type Call, type Routes } from './resolver';
import { feedbackOf, submissionsOf } from './feedback';

/**
 * A product's survey: its questions, its offer, the survey templates and the dashboard's survey panel (the
 * submissions, invitations and feedback are in feedback.ts). The rules where the spec is silent:
 * - Questions are listed in the order they were made (the oldest first, as the survey shows them, by created_on).
 *   Options belong to Selection only: a question of another type is kept without them, whatever was sent (a Selection
 *   question turned Text loses its options). A question of blank text is refused (body failure); so are new
 *   questions for a product the world does not hold ('Product not found'). An unknown question to update or delete
 *   is the documented 404.
 * - One offer per product. A save without an id creates the product's offer, or changes its text when it has one
 *   (the offer keeps its id); a save with an id changes that offer, which must be the product's (any other id is a
 *   body failure, and the product keeps its one offer). A product the world does not hold: 'Product not found'.
 * - A product has a survey once it has a question (written in the portal or seeded), or when the contract's examples
 *   name it a survey template (the seed's catalogue: one per product, its id the product's).
 * - Survey templates are the organization asked for's (empty: the signed-in one) products that have a survey, newest
 *   product first, each titled as the product is now: a product whose questions were just written can be sent.
 * - The survey panel lists the same products, each with its counts: its questions, its submissions and its feedback,
 *   as the lists answer them.
 */
type Question = Schemas['SurveyQuestion'];

const said = (operationId: string, example: string) =>
  exampleValue<{ message?: string }>(operationId, example).message ?? '';
const productNotFound = { ...bodyFailure, message: 'Product not found' } as const;

/** Options are kept for Selection only. */
const optionsFor = (type: Question['input_type'], options: string | null | undefined) =>
  type === 'Selection' ? (options ?? null) : null;

const questionsOf = (world: World, productId: string) =>
  world.surveyQuestions
    .where((q) => q.integrant_type_id === productId)
    .sort((a, b) => (a.created_on ?? '').localeCompare(b.created_on ?? ''));

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

function saveOffer({ world, body }: Call<'saveOffer'>) {
  if (!world.products.get(body.integrant_type_id)) return productNotFound;
  const current = world.offers.where((o) => o.integrant_type_id === body.integrant_type_id)[0];
  if (body.id && body.id !== current?.id) return bodyFailure;
  const offer = world.offers.put({
    id: current?.id ?? newId(world, 'OFR'),
    integrant_type_id: body.integrant_type_id,
    offer: body.offer,
  });
  return { body: { status: '1' as const, message: said('saveOffer', 'offerSaved'), data: offer } };
}

export const surveyRoutes: Routes = {
  listSurveyQuestions: ({ world, body }) => ({
    body: {
      status: '1',
      message: said('listSurveyQuestions', 'surveyQuestions'),
      data: questionsOf(world, body.integrant_type_id),
    },
  }),
  createSurveyQuestions: ({ world, body }) => {
    if (!world.products.get(body.integrant_type_id)) return productNotFound;
    if (body.questions.some((draft) => draft.question.trim() === '')) return bodyFailure;
    const made = body.questions.map((draft) =>
      world.surveyQuestions.put({
        id: newId(world, 'SQN'),
        integrant_type_id: body.integrant_type_id,
        question: draft.question,
        input_type: draft.input_type,
        options: optionsFor(draft.input_type, draft.options),
        created_on: now(),
      }),
    );
    return { body: { status: '1', message: said('createSurveyQuestions', 'questionsCreated'), data: made } };
  },
  updateSurveyQuestion: ({ world, body }) => {
    const { survey_question_id: id, question, input_type: type, options } = body;
    if (!world.surveyQuestions.get(id)) return notFound;
    if (question.trim() === '') return bodyFailure;
    const updated = world.surveyQuestions.patch(id, { question, input_type: type, options: optionsFor(type, options) });
    return { body: { status: '1', message: said('updateSurveyQuestion', 'questionUpdated'), data: updated! } };
  },
  deleteSurveyQuestion: ({ world, body }) =>
    world.surveyQuestions.remove(body.survey_question_id)
      ? {
          body: {
            status: '1',
            message: said('deleteSurveyQuestion', 'questionDeleted'),
            data: { id: body.survey_question_id },
          },
        }
      : notFound,
  saveOffer,
  listOffers: ({ world, body }) => ({
    body: {
      status: '1',
      message: said('listOffers', 'offerList'),
      data: world.offers.where((o) => o.integrant_type_id === body.integrant_type_id).slice(0, 1),
    },
  }),
  listSurveyTemplates: ({ world, body }) => ({
    body: {
      status: '1',
      message: said('listSurveyTemplates', 'surveyTemplates'),
      data: surveyedProducts(world, body.organization_id).map((p) => ({ id: p.id, title: p.title })),
    },
  }),
  listProductSurveys: ({ world, body }) => {
    const data = surveyedProducts(world, body.organization_id).map((product) => ({
      id: product.id,
      title: product.title,
      survey_question_count: questionsOf(world, product.id).length,
      submission_count: submissionsOf(world, product.id).length,
      feedback_count: feedbackOf(world, product.id).reduce((n, group) => n + group.feedbacks.length, 0),
    }));
    return { body: { status: '1', message: said('listProductSurveys', 'productSurveys'), data } };
  },
};
