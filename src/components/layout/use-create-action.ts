import { useNavigate } from '@tanstack/react-router';
import { notifyWarning } from '@/components/feedback/notify';
import { createBlockedReason, type MenuItem } from './menu-rules';
import { useOrganizationStanding } from './use-organization-standing';

/** Opens a create action, or says why the organization may not use it yet. */
export function useCreateAction(): (item: MenuItem) => void {
  const navigate = useNavigate();
  const standing = useOrganizationStanding();
  return (item) => {
    const blocked = createBlockedReason(standing);
    if (blocked) notifyWarning(blocked);
    else void navigate({ to: item.to });
  };
}
