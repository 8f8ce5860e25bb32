import { useCallback, useEffect, useRef, useState } from 'react';
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

  /** A new secret puts the step in setup mode (on arrival without a secret, and after Regenerate). */
  const { mutate } = generate;
  const regenerate = useCallback(() => {
    started.current = true;
    mutate(
      { data: { email } },
      {
        onSuccess: (answer) => {
          setSecret(answer.data.secret);
          setMode('setup');
        },
      },
    );
  }, [mutate, email]);

  useEffect(() => {
    if (mode === 'setup' && !started.current && email) regenerate();
  }, [mode, email, regenerate]);

  return { mode, secret, regenerate, generating: generate.isPending, failed: generate.isError };
}
