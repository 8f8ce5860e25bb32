import { createFileRoute } from '@tanstack/react-router';
import { CreateAudienceScreen } from '@/features/insight/create-audience-screen';

/** /create-audience/{tabIndex}: the audience wizard, the step in the URL (tracer only). */
export const Route = createFileRoute('/_app/create-audience/$tabIndex')({
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
