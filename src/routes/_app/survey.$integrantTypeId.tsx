import { createFileRoute, redirect } from '@tanstack/react-router';
import { isInsightSubscription } from '@/features/insight/insight-access';
import { SurveyDetailScreen } from '@/features/insight/survey-detail-screen';

/** /survey/{integrantTypeId}: the survey's audiences and the consumers' answers (tracer only). */
export const Route = createFileRoute('/_app/survey/$integrantTypeId')({
  beforeLoad: ({ context }) => {
    if (!isInsightSubscription(context.session.getState().selectedSubscription)) throw redirect({ to: '/' });
  },
  component: SurveyDetail,
});

function SurveyDetail() {
  const { integrantTypeId } = Route.useParams();
  return <SurveyDetailScreen productId={integrantTypeId} />;
}
