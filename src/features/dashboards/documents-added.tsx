import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useGetDocumentAddedCount } from '@/api/generated/portal/hooks/dashboard/dashboard';
import { useSession } from '@/session/session-context';
import { ChartCard } from './chart-card';
import { RangePicker, useDateRange } from './range-picker';

/** The publisher's chart of documents added over the chosen range. */
export function DocumentsAdded() {
  const { individual } = useSession();
  const organizationId = individual?.organization_id ?? '';
  const state = useDateRange();
  const range = state.range;
  const added = useGetDocumentAddedCount(
    { organization_id: organizationId, ...(range ?? { type: '', start_date: '', end_date: '' }) },
    { query: { enabled: range !== null && organizationId !== '' } },
  );
  const series = added.data?.data.series ?? [];
  return (
    <ChartCard
      title="Documents added"
      controls={<RangePicker state={state} label="Documents added" />}
      query={added}
      empty={series.length === 0}
    >
      <Text size="sm" mb="sm">
        {added.data?.data.total ?? 0} documents added in the range
      </Text>
      <BarChart
        h={260}
        data={series}
        dataKey="label"
        series={[{ name: 'count', label: 'Documents added', color: 'teal.7' }]}
        yAxisProps={{ allowDecimals: false }}
      />
    </ChartCard>
  );
}
