import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { Individual } from '@/api/generated/portal/model';
import { useSessionStore } from '@/session/session-context';
import { useSsoSignIn } from './use-sso-sign-in';

/** /account-login/accounts-data/{email}: the developer login by email through the sign-on path, then home. */
export function DeveloperLoginScreen({ email }: { email: string }) {
  const session = useSessionStore();
  const navigate = useNavigate();
  const sso = useSsoSignIn((individual: Individual) => {
    session.signIn(individual);
    void navigate({ to: '/' });
  });
  const started = useRef(false);
  const { signInByEmail } = sso;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signInByEmail(email);
  }, [email, signInByEmail]);

  return (
    <Stack gap="md" align="center">
      {sso.failure ? (
        <Alert color="red" role="alert" w="100%">
          {sso.failure}
        </Alert>
      ) : (
        <Center>
          <Loader size="sm" />
          <Text ml="sm">Signing in as {email}…</Text>
        </Center>
      )}
    </Stack>
  );
}
