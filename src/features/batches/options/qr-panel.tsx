import { Button, Card, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { notifyError } from '@/components/feedback/notify';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { downloadBlob } from './download';
import { qrFileName, QR_FORMATS, type QrFormat } from './options-rules';
import { loadedQr, loadQr } from './qr-loader';

export interface QrPanelProps {
  /** What the code carries (the batch's public page). */
  readonly value: string;
  readonly title: string;
  readonly description: string;
}

/** The batch's QR code with its title and description, downloadable as PNG, WEBP, JPEG and SVG (QR_Code, 1000 px). */
export function QrPanel({ value, title, description }: QrPanelProps) {
  // `qrcode` is a chunk of its own (qr-loader.ts): drawn in this render when the route's loader brought it already.
  const [qr, setQr] = useState(loadedQr);
  const preview = useMemo(() => qr?.qrPreviewNow(value) ?? null, [qr, value]);
  const flight = useSingleFlight();

  useEffect(() => {
    if (qr) return;
    let live = true;
    loadQr().then(
      (module) => live && setQr(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [qr]);

  const download = (format: QrFormat) =>
    flight.run(async () => {
      try {
        const qr = await loadQr();
        downloadBlob(await qr.qrImage(value, { title, description }, format), qrFileName(format));
      } catch {
        notifyError('The QR code could not be downloaded. Please try again.');
      }
    });

  return (
    <Card withBorder radius="md" padding="md">
      <Group align="flex-start" gap="lg" wrap="wrap">
        {preview ? (
          <Image src={preview} alt={`QR code of ${title}`} w={160} h={160} fit="contain" />
        ) : (
          <Skeleton w={160} h={160} role="status" aria-label="Drawing the QR code" />
        )}
        <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Title order={3} size="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" lineClamp={3} title={description}>
              {description}
            </Text>
          )}
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {value}
          </Text>
          <Group gap="xs" mt="xs" role="group" aria-label="Download the QR code">
            {QR_FORMATS.map((format) => (
              <Button
                key={format}
                size="xs"
                variant="default"
                disabled={flight.pending}
                onClick={() => void download(format)}
                aria-label={`Download QR code as ${format}`}
              >
                {format}
              </Button>
            ))}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
