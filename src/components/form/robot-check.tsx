import { Checkbox, Input, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { loadRobotWidget, MOCK_ROBOT_TOKEN, ROBOT_SITE_KEY } from '@/lib/robot-check';

interface RobotCheckProps {
  /** The token, or null when unticked or expired. */
  readonly token: string | null;
  readonly onToken: (token: string | null) => void;
  readonly error?: string | null | undefined;
  readonly disabled?: boolean;
}

/** "I'm not a robot": the provider's widget when a site key is configured, a mock checkbox otherwise. */
export function RobotCheck({ token, onToken, error, disabled }: RobotCheckProps) {
  if (ROBOT_SITE_KEY) return <ProviderWidget siteKey={ROBOT_SITE_KEY} onToken={onToken} error={error} />;
  return (
    <Checkbox
      label="I'm not a robot"
      checked={token !== null}
      disabled={disabled}
      error={error}
      onChange={(event) => onToken(event.currentTarget.checked ? MOCK_ROBOT_TOKEN : null)}
    />
  );
}

function ProviderWidget({
  siteKey,
  onToken,
  error,
}: {
  siteKey: string;
  onToken: (token: string | null) => void;
  error?: string | null | undefined;
}) {
  const box = useRef<HTMLDivElement>(null);
  const callback = useRef(onToken);
  useEffect(() => {
    callback.current = onToken;
  });
  useEffect(() => {
    let cancelled = false;
    void loadRobotWidget().then(
      (api) => {
        if (cancelled || !box.current || box.current.childElementCount > 0) return;
        api.render(box.current, {
          sitekey: siteKey,
          callback: (t: string) => callback.current(t),
          'expired-callback': () => callback.current(null),
        });
      },
      () => callback.current(null),
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey]);
  return (
    <Stack gap={4}>
      <div ref={box} />
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}
