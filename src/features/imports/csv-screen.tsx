import { Box, Alert, Anchor, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { filePart } from '@/api/form-data';
import { useUploadProductsCsv } from '@/api/generated/portal/hooks/batch/batch';
import { FileDrop } from '@/components/files/file-drop';
import { UploadProgress } from '@/components/files/upload-progress';
import { useUploadPercent } from '@/components/files/use-upload-percent';
import { ActionButton } from '@/components/form/action-button';
import { downloadText } from '@/lib/download';
import { useSession } from '@/session/session-context';
import { CSV_FILE_RULE, CSV_MESSAGE_MS, CSV_MESSAGES, DEMO_CSV_URL, errorFileName, type CsvPreview } from './csv-rules';
import { parseCsvPreview } from './parse-csv';

type Message = { readonly kind: 'success' | 'error'; readonly text: string; readonly at: number };

/** /csv (Import Products): pick a .csv, see what it holds, Upload; the error rows come back as a download. */
export function CsvScreen({ subscription }: { subscription: 'tracer' | 'fastpass' }) {
  const { individual } = useSession();
  const { percent, request } = useUploadPercent();
  const upload = useUploadProductsCsv({ request });
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  // The success and missing-file messages stay 8 seconds (a new message starts its own 8 seconds).
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), CSV_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const say = (kind: Message['kind'], text: string) => setMessage({ kind, text, at: Date.now() });

  const pick = (picked: File) => {
    setFile(picked);
    setPreview(null);
    setMessage(null);
    parseCsvPreview(picked).then(
      (result) => setPreview(result),
      () => setPreview({ header: [], rows: [], rowCount: 0 }),
    );
  };

  const send = async () => {
    if (!file) {
      say('error', CSV_MESSAGES.noFile);
      return;
    }
    let answer;
    try {
      answer = await upload.mutateAsync({
        data: {
          organization_id: individual?.organization_id ?? '',
          type: 'csvFile',
          'files[]': [filePart(file)],
          subscription,
        },
      });
    } catch {
      return; // the error policy says why
    }
    say('success', CSV_MESSAGES.success);
    const errors = answer.data?.csv;
    if (errors) downloadText(errorFileName(file.name), errors);
    setFile(null);
    setPreview(null);
  };

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }} maw={960} mx="auto" w="100%">
      <Group justify="space-between" align="center">
        <Title order={2}>Import Products</Title>
        <Anchor href={DEMO_CSV_URL} download="demo-products.csv" size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            <IconDownload size={16} aria-hidden />
            Download demo CSV
          </Group>
        </Anchor>
      </Group>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <FileDrop
            label="Products CSV file"
            hint="One product a row, with the demo file's columns"
            rule={CSV_FILE_RULE}
            file={file}
            onFile={pick}
            onReject={() => {
              setFile(null);
              setPreview(null);
            }}
          />
          {file && <PreviewTable preview={preview} />}
          {upload.isPending && <UploadProgress label="Uploading CSV" percent={percent} />}
          {message && (
            <Alert
              key={message.at}
              color={message.kind === 'success' ? 'teal' : 'red'}
              role={message.kind === 'success' ? 'status' : 'alert'}
            >
              {message.text}
            </Alert>
          )}
          <Group justify="flex-end">
            <ActionButton onClick={send}>Upload</ActionButton>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

function PreviewTable({ preview }: { preview: CsvPreview | null }) {
  if (!preview) return <Text size="sm">Reading the file…</Text>;
  if (preview.header.length === 0) return <Text size="sm">The file is empty.</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {preview.rowCount === 1 ? '1 row' : `${preview.rowCount} rows`} to import
        {preview.rowCount > preview.rows.length ? ` (the first ${preview.rows.length} shown)` : ''}
      </Text>
      {/* A focusable region: the table scrolls sideways on a phone, by keyboard too. */}
      <Box tabIndex={0} role="region" aria-label="CSV preview, scrollable" style={{ overflowX: 'auto' }}>
        <Box miw={560}>
          <Table aria-label="CSV preview" withTableBorder striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                {preview.header.map((cell, i) => (
                  <Table.Th key={i}>{cell}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.rows.map((row, r) => (
                <Table.Tr key={r}>
                  {preview.header.map((_, c) => (
                    <Table.Td key={c}>{row[c] ?? ''}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      </Box>
    </Stack>
  );
}
