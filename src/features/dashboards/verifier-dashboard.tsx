import { BarChart } from '@mantine/charts';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  useGetDocumentMetricsCount,
  useGetUploadedDocumentDataAi,
  useGetVerifierGraphData,
} from '@/api/generated/portal/hooks/dashboard/dashboard';
import { useSession } from '@/session/session-context';
import { ChartCard } from './chart-card';
import { chartStepSize } from './date-range';
import { RangePicker, useDateRange } from './range-picker';

/** The verifier dashboard: document metrics over a range, the verification chart and the per-organization results. */
export default function VerifierDashboard() {
  const { individual } = useSession();
  const organizationId = individual?.organization_id ?? '';
  const state = useDateRange();
  const range = state.range;
  const enabled = range !== null && organizationId !== '';
  const query = { organization_id: organizationId, ...(range ?? { type: '', start_date: '', end_date: '' }) };
  const counts = useGetDocumentMetricsCount(query, { query: { enabled } });
  const graph = useGetVerifierGraphData(
    { type: query.type, startDate: query.start_date, endDate: query.end_date },
    { query: { enabled } },
  );
  const organizations = useGetUploadedDocumentDataAi(query, { query: { enabled } });
  const points = graph.data?.data ?? [];
  const step = chartStepSize(points);
  const rows = organizations.data?.data ?? [];
  const c = counts.data?.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <RangePicker state={state} label="Document metrics" />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Metric label="Total documents" value={c?.total_doc} />
        <Metric label="Verified documents" value={c?.no_of_verify_doc} />
        <Metric label="Unverified documents" value={c?.no_of_unverify_doc} />
      </SimpleGrid>
      <ChartCard title="Document verification" query={graph} empty={points.length === 0}>
        <BarChart
          h={280}
          data={points}
          dataKey="label"
          withLegend
          series={[
            { name: 'total_doc', label: 'Total', color: 'blue.6' },
            { name: 'no_of_verify_doc', label: 'Verified', color: 'teal.7' },
            { name: 'no_of_unverify_doc', label: 'Unverified', color: 'red.7' },
          ]}
          yAxisProps={{ allowDecimals: step !== 1, domain: step === 500 ? [0, 500] : [0, 'auto'] }}
        />
      </ChartCard>
      <ChartCard title="Verification by organization" query={organizations} empty={rows.length === 0}>
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="Verification by organization">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Organization</Table.Th>
                <Table.Th>Success</Table.Th>
                <Table.Th>Failure</Table.Th>
                <Table.Th>Total</Table.Th>
                <Table.Th>AI results</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.organization_id ?? row.organization_name}>
                  <Table.Td>{row.organization_name}</Table.Td>
                  <Table.Td>{row.success}</Table.Td>
                  <Table.Td>{row.fail}</Table.Td>
                  <Table.Td>{row.total}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {(row.aiResult ?? []).map((ai, i) => (
                        <Group key={ai.document_id ?? i} gap={6} wrap="nowrap">
                          <Text size="xs" truncate maw={220} title={ai.file_name}>
                            {ai.file_name ?? 'Document'}
                          </Text>
                          <Badge size="xs" variant="light" color={/authentic/i.test(ai.result) ? 'teal' : 'red'}>
                            {ai.result}
                          </Badge>
                        </Group>
                      ))}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ChartCard>
    </Stack>
  );
}

function Metric({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="gray.7" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value ?? '–'}
      </Text>
    </Paper>
  );
}
