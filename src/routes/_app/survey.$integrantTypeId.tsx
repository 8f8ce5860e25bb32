import { createFileRoute } from '@tanstack/react-router';
import { SurveyDetailScreen } from '@/features/insight/survey-detail-screen';

/** /survey/{integrantTypeId}: the survey's audiences and the consumers' answers (tracer only). */
export const Route = createFileRoute('/_app/survey/$integrantTypeId')({
  component: SurveyDetail,
});

function SurveyDetail() {
  const { integrantTypeId } = Route.useParams();
  return <SurveyDetailScreen productId={integrantTypeId} />;
}
