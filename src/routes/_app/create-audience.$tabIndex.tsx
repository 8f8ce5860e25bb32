import { createFileRoute, redirect } from '@tanstack/react-router';
import { isInsightSubscription } from '@/features/insight/insight-access';
import { CreateAudienceScreen } from '@/features/insight/create-audience-screen';

/** /create-audience/{tabIndex}: the audience wizard, the step in the URL (tracer only). */
export const Route = createFileRoute('/_app/create-audience/$tabIndex')({
  beforeLoad: ({ context }) => {
    if (!isInsightSubscription(context.session.getState().selectedSubscription)) throw redirect({ to: '/' });
  },
  component: CreateAudience,
});

function CreateAudience() {
  const { tabIndex } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <CreateAudienceScreen
      step={tabIndex}
      onStep={(step) => void navigate({ params: { tabIndex: String(step) } })}
      onDone={() => void navigate({ to: '/survey' })}
    />
  );
}
