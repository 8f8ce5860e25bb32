import { Divider, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getGetUserDetailQueryOptions } from '@/api/generated/portal/hooks/survey/survey';
import type { ConsumerProfile as Profile } from '@/api/generated/portal/model';
import { LoadFailure } from '@/components/feedback/load-failure';
import { CopyTextButton } from '@/components/files/copy-text-button';
import { CONSUMER_CONTACT, CONSUMER_TRAITS, orMissing } from './consumer-traits';

/**
 * A consumer's profile from `user/detail` (type producer), as the insight drawer and the connection
 * dialog show it: name, address, email and phone each with a copy button, then the traits; a missing
 * value reads *****. Loading shows placeholders; a failure says so with 'Try again'.
 */
export function ConsumerProfile({ userId }: { userId: string }) {
  const detail = useQuery(getGetUserDetailQueryOptions({ user_id: userId, type: 'producer' }));
  if (detail.isError) return <LoadFailure error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data)
    return (
      <Stack gap="sm" aria-label="Loading the profile" role="status">
        <Skeleton h={16} />
        <Skeleton h={16} />
        <Skeleton h={16} w="60%" />
      </Stack>
    );
  return <ProfileView profile={detail.data.data} />;
}

function ProfileView({ profile }: { profile: Profile }) {
  return (
    <Stack gap="md" data-testid="consumer-profile">
      <Stack gap="sm">
        {CONSUMER_CONTACT.map(({ key, label }) => {
          const value = profile[key]?.trim();
          return (
            <Group key={key} justify="space-between" wrap="nowrap" gap="sm" data-testid={`consumer-${key}`}>
              <Stack gap={0} miw={0} component="dl" m={0}>
                <Text component="dt" size="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {orMissing(value)}
                </Text>
              </Stack>
              {value ? <CopyTextButton value={value} copiedLabel="Copied" /> : null}
            </Group>
          );
        })}
      </Stack>
      <Divider />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" component="dl" m={0}>
        {CONSUMER_TRAITS.map(({ key, label }) => (
          <Stack key={key} gap={0} miw={0} data-testid={`consumer-${key}`}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {orMissing(profile[key])}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
