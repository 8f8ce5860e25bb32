import { Alert, Box, Group, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useGetUserDetail } from '@/api/generated/portal/hooks/survey/survey';
import type { ConsumerProfile } from '@/api/generated/portal/model';
import { CopyTextButton } from '@/components/files/copy-text-button';

/** Missing values show as ***** (the consumer profile's rule). */
const MISSING = '*****';

const FIELDS: readonly { key: keyof ConsumerProfile; label: string; copy?: boolean; unit?: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'address', label: 'Address', copy: true },
  { key: 'email', label: 'Email', copy: true },
  { key: 'phone', label: 'Phone', copy: true },
  { key: 'gender', label: 'Gender' },
  { key: 'race', label: 'Race' },
  { key: 'age', label: 'Age' },
  { key: 'marital_status', label: 'Marital status' },
  { key: 'family_and_dependents', label: 'Family and dependents' },
  { key: 'education_level', label: 'Education level' },
  { key: 'general_wellness', label: 'General wellness' },
  { key: 'height', label: 'Height', unit: 'inch' },
  { key: 'weight', label: 'Weight', unit: 'pound' },
];

function Profile({ profile }: { profile: ConsumerProfile }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" component="dl" m={0}>
      {FIELDS.map(({ key, label, copy, unit }) => {
        const raw = profile[key];
        const value = raw === null || raw === undefined || raw === '' ? null : String(raw);
        return (
          <Stack key={key} gap={2} miw={0}>
            <Text component="dt" size="xs" c="gray.7" fw={600}>
              {label}
            </Text>
            <Group component="dd" m={0} gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>
                {value ? `${value}${unit ? ` ${unit}` : ''}` : MISSING}
              </Text>
              {copy && value ? (
                <Box style={{ flexShrink: 0 }}>
                  <CopyTextButton value={value} label="Copy" variant="subtle" />
                </Box>
              ) : null}
            </Group>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}

/** A connection's profile (user/detail, type producer), opened by View. */
export function ConnectionDetailDialog({
  opened,
  userId,
  name,
  onClose,
}: {
  opened: boolean;
  userId: string | null;
  name: string;
  onClose: () => void;
}) {
  const detail = useGetUserDetail({ user_id: userId ?? '', type: 'producer' }, { query: { enabled: userId !== null } });
  const profile = detail.data && 'data' in detail.data ? detail.data.data : null;
  return (
    <Modal opened={opened && userId !== null} onClose={onClose} title={name || 'Connection'} size="lg">
      {detail.isPending ? (
        <Stack gap="sm" aria-label="Loading the profile">
          <Skeleton h={16} />
          <Skeleton h={16} />
          <Skeleton h={16} w="60%" />
        </Stack>
      ) : profile ? (
        <Profile profile={profile} />
      ) : (
        <Alert color="red" title="The profile could not be shown">
          Please close this and try again later.
        </Alert>
      )}
    </Modal>
  );
}
