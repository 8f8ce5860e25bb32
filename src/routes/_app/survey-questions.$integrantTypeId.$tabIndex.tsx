import { createFileRoute } from '@tanstack/react-router';
import { SurveyQuestionsScreen } from '@/features/insight/survey-questions-screen';

/** /survey-questions/{integrantTypeId}/{tabIndex}: a product's survey, submissions, offer and feedback (tracer only). */
export const Route = createFileRoute('/_app/survey-questions/$integrantTypeId/$tabIndex')({
  component: SurveyQuestions,
});

function SurveyQuestions() {
  const { integrantTypeId, tabIndex } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <SurveyQuestionsScreen
      productId={integrantTypeId}
      tab={tabIndex}
      onTab={(tab) => void navigate({ params: { integrantTypeId, tabIndex: String(tab) }, replace: true })}
    />
  );
}
