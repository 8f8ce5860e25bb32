import { Button, Card, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { getListSurveyTemplatesQueryOptions } from '@/api/generated/portal/hooks/survey/survey';
import type { SurveyTemplate } from '@/api/generated/portal/model';
import { DataTable } from '@/components/data-table/data-table';
import { LoadFailure } from '@/components/feedback/load-failure';
import { useSession } from '@/session/session-context';
import { INSIGHT_MESSAGES } from './insight-messages';
import { TracerOnly } from './tracer-only';
import { PageHeader } from '@/components/layout/page-layout';

const column = createColumnHelper<SurveyTemplate>();
const columns = [
  column.accessor('id', { header: 'Survey ID' }),
  column.accessor('title', { header: 'Title' }),
  column.display({
    id: 'actions',
    header: 'Actions',
    enableHiding: false,
    cell: ({ row }) => (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconEye size={14} aria-hidden />}
        aria-label={`View ${row.original.title}`}
        renderRoot={(props) => (
          <Link to="/survey/$integrantTypeId" params={{ integrantTypeId: row.original.id }} {...props} />
        )}
      >
        View
      </Button>
    ),
  }),
];

/** /survey: the survey templates (id, title), each with View. */
export function SurveyListScreen() {
  const { individual } = useSession();
  const templates = useQuery(
    getListSurveyTemplatesQueryOptions({ organization_id: individual?.organization_id ?? '' }),
  );
  return (
    <TracerOnly>
      <Stack gap="md">
        <PageHeader
          title="Surveys"
          action={
            <Button
              renderRoot={(props) => <Link to="/create-audience/$tabIndex" params={{ tabIndex: '0' }} {...props} />}
            >
              Create Audience
            </Button>
          }
        />
        {templates.isError ? (
          <LoadFailure error={templates.error} onRetry={() => templates.refetch()} />
        ) : (
          <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
            <DataTable
              label="Surveys"
              data={templates.data?.data ?? []}
              columns={columns}
              getRowId={(t) => t.id}
              emptyText={templates.data ? INSIGHT_MESSAGES.noSurveys : 'Loading… Please Wait'}
              searchable
              pageSizes={[5, 10, 25, 50, 100]}
              initialPageSize={5}
              minWidth={480}
            />
          </Card>
        )}
      </Stack>
    </TracerOnly>
  );
}
