import { Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { SubscriptionType } from '@/session/rules';
import { useSession, useSessionStore } from '@/session/session-context';
import type { TriggerState } from './lazy-view';
import { subscriptionOptions } from './menu-rules';
import { switcherField } from './header-triggers';

/** My Subscriptions: choosing one makes it the working subscription and goes to /. Drawn as its trigger was left. */
export function SubscriptionSwitcher({ fullWidth = false, opened, focused }: TriggerState & { fullWidth?: boolean }) {
  const { individual, selectedSubscription } = useSession();
  const session = useSessionStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const held = individual?.subscriptionList ?? [];
  if (held.length === 0) return null;
  return (
    <Select
      {...switcherField('My Subscriptions', fullWidth)}
      defaultDropdownOpened={opened}
      autoFocus={focused}
      allowDeselect={false}
      value={selectedSubscription}
      data={subscriptionOptions(held)}
      onChange={(value) => {
        if (!value) return;
        session.selectSubscription(value as SubscriptionType);
        // Answers depend on the selectedsubscription header: nothing cached for the other one is reused.
        queryClient.removeQueries();
        void navigate({ to: '/' });
      }}
    />
  );
}
