import { Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSingleFlight } from '@/components/form/use-single-flight';
import {
  getListNotificationsQueryKey,
  useListNotifications,
  useMarkNotificationsRead,
} from '@/api/generated/portal/hooks/notification/notification';
import { formatDate } from '@/lib/format';
import { useSession } from '@/session/session-context';
import { isLocalFailure, MESSAGES } from '@/api/error-policy';
import { notifyError } from '@/components/feedback/notify';
import type { TriggerState } from './lazy-view';
import { showsNotifications } from './menu-rules';
import { BellIndicator, BellTrigger } from './header-triggers';

/** The failures of the read call the bell words itself: a body failure (status '0') and a server error. */
const NOTIFICATION_LOCAL_ERRORS = [200, 500] as const;

/**
 * The bell of tracer and fastpass: the organization's notifications, marked read when opened. Drawn as its trigger was
 * left (its popover leaves the focus on the bell: nothing to give back as it closes).
 */
export function NotificationBell({ opened, focused }: TriggerState) {
  const { individual, selectedSubscription } = useSession();
  const queryClient = useQueryClient();
  const request = { organization_id: individual?.organization_id ?? '' };
  const visible = showsNotifications(selectedSubscription) && request.organization_id !== '';
  const list = useListNotifications(request, { query: { enabled: visible, staleTime: 60_000 } });
  // Section 8: a failed read says 'Something went wrong! Please try after sometime.' whatever the server said.
  const markRead = useMarkNotificationsRead({
    mutation: {
      meta: { localErrors: NOTIFICATION_LOCAL_ERRORS },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: getListNotificationsQueryKey(request) }),
    },
  });
  const flight = useSingleFlight();
  // Open as it was left: a click before this code came draws it open (no opening event then).
  const [isOpen, setOpen] = useState(opened);
  const notifications = list.data?.data ?? [];
  const unread = notifications.filter((n) => !n.is_read).map((n) => n.id);
  const unreadKey = unread.join(',');
  // The unread ones are marked read while the bell is open, also when they arrive after it opened. Opened twice in a
  // row (a double click, Enter twice), they are marked read once; a failed mark is not sent again for the same ones.
  useEffect(() => {
    if (!isOpen || unreadKey === '') return;
    void flight.run(() =>
      markRead.mutateAsync({ data: { notificationIds: unreadKey.split(',') } }).catch((error: unknown) => {
        if (isLocalFailure(error, NOTIFICATION_LOCAL_ERRORS)) notifyError(MESSAGES.apiHelperFailure);
      }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutation and the flight are stable in effect
  }, [isOpen, unreadKey]);
  if (!visible) return null;

  return (
    <Popover position="bottom-end" width={340} shadow="md" opened={isOpen} onChange={setOpen}>
      <BellIndicator unread={unread.length}>
        <Popover.Target>
          <BellTrigger
            unread={unread.length}
            autoFocus={focused}
            // The state as drawn, as Mantine's own toggle does: two clicks before a render open it (both see it closed).
            onClick={() => setOpen(!isOpen)}
            // The focus stays on the bell (the list has nothing to focus), where Mantine's Escape does not reach.
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
          />
        </Popover.Target>
      </BellIndicator>
      <Popover.Dropdown p={0}>
        <Text fw={600} px="md" py="sm">
          Notifications
        </Text>
        <ScrollArea.Autosize mah={360}>
          <Stack gap={0}>
            {notifications.length === 0 && (
              <Text c="dimmed" size="sm" px="md" pb="md">
                {list.isError ? 'Something went wrong! Please try after sometime.' : 'No notifications yet.'}
              </Text>
            )}
            {notifications.map((n) => (
              <Stack key={n.id} gap={2} px="md" py="xs" bg={n.is_read ? undefined : 'teal.0'}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {n.message}
                </Text>
                {n.created_on && (
                  <Text size="xs" c="dimmed">
                    {formatDate(n.created_on)}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
