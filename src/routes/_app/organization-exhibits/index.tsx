import { createFileRoute } from '@tanstack/react-router';
import { ExhibitsScreen } from '@/features/exhibits/exhibits-screen';

/** /organization-exhibits: the organization's attachments, 20 at a time. */
export const Route = createFileRoute('/_app/organization-exhibits/')({
  component: ExhibitsScreen,
});
