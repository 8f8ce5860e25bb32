import { Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useLoginAs } from '@/api/generated/portal/hooks/auth/auth';
import { useListInvitedOrganizations } from '@/api/generated/portal/hooks/organization/organization';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useSession, useSessionStore } from '@/session/session-context';
import type { TriggerState } from './lazy-view';
import { switcherField } from './header-triggers';

const HOME = '__home__';

/**
 * Organizations an invited user may work in. Choosing one signs in as the user's account there
 * (login-as); 'Back to your organization' returns to the user's own account. Drawn as its trigger was left.
 */
export function OrganizationSwitcher({ fullWidth = false, opened, focused }: TriggerState & { fullWidth?: boolean }) {
  const { individual, homeIndividual } = useSession();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const invited = useListInvitedOrganizations({ query: { enabled: !homeIndividual, staleTime: 5 * 60_000 } });
  const loginAs = useLoginAs();
  const flight = useSingleFlight();
  const organizations = invited.data?.data.org_list ?? [];
  if (!homeIndividual && organizations.length === 0) return null;

  const data = homeIndividual
    ? [{ value: HOME, label: 'Back to your organization' }]
    : organizations.map((o) => ({ value: o.new_invited_user_id, label: o.organization_name }));

  const switchTo = (value: string | null) => {
    if (!value || !individual) return;
    const target = value === HOME ? { individual_id: homeIndividual!.id } : { individual_id: value };
    // One switch at a time: a second pick while the first is sent is ignored (a failure is the policy's to say).
    void flight.run(() =>
      loginAs.mutateAsync({ data: target }).then(
        ({ data: next }) => {
          const home = value === HOME ? null : { id: individual.id, email_address: individual.email_address };
          session.switchIdentity(next, home);
          queryClient.removeQueries();
          return navigate({ to: '/' });
        },
        () => undefined,
      ),
    );
  };

  return (
    <Select
      {...switcherField('Organizations', fullWidth)}
      defaultDropdownOpened={opened}
      autoFocus={focused}
      placeholder={homeIndividual ? 'Invited organization' : 'Organizations'}
      data={data}
      value={null}
      disabled={flight.pending}
      onChange={switchTo}
    />
  );
}
