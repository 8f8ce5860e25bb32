import { Card, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { getListAudiencesQueryOptions } from '@/api/generated/portal/hooks/survey/survey';
import type { Audience } from '@/api/generated/portal/model';
import { DataTable } from '@/components/data-table/data-table';
import { LoadFailure } from '@/components/feedback/load-failure';
import { formatDate } from '@/lib/format';
import { describeQuery } from './audience-rules';
import { INSIGHT_MESSAGES } from './insight-messages';

const column = createColumnHelper<Audience>();
const columns = [
  column.accessor((a) => formatDate(a.created_on), { id: 'sent', header: 'Sent on' }),
  column.accessor((a) => describeQuery(a.query).join(', ') || 'All consumers', {
    id: 'audience',
    header: 'Audience',
  }),
  column.accessor('invited_user_count', { header: 'Invited' }),
  column.accessor((a) => a.submitted_count ?? 0, { id: 'submitted', header: 'Submitted' }),
];

/** 'Audience Detail': each send of the survey with its filters and counts. */
export function AudienceDetailTab({ productId }: { productId: string }) {
  const audiences = useQuery(getListAudiencesQueryOptions({ integrant_type_id: productId }));
  if (audiences.isError) return <LoadFailure error={audiences.error} onRetry={() => audiences.refetch()} />;
  if (!audiences.data) return <Text c="dimmed">Loading… Please Wait</Text>;
  return (
    <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <DataTable
        label="Audiences"
        data={audiences.data.data}
        columns={columns}
        getRowId={(a) => a.id}
        emptyText={INSIGHT_MESSAGES.noAudiences}
        pageSizes={[5, 10, 25, 50, 100]}
        initialPageSize={5}
        minWidth={640}
      />
    </Card>
  );
}
