import { said } from '../model/examples';
import {
  createQuestions,
  offersOf,
  productSurveysOf,
  questionsOf,
  saveOffer,
  surveyTemplatesOf,
  updateQuestion,
} from '../model/rules/survey';
import { audiencesOf, CONSUMER_COUNT, countAudience, sendSurvey } from '../model/rules/survey-audience';
import { indexOf, profileOf } from '../model/rules/survey-consumers';
import { mailSurveyInvitations } from '../model/rules/survey-mail';
import { batchFeedbackOf, submissionsOf, surveyInvitationsOf } from '../model/rules/survey-voices';
import { bodyFailure, notFound, type Resolvers } from './resolver';

/**
 * A product's survey: its questions, offer, templates and panel, and the consumers' side: submissions, feedback,
 * audiences, invitations and profiles (tag `survey`). Rules: docs/world/survey.md.
 */
export const resolvers: Resolvers = {
  listSurveyQuestions: {
    reads: ['surveyQuestions'],
    writes: [],
    answer: ({ world, body }) => ({
      body: {
        status: '1',
        message: said('listSurveyQuestions', 'surveyQuestions'),
        data: questionsOf(world, body.integrant_type_id),
      },
    }),
  },
  createSurveyQuestions: {
    reads: ['products'],
    writes: ['surveyQuestions'],
    answer: ({ world, body }) => {
      const made = createQuestions(world, body);
      if ('refused' in made) return { ...bodyFailure, message: made.refused };
      return { body: { status: '1', message: said('createSurveyQuestions', 'questionsCreated'), data: made } };
    },
  },
  updateSurveyQuestion: {
    reads: [],
    writes: ['surveyQuestions'],
    answer: ({ world, body }) => {
      const updated = updateQuestion(world, body);
      if (!updated) return notFound;
      if ('refused' in updated) return { ...bodyFailure, message: updated.refused };
      return { body: { status: '1', message: said('updateSurveyQuestion', 'questionUpdated'), data: updated } };
    },
  },
  deleteSurveyQuestion: {
    reads: [],
    writes: ['surveyQuestions'],
    answer: ({ world, body }) => {
      if (!world.surveyQuestions.remove(body.survey_question_id)) return notFound;
      const data = { id: body.survey_question_id };
      return { body: { status: '1', message: said('deleteSurveyQuestion', 'questionDeleted'), data } };
    },
  },
  saveOffer: {
    reads: ['products'],
    writes: ['offers'],
    answer: ({ world, body }) => {
      const offer = saveOffer(world, body);
      if ('refused' in offer) return { ...bodyFailure, message: offer.refused };
      return { body: { status: '1', message: said('saveOffer', 'offerSaved'), data: offer } };
    },
  },
  listOffers: {
    reads: ['offers'],
    writes: [],
    answer: ({ world, body }) => ({
      body: { status: '1', message: said('listOffers', 'offerList'), data: offersOf(world, body.integrant_type_id) },
    }),
  },
  listSurveyTemplates: {
    reads: ['products', 'surveyQuestions'],
    writes: [],
    answer: ({ world, body }) => ({
      body: {
        status: '1',
        message: said('listSurveyTemplates', 'surveyTemplates'),
        data: surveyTemplatesOf(world, body.organization_id),
      },
    }),
  },
  listProductSurveys: {
    reads: ['products', 'surveyQuestions', 'surveySubmissions', 'feedbackBatches', 'batches'],
    writes: [],
    answer: ({ world, body }) => ({
      body: {
        status: '1',
        message: said('listProductSurveys', 'productSurveys'),
        data: productSurveysOf(world, body.organization_id),
      },
    }),
  },
  listSurveySubmissions: {
    reads: ['surveySubmissions'],
    writes: [],
    answer: ({ world, body }) => ({
      body: {
        status: '1',
        message: said('listSurveySubmissions', 'surveySubmissions'),
        data: submissionsOf(world, body.integrant_type_id),
      },
    }),
  },
  listBatchFeedback: {
    reads: ['products', 'feedbackBatches', 'batches'],
    writes: [],
    answer: ({ world, body }) => ({
      body: {
        status: '1',
        message: said('listBatchFeedback', 'feedbackList'),
        data: batchFeedbackOf(world, body.integrant_type_id, body.organization_id),
      },
    }),
  },
  listSurveyInvitations: {
    reads: ['audiences', 'surveyInvitations'],
    writes: [],
    answer: ({ world, body }) => ({
      body: {
        status: '1',
        message: said('listSurveyInvitations', 'surveyInvitations'),
        data: surveyInvitationsOf(world, body.integrant_type_id),
      },
    }),
  },
  getFilteredUsersCount: {
    reads: [],
    writes: [],
    answer: ({ body }) => ({
      body: {
        status: '1',
        message: said('getFilteredUsersCount', 'audienceCount'),
        data: { filteredUserCount: countAudience(body?.query), totalUsers: CONSUMER_COUNT },
      },
    }),
  },
  sendSurveyInvitation: {
    reads: ['products', 'organizations'],
    writes: ['audiences', 'outbox'],
    answer: ({ world, body }) => {
      const audience = sendSurvey(world, body);
      mailSurveyInvitations(world, audience);
      const { id, invited_user_count } = audience;
      const data = { survey_invitation_id: id, invited_user_count };
      return { body: { status: '1', message: said('sendSurveyInvitation', 'invitationSent'), data } };
    },
  },
  listAudiences: {
    reads: ['audiences'],
    writes: [],
    answer: ({ world, body }) => ({
      body: {
        status: '1',
        message: said('listAudiences', 'audiences'),
        data: audiencesOf(world, body.integrant_type_id),
      },
    }),
  },
  getUserDetail: {
    reads: [],
    writes: [],
    answer: ({ body }) => {
      const i = indexOf(body.user_id);
      if (i === undefined) return notFound;
      return { body: { status: '1', message: said('getUserDetail', 'userDetail'), data: profileOf(i) } };
    },
  },
};
