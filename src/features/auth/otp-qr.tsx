import { Center, Code, Image, Loader, Stack, Text } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { otpauthUrl } from './otp-rules';

/** The QR code of the authenticator secret, drawn here with `qrcode`, and the secret for manual entry. */
export function OtpQr({ email, secret }: { email: string; secret: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(otpauthUrl(email, secret), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((markup) => live && setSvg(markup))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [email, secret]);
  return (
    <Stack gap="xs" align="center">
      <Text size="sm" ta="center">
        Scan this QR code with your authenticator app, then enter the six-digit code it shows.
      </Text>
      <Center w={184} h={184} bg="white" style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}>
        {svg ? (
          <Image
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt="Authenticator QR code"
            w={168}
            h={168}
          />
        ) : (
          <Loader size="sm" />
        )}
      </Center>
      <Text size="xs" c="dimmed" ta="center">
        Can&apos;t scan it? Enter this key instead:
      </Text>
      <Code aria-label="Authenticator secret" style={{ wordBreak: 'break-all', textAlign: 'center' }}>
        {secret}
      </Code>
    </Stack>
  );
}
