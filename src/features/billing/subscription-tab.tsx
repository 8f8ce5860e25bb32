import { Badge, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { SubscriptionRecord } from '@/api/generated/portal/model';
import { priceLabel } from '@/lib/plans/plan-rules';
import { SideScroll } from '@/components/data-table/side-scroll';
import { billingPeriod, creditsBalance, itemRows, nextInvoice, statusLabel } from './billing-rules';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} component="div">
        {children}
      </Text>
    </div>
  );
}

/** One subscription: status, billing period, plan, price, items (daily hashes hidden), next invoice, credits. */
export function SubscriptionTab({ record }: { record: SubscriptionRecord }) {
  const next = nextInvoice(record);
  const rows = itemRows(record);
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label="Status">
            <Badge color={record.status === 'active' || record.status === 'trialing' ? 'teal' : 'red'} variant="light">
              {statusLabel(record.status)}
            </Badge>
          </Fact>
          <Fact label="Billing period">{billingPeriod(record)}</Fact>
          <Fact label="Plan">{record.product.name}</Fact>
          <Fact label="Price">{priceLabel(record.plan)}</Fact>
          <Fact label="Next invoice">
            {next.amount ? `${next.amount}${next.date ? ` on ${next.date}` : ''}` : 'None'}
          </Fact>
          <Fact label="Credits balance">{creditsBalance(record)}</Fact>
        </SimpleGrid>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={3} size="h4" mb="sm">
          Items
        </Title>
        <SideScroll label={`${record.product.name} items`} minWidth={420}>
          <Table striped aria-label={`${record.product.name} items`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                <Table.Th>Allowed</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Remaining</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>{row.type}</Table.Td>
                  <Table.Td>{row.allowed}</Table.Td>
                  <Table.Td>{row.created}</Table.Td>
                  <Table.Td>{row.remaining}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SideScroll>
      </Card>
    </Stack>
  );
}
