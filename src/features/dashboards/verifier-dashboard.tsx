import { wholeName } from '@/components/layout/long-text';
import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import {
  useGetDocumentMetricsCount,
  useGetUploadedDocumentDataAi,
  useGetVerifierGraphData,
} from '@/api/generated/portal/hooks/dashboard/dashboard';
import { useSession } from '@/session/session-context';
import { SideScroll } from '@/components/data-table/side-scroll';
import { ChartCard } from './chart-card';
import { RangePicker, useDateRange } from './range-picker';
import { verifierRequests } from './verifier-requests';

// The chart and its library (recharts): asked for as soon as this code is here (the home route's loader brings it with
// the dashboard's calls), never waited for: the frame, the counts and the table paint without it.
const chartCode = import('./verifier-chart');
const VerifierChart = lazy(() => chartCode);

/** The verifier dashboard: document metrics over a range, the verification chart and the per-organization results. */
export default function VerifierDashboard() {
  const { individual } = useSession();
  const organizationId = individual?.organization_id ?? '';
  const state = useDateRange();
  const range = state.range;
  const enabled = range !== null && organizationId !== '';
  const requests = verifierRequests(organizationId, range);
  // The home route's loader asked for the first range already (load-home.ts): a failure is shown, not asked again.
  const options = { query: { enabled, retryOnMount: false } };
  const counts = useGetDocumentMetricsCount(requests.counts, options);
  const graph = useGetVerifierGraphData(requests.graph, options);
  const organizations = useGetUploadedDocumentDataAi(requests.organizations, options);
  const points = graph.data?.data ?? [];
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
        <Suspense fallback={<Skeleton h={280} role="status" aria-label="Loading the chart" />}>
          <VerifierChart points={points} />
        </Suspense>
      </ChartCard>
      <ChartCard title="Verification by organization" query={organizations} empty={rows.length === 0}>
        <SideScroll label="Verification by organization" minWidth={560}>
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
                          <Text size="xs" maw={220} {...wholeName}>
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
        </SideScroll>
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
