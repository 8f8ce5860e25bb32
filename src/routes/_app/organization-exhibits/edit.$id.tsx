import { createFileRoute } from '@tanstack/react-router';
import { getGetOrganizationExhibitQueryOptions } from '@/api/generated/portal/hooks/attachment/attachment';
import { EditExhibitScreen } from '@/features/exhibits/edit-exhibit-screen';

/** /organization-exhibits/edit/{id}: Edit Attachment, then back to the list. */
export const Route = createFileRoute('/_app/organization-exhibits/edit/$id')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(getGetOrganizationExhibitQueryOptions(params.id)).catch(() => undefined),
  component: EditExhibit,
});

function EditExhibit() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return <EditExhibitScreen id={id} onDone={() => void navigate({ to: '/organization-exhibits' })} />;
}
