import { createFileRoute } from '@tanstack/react-router';
import { AddOrganizationScreen } from '@/features/organization/add-organization-screen';

export const Route = createFileRoute('/_app/add-organization')({
  component: AddOrganizationScreen,
});
