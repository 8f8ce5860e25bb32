import { MISSING } from '@/components/consumer-profile/consumer-traits';
/** The insight area's words: the spec's (section 8) verbatim, and those it does not give (docs/features/insight.md). */
export const INSIGHT_MESSAGES = {
  noQuestions: 'You have not created any survey questions yet.',
  noSubmissions: 'No survey submissions found.',
  noUserSubmission: 'No user survey submission found.',
  noOffer: 'No rewards have been set for this survey yet.',
  noFeedback: 'No feedback submissions found.',
  noBatchFeedback: (batch: string) => `No feedback submissions found for the batch ${batch}.`,
  noSurveys: 'No surveys found. Create a new survey to start collecting valuable insights from your audience!',
  surveySent: 'Survey Sent to Customers',
  anonymous: 'Anonymous',
  missing: MISSING,
  // Not in the spec: the success toasts and the confirmation.
  questionsSaved: 'Survey questions saved successfully.',
  questionUpdated: 'Survey question updated successfully.',
  questionDeleted: 'Survey question deleted successfully.',
  confirmDelete: 'Are you sure you want to delete this survey question?',
  offerSaved: 'Offer saved successfully.',
  chooseTemplate: 'Please select a survey.',
  noAudiences: 'This survey has not been sent to an audience yet.',
} as const;
