import { createFileRoute } from '@tanstack/react-router';
import { SurveyListScreen } from '@/features/insight/survey-list-screen';

/** /survey: the survey templates, each with View (tracer only). */
export const Route = createFileRoute('/_app/survey/')({
  component: SurveyListScreen,
});
