import { createFileRoute } from '@tanstack/react-router';
import { ExhibitForm } from '@/features/exhibits/exhibit-form';

/** /organization-exhibits/create: Add Attachment, then back to the list. */
export const Route = createFileRoute('/_app/organization-exhibits/create')({
  component: CreateExhibit,
});

function CreateExhibit() {
  const navigate = Route.useNavigate();
  return <ExhibitForm onDone={() => void navigate({ to: '/organization-exhibits' })} />;
}
