import { useEffect, useRef, useState } from 'react';
import { useGenerateTwoFactor } from '@/api/generated/portal/hooks/auth/auth';
import { otpMode, type OtpMode } from './otp-rules';

/**
 * The mode of the two-factor step and, in setup mode, the secret generated for it
 * (generateTwoFactor on arrival, and again after 'Forgot QR? Regenerate').
 */
export function useTwoFactorSecret(individual: { email_address: string; authenticator_secret?: string | null } | null) {
  const [mode, setMode] = useState<OtpMode>(() => otpMode(individual));
  const [secret, setSecret] = useState<string | null>(null);
  const generate = useGenerateTwoFactor();
  const email = individual?.email_address ?? '';
  const started = useRef(false);

  const regenerate = () => {
    started.current = true;
    generate.mutate(
      { data: { email } },
      {
        onSuccess: (answer) => {
          setSecret(answer.data.secret);
          setMode('setup');
        },
      },
    );
  };

  useEffect(() => {
    if (mode !== 'setup' || started.current || !email) return;
    started.current = true;
    generate.mutate({ data: { email } }, { onSuccess: (answer) => setSecret(answer.data.secret) });
  }, [mode, email, generate]);

  return { mode, secret, regenerate, generating: generate.isPending, failed: generate.isError };
}
