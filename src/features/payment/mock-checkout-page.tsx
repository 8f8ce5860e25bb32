import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { localReturn, parseOrder, successReturn } from '@/lib/payment/checkout';
import { leaveTo } from '@/lib/payment/leave';
import { mockProvider } from '@/lib/payment/mock-provider';

/** Pay tells the provider's side (the mock world) first; a world that does not answer leaves the page all the same. */
function markPaid(session: string): Promise<void> {
  return mockProvider.pay(session).catch((error: unknown) => console.warn('[mock checkout]', error));
}

export interface MockCheckoutPageProps {
  readonly session?: string | undefined;
  readonly success?: string | undefined;
  readonly cancel?: string | undefined;
  readonly order?: string | undefined;
}

/**
 * The mock modes' checkout: the order, then Pay (back to the success address with the session id)
 * or Cancel (back to the cancel address). Only addresses inside the portal are followed.
 */
export function MockCheckoutPage({ session, success, cancel, order }: MockCheckoutPageProps) {
  const origin = window.location.origin;
  const paid = session && success ? localReturn(successReturn(success, session), origin) : null;
  const back = cancel ? localReturn(cancel, origin) : null;
  const details = parseOrder(order);
  const { run } = useSingleFlight();

  if (!paid || !back || !details) {
    return (
      <Alert color="red" title="This checkout cannot be shown">
        The checkout link is incomplete: it needs a session, a success and a cancel address inside the portal, and the
        order.
      </Alert>
    );
  }
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Mock checkout
          </Text>
          <Title order={1} size="h2">
            {details.title}
          </Title>
        </div>
        <Alert color="yellow" variant="light">
          No payment is taken: this page stands in for the payment provider when the portal runs on the mock server.
        </Alert>
        <Stack gap={6} component="dl" m={0}>
          {details.lines.map((line) => (
            <Group key={`${line.label}-${line.amount}`} justify="space-between" wrap="nowrap" gap="md">
              <Text component="dt">{line.label}</Text>
              <Text component="dd" m={0} fw={500} style={{ whiteSpace: 'nowrap' }}>
                {line.amount}
              </Text>
            </Group>
          ))}
          {/* A <dl> may only hold dt/dd groups: the rule above the total is a border, not a separator element. */}
          <Group justify="space-between" pt={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Text component="dt" fw={700}>
              Total due today
            </Text>
            <Text component="dd" m={0} fw={700}>
              {details.total}
            </Text>
          </Group>
        </Stack>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Session {session}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => leaveTo(back)}>
            Cancel
          </Button>
          <Button onClick={() => void run(() => markPaid(session!).then(() => leaveTo(paid)))}>
            Pay {details.total}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
