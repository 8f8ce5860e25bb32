import { Badge, Button, Card, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getCheckInvoiceStatusQueryOptions } from '@/api/generated/portal/hooks/subscription/subscription';
import { LoadFailure } from '@/components/feedback/load-failure';
import { PageLoader } from '@/components/layout/page-loader';
import { formatDate } from '@/lib/format';
import { safePaymentAddress } from '@/lib/safe-url';
import { money } from '@/lib/plans/plan-rules';
import { SideScroll } from '@/components/data-table/side-scroll';
import { BILLING_MESSAGES, billingReason, invoiceColor, invoicePlan, statusLabel } from './billing-rules';

/** The Billing tab: the organization's invoices, each with its hosted page and PDF in a new tab. */
export function BillingTab({ organizationId }: { organizationId: string }) {
  const query = useQuery(getCheckInvoiceStatusQueryOptions({ id: organizationId }));
  if (query.isError) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoader />;
  const invoices = query.data.list;
  if (invoices.length === 0) return <Text c="dimmed">{BILLING_MESSAGES.noInvoices}</Text>;
  return (
    <Card withBorder radius="md" padding="lg">
      <SideScroll label="Invoices" minWidth={860}>
        <Table striped aria-label="Invoices" verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Status</Table.Th>
              <Table.Th>Plan</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Amount due</Table.Th>
              <Table.Th>Amount paid</Table.Th>
              <Table.Th>Billing reason</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.map((invoice, i) => {
              const plan = invoicePlan(invoice);
              const date = formatDate(invoice.period_start);
              // The server's addresses, linked only when https on the payment provider's (or the file host's) origin.
              const details = safePaymentAddress(invoice.hosted_invoice_url);
              const pdf = safePaymentAddress(invoice.invoice_pdf);
              return (
                <Table.Tr key={invoice.id ?? i}>
                  <Table.Td>
                    <Badge
                      color={invoiceColor(invoice) === 'green' ? 'teal' : 'red'}
                      variant="filled"
                      style={{ overflow: 'visible' }}
                      miw="max-content"
                    >
                      {statusLabel(invoice.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{plan}</Table.Td>
                  <Table.Td>{date}</Table.Td>
                  <Table.Td>{money(invoice.amount_due, invoice.currency)}</Table.Td>
                  <Table.Td>{money(invoice.amount_paid, invoice.currency)}</Table.Td>
                  <Table.Td>{billingReason(invoice.billing_reason)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {details && (
                        <Button
                          component="a"
                          href={details}
                          target="_blank"
                          rel="noopener noreferrer"
                          size="xs"
                          variant="light"
                          aria-label={`View details of the ${plan} invoice of ${date}`}
                        >
                          View details
                        </Button>
                      )}
                      {pdf && (
                        <Button
                          component="a"
                          href={pdf}
                          target="_blank"
                          rel="noopener noreferrer"
                          size="xs"
                          variant="default"
                          aria-label={`Download the PDF of the ${plan} invoice of ${date}`}
                        >
                          Download PDF
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </SideScroll>
    </Card>
  );
}
