import { Divider, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getGetUserDetailQueryOptions } from '@/api/generated/portal/hooks/survey/survey';
import type { ConsumerProfile } from '@/api/generated/portal/model';
import { LoadFailure } from '@/components/feedback/load-failure';
import { CopyTextButton } from '@/components/files/copy-text-button';
import { AUDIENCE_FIELDS } from './audience-rules';
import { INSIGHT_MESSAGES } from './insight-messages';
import { orMissing } from './insight-rules';

export interface ConsumerDrawerProps {
  /** The consumer whose profile shows; null keeps the drawer closed. */
  readonly userId: string | null;
  readonly onClose: () => void;
}

const CONTACT: readonly { key: 'name' | 'address' | 'email' | 'phone'; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'address', label: 'Address' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
];

/** The consumer side panel: contact details with copy buttons, then the profile; a missing value reads *****. */
export function ConsumerDrawer({ userId, onClose }: ConsumerDrawerProps) {
  return (
    <Drawer
      opened={userId !== null}
      onClose={onClose}
      position="right"
      title="Consumer Detail"
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {userId ? <ConsumerProfileView userId={userId} /> : null}
    </Drawer>
  );
}

function ConsumerProfileView({ userId }: { userId: string }) {
  const detail = useQuery(getGetUserDetailQueryOptions({ user_id: userId, type: 'producer' }));
  if (detail.isError) return <LoadFailure error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data) return <Text c="dimmed">Loading… Please Wait</Text>;
  const profile: ConsumerProfile = detail.data.data;
  return (
    <Stack gap="sm" data-testid="consumer-profile">
      {CONTACT.map(({ key, label }) => (
        <Group key={key} justify="space-between" wrap="nowrap" gap="sm" data-testid={`consumer-${key}`}>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text style={{ overflowWrap: 'anywhere' }}>{orMissing(profile[key], INSIGHT_MESSAGES.missing)}</Text>
          </Stack>
          {profile[key] ? <CopyTextButton value={profile[key]} copiedLabel="Copied" /> : null}
        </Group>
      ))}
      <Divider />
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        {AUDIENCE_FIELDS.map(({ key, label }) => (
          <Stack key={key} gap={0} data-testid={`consumer-${key}`}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text>{orMissing(profile[key], INSIGHT_MESSAGES.missing)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
