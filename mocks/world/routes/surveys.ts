import { newId, now, type Routes } from './call';

/**
 * A product's survey questions and its offer. Where the seed is silent: questions are listed in the order they were
 * made (the oldest first, as the survey shows them, by created_on); a product has one offer, which a save creates or replaces; an
 * unknown question to update or delete is a body failure.
 */
export const surveyRoutes: Routes = {
  listSurveyQuestions: ({ world, body }) => ({
    body: {
      status: '1',
      message: 'Survey questions fetched successfully',
      data: world.surveyQuestions
        .where((q) => q.integrant_type_id === body.integrant_type_id)
        .sort((a, b) => (a.created_on ?? '').localeCompare(b.created_on ?? '')),
    },
  }),
  createSurveyQuestions: ({ world, body }) => {
    const made = body.questions.map((draft) =>
      world.surveyQuestions.put({
        id: newId(world, 'SQN'),
        integrant_type_id: body.integrant_type_id,
        question: draft.question,
        input_type: draft.input_type,
        options: draft.options ?? null,
        created_on: now(),
      }),
    );
    return { body: { status: '1', message: 'Survey questions created successfully', data: made } };
  },
  updateSurveyQuestion: ({ world, body }) => {
    const { survey_question_id: id, ...change } = body;
    const updated = world.surveyQuestions.patch(id, { ...change, options: change.options ?? null });
    return updated
      ? { body: { status: '1', message: 'Survey question updated successfully', data: updated } }
      : { status: 200, example: 'bodyFailure' };
  },
  deleteSurveyQuestion: ({ world, body }) =>
    world.surveyQuestions.remove(body.survey_question_id)
      ? {
          body: { status: '1', message: 'Survey question deleted successfully', data: { id: body.survey_question_id } },
        }
      : { status: 200, example: 'bodyFailure' },
  saveOffer: ({ world, body }) => {
    const current = world.offers.where((o) => o.integrant_type_id === body.integrant_type_id)[0];
    const offer = world.offers.put({
      id: body.id ?? current?.id ?? newId(world, 'OFR'),
      integrant_type_id: body.integrant_type_id,
      offer: body.offer,
    });
    return { body: { status: '1', message: 'Offer saved successfully', data: offer } };
  },
  listOffers: ({ world, body }) => ({
    body: {
      status: '1',
      message: 'Offers fetched successfully',
      data: world.offers.where((o) => o.integrant_type_id === body.integrant_type_id),
    },
  }),
};
