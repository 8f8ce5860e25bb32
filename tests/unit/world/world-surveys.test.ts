import { describe, expect, it } from 'vitest';
import { identity, indexOf, profileOf } from '~mocks/world/model/rules/survey-consumers';
import { CONSUMER_COUNT, consumer, keeps } from '~mocks/world/model/rules/survey-audience';
import { restore, snapshot } from '~mocks/world/model/world';
import { callWorld, callWorldKept, freshWorld } from '../../utils/world-call';
import {
  MAGNESIUM_PRODUCT as MAGNESIUM,
  NORTHWIND as OTHER_ORG,
  OMEGA_PRODUCT as OMEGA,
  VERDANT,
  VITAMIN_D_PRODUCT as VITAMIN_D,
} from '../../../test-support/example-world';

/** The world's surveys, offers, submissions, invitations, feedback and consumers (third document, sections 7 and 8). */
const GENERIC = 'Something went wrong! Please try after sometime.';
const NOT_FOUND = 'The requested resource does not exist or has been deleted';

/** A call in the test's own world that must keep the contract both ways. */
const call = (key: string, ...args: Parameters<typeof callWorld>) => callWorldKept(key)(...args);

describe('the world: one offer per product', () => {
  it('a save naming another offer id is refused; the product keeps its one offer and the list keeps the contract', async () => {
    // Before: the world put a second offer (OFR9Z9Z9Z9) beside the product's, and listOffers then broke the
    // contract (at most one offer) and answered 500.
    freshWorld('o1');
    const saved = await call('o1', 'saveOffer', {
      id: 'OFR9Z9Z9Z9',
      integrant_type_id: OMEGA,
      offer: 'A second offer',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ status: '0', message: GENERIC, data: null });
    const listed = await call('o1', 'listOffers', { integrant_type_id: OMEGA });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      { id: 'OFR6B2K9VM', integrant_type_id: OMEGA, offer: '15% off your next order with code OMEGA15' },
    ]);
  });

  it("another product's offer id cannot move that offer: both products keep their own", async () => {
    freshWorld('o2');
    const refused = await call('o2', 'saveOffer', {
      id: 'OFR6B2K9VM',
      integrant_type_id: VITAMIN_D,
      offer: 'Free shaker',
    });
    expect(refused.body.status).toBe('0');
    expect((await call('o2', 'listOffers', { integrant_type_id: VITAMIN_D })).body.data).toEqual([]);
    expect((await call('o2', 'listOffers', { integrant_type_id: OMEGA })).body.data).toHaveLength(1);
  });

  it('Save on a product without an offer creates it; Save again (no id) or Update (its id) changes the same offer', async () => {
    freshWorld('o3');
    const first = await call('o3', 'saveOffer', { integrant_type_id: VITAMIN_D, offer: '10% off with code D310' });
    expect(first.body).toMatchObject({ status: '1', message: 'Offer saved successfully' });
    const id = first.body.data.id as string;
    const again = await call('o3', 'saveOffer', { integrant_type_id: VITAMIN_D, offer: '12% off with code D312' });
    expect(again.body.data).toEqual({ id, integrant_type_id: VITAMIN_D, offer: '12% off with code D312' });
    await call('o3', 'saveOffer', { id, integrant_type_id: VITAMIN_D, offer: '15% off with code D315' });
    const listed = await call('o3', 'listOffers', { integrant_type_id: VITAMIN_D });
    expect(listed.body.data).toEqual([{ id, integrant_type_id: VITAMIN_D, offer: '15% off with code D315' }]);
    const omega = await call('o3', 'saveOffer', { integrant_type_id: OMEGA, offer: '20% off with code OMEGA20' });
    expect(omega.body.data.id).toBe('OFR6B2K9VM');
  });

  it("a product the world does not hold: 'Product not found'", async () => {
    freshWorld('o4');
    const answer = await call('o4', 'saveOffer', { integrant_type_id: 'PRD0NOPE00', offer: 'Free sample' });
    expect(answer.body).toEqual({ status: '0', message: 'Product not found', data: null });
  });
});

describe("the world: a question's options go when its type no longer has them", () => {
  it('Selection turned Text loses its options, even when they are sent; turned back it takes the ones sent', async () => {
    freshWorld('q1');
    const text = await call('q1', 'updateSurveyQuestion', {
      survey_question_id: 'SQN4H7K2PA',
      question: 'Where did you buy this product?',
      input_type: 'Text',
      options: '["Amazon","Verdant Labs website","Retail store","Pharmacy"]',
    });
    expect(text.body).toMatchObject({ status: '1', message: 'Survey question updated successfully' });
    expect(text.body.data).toMatchObject({ id: 'SQN4H7K2PA', input_type: 'Text', options: null });
    const listed = await call('q1', 'listSurveyQuestions', { integrant_type_id: OMEGA });
    expect(listed.body.data.find((q: { id: string }) => q.id === 'SQN4H7K2PA')).toMatchObject({
      input_type: 'Text',
      options: null,
      integrant_type_id: OMEGA,
      created_on: '2026-08-14T15:02:11.000Z',
    });
    const back = await call('q1', 'updateSurveyQuestion', {
      survey_question_id: 'SQN4H7K2PA',
      question: 'Where did you buy it?',
      input_type: 'Selection',
      options: '["Online","In a store"]',
    });
    expect(back.body.data).toMatchObject({ input_type: 'Selection', options: '["Online","In a store"]' });
  });

  it('a new Score or Text question is saved without options; Selection keeps them', async () => {
    freshWorld('q2');
    const made = await call('q2', 'createSurveyQuestions', {
      integrant_type_id: MAGNESIUM,
      questions: [
        { question: 'How well do you sleep now?', input_type: 'Score', options: '["1","2"]' },
        { question: 'When do you take it?', input_type: 'Selection', options: '["Morning","Evening"]' },
      ],
    });
    expect(made.body).toMatchObject({ status: '1', message: 'Survey questions created successfully' });
    expect(made.body.data.map((q: { options: unknown }) => q.options)).toEqual([null, '["Morning","Evening"]']);
  });

  it('an unknown question is the documented 404; blank text and an unknown product are refused', async () => {
    freshWorld('q3');
    const update = await call('q3', 'updateSurveyQuestion', {
      survey_question_id: 'SQN0NOPE00',
      question: 'Anything?',
      input_type: 'Text',
    });
    expect(update.status).toBe(404);
    expect(update.body.message).toBe(NOT_FOUND);
    const remove = await call('q3', 'deleteSurveyQuestion', { survey_question_id: 'SQN0NOPE00' });
    expect(remove.status).toBe(404);
    const blank = await call('q3', 'updateSurveyQuestion', {
      survey_question_id: 'SQN4H7K2PA',
      question: '   ',
      input_type: 'Text',
    });
    expect(blank.body).toEqual({ status: '0', message: GENERIC, data: null });
    const nowhere = await call('q3', 'createSurveyQuestions', {
      integrant_type_id: 'PRD0NOPE00',
      questions: [{ question: 'Why?', input_type: 'Text', options: null }],
    });
    expect(nowhere.body).toEqual({ status: '0', message: 'Product not found', data: null });
    expect((await call('q3', 'listSurveyQuestions', { integrant_type_id: OMEGA })).body.data).toHaveLength(3);
  });
});

describe('the world: the survey panel and the survey templates', () => {
  it("lists the organization's products with a survey, counted from the world's own lists", async () => {
    freshWorld('p1');
    const panel = await call('p1', 'listProductSurveys', { organization_id: VERDANT });
    expect(panel.body.message).toBe('Surveys fetched successfully');
    expect(panel.body.data).toEqual([
      {
        id: OMEGA,
        title: 'Daily Omega-3 Fish Oil 1000 mg',
        survey_question_count: 3,
        submission_count: 2,
        feedback_count: 3,
      },
      { id: VITAMIN_D, title: 'Vitamin D3 5000 IU', survey_question_count: 0, submission_count: 0, feedback_count: 0 },
      {
        id: 'PRD4K5L6M7',
        title: 'Ashwagandha KSM-66 600 mg',
        survey_question_count: 0,
        submission_count: 0,
        feedback_count: 0,
      },
    ]);
    const submissions = await call('p1', 'listSurveySubmissions', { integrant_type_id: OMEGA });
    expect(submissions.body.data).toHaveLength(panel.body.data[0].submission_count);
    const feedback = await call('p1', 'listBatchFeedback', { organization_id: VERDANT, integrant_type_id: OMEGA });
    const count = feedback.body.data.reduce((n: number, g: { feedbacks: unknown[] }) => n + g.feedbacks.length, 0);
    expect(count).toBe(panel.body.data[0].feedback_count);
    expect((await call('p1', 'listProductSurveys', { organization_id: OTHER_ORG })).body.data).toEqual([]);
  });

  it('a question saved gives its product a survey with its count; a question deleted lowers it', async () => {
    freshWorld('p2');
    await call('p2', 'createSurveyQuestions', {
      integrant_type_id: MAGNESIUM,
      questions: [{ question: 'How well do you sleep now?', input_type: 'Score', options: null }],
    });
    await call('p2', 'deleteSurveyQuestion', { survey_question_id: 'SQN2D9R5VX' });
    const panel = await call('p2', 'listProductSurveys', { organization_id: VERDANT });
    const byId = Object.fromEntries(panel.body.data.map((s: { id: string }) => [s.id, s]));
    expect(byId[MAGNESIUM]).toEqual({
      id: MAGNESIUM,
      title: 'Magnesium Glycinate 400 mg',
      survey_question_count: 1,
      submission_count: 0,
      feedback_count: 0,
    });
    expect(byId[OMEGA].survey_question_count).toBe(2);
    // Past submissions keep the questions as they were asked.
    expect(byId[OMEGA].submission_count).toBe(2);
  });

  it("templates are the organization's products with a survey: a product whose questions were just written is one", async () => {
    freshWorld('t1');
    const before = (await call('t1', 'listSurveyTemplates', { organization_id: VERDANT })).body;
    expect(before).toEqual({
      status: '1',
      message: 'Survey templates fetched successfully',
      data: [
        { id: OMEGA, title: 'Daily Omega-3 Fish Oil 1000 mg' },
        { id: VITAMIN_D, title: 'Vitamin D3 5000 IU' },
        { id: 'PRD4K5L6M7', title: 'Ashwagandha KSM-66 600 mg' },
      ],
    });
    await call('t1', 'createSurveyQuestions', {
      integrant_type_id: MAGNESIUM,
      questions: [{ question: 'How well do you sleep now?', input_type: 'Score', options: null }],
    });
    const after = (await call('t1', 'listSurveyTemplates', { organization_id: VERDANT })).body.data as {
      id: string;
      title: string;
    }[];
    const panel = (await call('t1', 'listProductSurveys', { organization_id: VERDANT })).body.data as { id: string }[];
    expect(after.map((t) => t.id)).toEqual(panel.map((p) => p.id));
    expect(after).toContainEqual({ id: MAGNESIUM, title: expect.stringMatching(/Magnesium/) });
    expect(after).toHaveLength(4);
    expect((await call('t1', 'listSurveyTemplates', { organization_id: OTHER_ORG })).body.data).toEqual([]);
  });
});

describe('the world: survey submissions', () => {
  it("are the product's, newest first, each answering the product's questions as their types allow", async () => {
    freshWorld('s1');
    const questions = (await call('s1', 'listSurveyQuestions', { integrant_type_id: OMEGA })).body.data as {
      question: string;
      input_type: string;
      options: string | null;
    }[];
    const answer = await call('s1', 'listSurveySubmissions', { integrant_type_id: OMEGA });
    expect(answer.body.message).toBe('Survey submissions fetched successfully');
    const data = answer.body.data as {
      created_on: string;
      user: { id: string; name: string };
      questionAnswers: { question: string; answer: string }[];
    }[];
    expect(data.map((s) => s.user.name)).toEqual(['Emily Carter', 'Daniel Kim']);
    expect(data[0]!.created_on > data[1]!.created_on).toBe(true);
    for (const submission of data) {
      expect(submission.questionAnswers.map((qa) => qa.question)).toEqual(questions.map((q) => q.question));
      submission.questionAnswers.forEach((qa, i) => {
        const q = questions[i]!;
        if (q.input_type === 'Selection') expect(JSON.parse(q.options!)).toContain(qa.answer);
        if (q.input_type === 'Score') expect(['1', '2', '3', '4', '5']).toContain(qa.answer);
      });
      expect(indexOf(submission.user.id)).toBeDefined();
    }
    expect(data[0]).not.toHaveProperty('integrant_type_id');
    expect((await call('s1', 'listSurveySubmissions', { integrant_type_id: VITAMIN_D })).body.data).toEqual([]);
  });
});

describe('the world: survey invitations follow the sends', () => {
  it("the seed's: one answered, one not yet", async () => {
    freshWorld('i1');
    const answer = await call('i1', 'listSurveyInvitations', { integrant_type_id: OMEGA });
    expect(answer.body.data.map((i: { user: { name: string }; status: string }) => [i.user.name, i.status])).toEqual([
      ['Sofia Alvarez', 'submitted'],
      ['James Whitfield', 'sent'],
    ]);
  });

  it('a send invites every consumer its filters keep, listed at once as sent, as many as the send counted', async () => {
    freshWorld('i2');
    const query = { gender: 'Female', age: '31-35' } as const;
    const sent = await call('i2', 'sendSurveyInvitation', { integrant_type_id: VITAMIN_D, query });
    const invited = sent.body.data.invited_user_count as number;
    expect(invited).toBeGreaterThan(0);
    const listed = (await call('i2', 'listSurveyInvitations', { integrant_type_id: VITAMIN_D })).body.data as {
      id: string;
      status: string;
      user: { id: string; name: string };
      questionAnswers: unknown[];
    }[];
    expect(listed).toHaveLength(invited);
    expect(new Set(listed.map((i) => i.id)).size).toBe(invited);
    expect(listed.every((i) => i.status === 'sent' && i.questionAnswers.length === 0)).toBe(true);
    for (const invitation of listed.slice(0, 25)) {
      const detail = await call('i2', 'getUserDetail', { user_id: invitation.user.id, type: 'producer' });
      expect(detail.body.data).toMatchObject({ name: invitation.user.name, gender: 'Female', age: '31-35' });
    }
    const audiences = (await call('i2', 'listAudiences', { integrant_type_id: VITAMIN_D })).body.data;
    expect(audiences).toHaveLength(1);
    expect(audiences[0].invited_user_count).toBe(invited);
    // Everyone, then: a second send adds its own invitations; Omega-3's are its own.
    const all = await call('i2', 'sendSurveyInvitation', { integrant_type_id: VITAMIN_D });
    expect(all.body.data.invited_user_count).toBe(CONSUMER_COUNT);
    const after = await call('i2', 'listSurveyInvitations', { integrant_type_id: VITAMIN_D });
    expect(after.body.data).toHaveLength(invited + CONSUMER_COUNT);
    expect((await call('i2', 'listSurveyInvitations', { integrant_type_id: OMEGA })).body.data).toHaveLength(2);
  });
});

describe('the world: batch feedback', () => {
  it('is grouped by the batches, with a batch without feedback; other organizations and products have none', async () => {
    freshWorld('f1');
    const answer = await call('f1', 'listBatchFeedback', { organization_id: VERDANT, integrant_type_id: OMEGA });
    expect(answer.body.message).toBe('Feedback fetched successfully');
    const groups = answer.body.data as { external_id: string; feedbacks: { user: { name: string } | null }[] }[];
    expect(groups.map((g) => [g.external_id, g.feedbacks.length])).toEqual([
      ['VL-OMG-2026-0412', 2],
      ['VL-OMG-2026-0527', 1],
      ['VL-OMG-2026-0610', 0],
    ]);
    expect(groups[0]!.feedbacks[1]!.user).toBeNull();
    const elsewhere = await call('f1', 'listBatchFeedback', { organization_id: OTHER_ORG, integrant_type_id: OMEGA });
    expect(elsewhere.body.data).toEqual([]);
    const none = await call('f1', 'listBatchFeedback', { organization_id: VERDANT, integrant_type_id: VITAMIN_D });
    expect(none.body.data).toEqual([]);
  });
});

describe('the world: the consumers and their profiles', () => {
  it("answers the profile examples' consumers as the examples give them", async () => {
    freshWorld('c1');
    const emily = await call('c1', 'getUserDetail', { user_id: 'USR5K8M2QA', type: 'producer' });
    expect(emily.body).toMatchObject({
      status: '1',
      message: 'User detail fetched successfully',
      data: {
        name: 'Emily Carter',
        address: '2418 E Camelback Rd, Phoenix, AZ 85016',
        gender: 'Female',
        age: '31-35',
        height: '65',
        weight: '142',
      },
    });
    // Her traits are the population's: the audience filters count her as her profile reads.
    expect(keeps({ gender: 'Female', age: '31-35', education_level: "Bachelor's Degree" }, consumer(0))).toBe(true);
    const daniel = await call('c1', 'getUserDetail', { user_id: 'USR9T3W6ZB', type: 'producer' });
    expect(daniel.body.data).toMatchObject({ name: 'Daniel Kim', address: null, phone: null, race: null });
  });

  it('the other consumers the examples name have the names, emails and phones they give and every trait', async () => {
    freshWorld('c2');
    const sofia = (await call('c2', 'getUserDetail', { user_id: 'USR2H7P4LC', type: 'producer' })).body.data;
    expect(sofia).toMatchObject({ name: 'Sofia Alvarez', email: 'sofia.alvarez@example.com', gender: 'Female' });
    expect(sofia.phone).toBe('602-555-0119');
    expect(sofia.address).toMatch(/^\d+ .+, .+, [A-Z]{2} \d{5}$/);
    const hannah = (await call('c2', 'getUserDetail', { user_id: 'USR3F9J5WE', type: 'producer' })).body.data;
    expect(hannah).toMatchObject({ name: 'Hannah Lee', gender: 'Female' });
    const james = (await call('c2', 'getUserDetail', { user_id: 'USR6N1R8XD', type: 'producer' })).body.data;
    expect(james).toMatchObject({ name: 'James Whitfield', gender: 'Male' });
  });

  it('every consumer has an id of its own, found again by it, and a profile with every field', () => {
    const ids = new Set<string>();
    for (let i = 0; i < CONSUMER_COUNT; i += 1) {
      const { id } = identity(i);
      expect(id).toMatch(/^USR[0-9A-Z]{7}$/);
      ids.add(id);
      expect(indexOf(id)).toBe(i);
    }
    expect(ids.size).toBe(CONSUMER_COUNT);
    const someone = profileOf(1000);
    expect(Object.values(someone).every((v) => typeof v === 'string' && v !== '')).toBe(true);
    expect(someone.phone).toMatch(/^\d{3}-555-01\d{2}$/);
    expect(someone.email).toMatch(/@example\.com$/);
    expect(profileOf(1000)).toEqual(someone);
  });

  it('an id that is no consumer is the documented 404', async () => {
    freshWorld('c3');
    const answer = await call('c3', 'getUserDetail', { user_id: 'USR0NOPE00', type: 'producer' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(NOT_FOUND);
  });
});

describe("the world: what consumers said is part of the world's state", () => {
  it('is kept across a snapshot and a restore (the in-page world across reloads)', () => {
    const world = freshWorld('r1');
    const again = restore(snapshot(world));
    expect(again.surveySubmissions.all()).toEqual(world.surveySubmissions.all());
    expect(again.feedbackBatches.size).toBe(3);
    expect(again.surveyInvitations.size).toBe(2);
  });
});
