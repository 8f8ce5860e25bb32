import { useCallback, useEffect, useRef, useState } from 'react';
import { useGenerateTwoFactor } from '@/api/generated/portal/hooks/auth/auth';
import { otpMode, type OtpMode } from './otp-rules';

/**
 * The mode of the two-factor step and, in setup mode, the secret generated for it
 * (generateTwoFactor on arrival, and again after 'Forgot QR? Regenerate'): in this component's state only, gone
 * with the step; never in the session or any storage.
 */
export function useTwoFactorSecret(individual: { email_address: string; authenticator_set?: boolean } | null) {
  const [mode, setMode] = useState<OtpMode>(() => otpMode(individual));
  const [secret, setSecret] = useState<string | null>(null);
  const generate = useGenerateTwoFactor();
  const email = individual?.email_address ?? '';
  const started = useRef(false);

  /**
   * A new secret puts the step in setup mode (on arrival without a secret, and after Regenerate).
   * It resolves when the answer is in (a failure is the error policy's to say).
   */
  const { mutateAsync } = generate;
  const regenerate = useCallback(async () => {
    started.current = true;
    await mutateAsync({ data: { email } }).then(
      (answer) => {
        setSecret(answer.data.secret);
        setMode('setup');
      },
      () => undefined,
    );
  }, [mutateAsync, email]);

  useEffect(() => {
    if (mode === 'setup' && !started.current && email) void regenerate();
  }, [mode, email, regenerate]);

  return { mode, secret, regenerate, generating: generate.isPending, failed: generate.isError };
}
