import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { LoadFailure } from '@/components/feedback/load-failure';
import { getListLocationsQueryOptions } from '@/api/generated/portal/hooks/location/location';
import type { Location } from '@/api/generated/portal/model';
import { DataTable } from '@/components/data-table/data-table';
import { LOCATION_LIST_MESSAGES } from './location-messages';

const column = createColumnHelper<Location>();

/** The organization's locations ('No Location found'), with add and edit. */
export function LocationsList({ organizationId }: { organizationId: string }) {
  const navigate = useNavigate();
  const locations = useQuery(getListLocationsQueryOptions({ organization_id: organizationId }));
  const columns = [
    column.accessor('description', { header: 'Address type' }),
    column.accessor((l) => [l.line_1, l.line_2].filter(Boolean).join(', '), { id: 'address', header: 'Address' }),
    column.accessor('city', { header: 'City' }),
    column.accessor('state', { header: 'State' }),
    column.accessor('zip', { header: 'Zip' }),
    column.accessor('country', { header: 'Country' }),
    column.display({
      id: 'actions',
      header: 'Actions',
      enableHiding: false,
      cell: ({ row }) => (
        <ActionIcon
          variant="subtle"
          aria-label={`Edit ${row.original.description}`}
          onClick={() =>
            void navigate({ to: '/organization/location/$locationType', params: { locationType: row.original.id } })
          }
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      ),
    }),
  ];
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>Locations</Title>
          <Button
            renderRoot={(props) => (
              <Link to="/organization/location/$locationType" params={{ locationType: 'create' }} {...props} />
            )}
            leftSection={<IconPlus size={16} aria-hidden />}
            size="sm"
          >
            Add Location
          </Button>
        </Group>
        {locations.data ? (
          <DataTable
            label="Locations"
            data={locations.data.data}
            columns={columns}
            getRowId={(l) => l.id}
            emptyText={LOCATION_LIST_MESSAGES.empty}
            searchable
            initialPageSize={5}
            minWidth={760}
          />
        ) : locations.isError ? (
          <LoadFailure error={locations.error} onRetry={locations.refetch} />
        ) : (
          <Text c="dimmed" size="sm">
            Loading… Please Wait
          </Text>
        )}
      </Stack>
    </Card>
  );
}
