import { createFileRoute } from '@tanstack/react-router';
import { EditExhibitScreen } from '@/features/exhibits/edit-exhibit-screen';

/** /organization-exhibits/edit/{id}: Edit Attachment, then back to the list. */
export const Route = createFileRoute('/_app/organization-exhibits/edit/$id')({
  component: EditExhibit,
});

function EditExhibit() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return <EditExhibitScreen id={id} onDone={() => void navigate({ to: '/organization-exhibits' })} />;
}
