import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** /thank-you-transfer-payment-not-done: the return from a cancelled or failed checkout. */
export function TransferPaymentNotDone() {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack gap="md" align="center" ta="center">
        <Title order={1} size="h2">
          Payment Failed
        </Title>
        <Text>Unfortunately, your payment could not be processed. Please try again or update your payment method.</Text>
        <Button renderRoot={(props) => <Link to="/" {...props} />}>Try Again</Button>
      </Stack>
    </Card>
  );
}
