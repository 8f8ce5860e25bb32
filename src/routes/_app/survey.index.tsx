import { createFileRoute, redirect } from '@tanstack/react-router';
import { isInsightSubscription } from '@/features/insight/insight-access';
import { SurveyListScreen } from '@/features/insight/survey-list-screen';

/** /survey: the survey templates, each with View (tracer only). */
export const Route = createFileRoute('/_app/survey/')({
  beforeLoad: ({ context }) => {
    if (!isInsightSubscription(context.session.getState().selectedSubscription)) throw redirect({ to: '/' });
  },
  component: SurveyListScreen,
});
