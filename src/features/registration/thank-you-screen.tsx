import { Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSession } from '@/session/session-context';
import { useFinishRegistration } from './use-finish-registration';

interface ThankYouScreenProps {
  /** /thank-you/invoice, or a checkout return (/thankyou with a session id) or the free path (/thank-you). */
  readonly way: 'invoice' | 'return';
  readonly sessionId?: string | undefined;
}

/** The end of registration (step 4): finalized, then the thanks with Login (or Continue when still signed in). */
export function ThankYouScreen({ way, sessionId }: ThankYouScreenProps) {
  const { done } = useFinishRegistration(way, sessionId);
  const signedIn = Boolean(useSession().token);
  return (
    <Card withBorder radius="md" padding="xl">
      {done ? (
        <Stack align="center" gap="md" ta="center">
          <Title order={1} size="h2">
            Thank You!{' '}
            <Text span display="block" size="lg" fw={500} mt="xs">
              Great! Your Registration process successfully complete.
            </Text>
          </Title>
          {signedIn ? (
            <Button component={Link} to="/">
              Continue
            </Button>
          ) : (
            <Button component={Link} to="/login">
              Login
            </Button>
          )}
        </Stack>
      ) : (
        <Stack align="center" gap="sm" aria-live="polite">
          <Loader />
          <Text>Finishing your registration…</Text>
        </Stack>
      )}
    </Card>
  );
}
