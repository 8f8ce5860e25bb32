import { Alert, Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { filePart } from '@/api/form-data';
import { useUploadProductsCsv } from '@/api/generated/portal/hooks/batch/batch';
import { FileDrop } from '@/components/files/file-drop';
import { UploadProgress } from '@/components/files/upload-progress';
import { useUploadPercent } from '@/components/files/use-upload-percent';
import { ActionButton } from '@/components/form/action-button';
import { downloadText, neutralizedCsv } from '@/lib/download';
import { useSession } from '@/session/session-context';
import { CsvPreviewTable } from './csv-preview';
import {
  CSV_FILE_RULE,
  CSV_MESSAGE_MS,
  CSV_MESSAGES,
  DEMO_CSV_URL,
  errorFileName,
  notTextMessage,
  productCsvColumns,
  reEncodedMessage,
} from './csv-rules';
import { readCsvFile, type CsvReading } from './parse-csv';
import { PageHeader } from '@/components/layout/page-layout';

type Message = { readonly kind: 'success' | 'error'; readonly lines: readonly string[]; readonly at: number };

/**
 * /csv (Import Products): pick a .csv, see what it holds, Upload; the error rows come back as a download. The file
 * is read before anything is sent: not UTF-8 is read as Windows-1252 (and uploaded as UTF-8), binary, empty,
 * header-only or other columns are refused with the reason under the field.
 */
export function CsvScreen({ subscription }: { subscription: 'tracer' | 'fastpass' }) {
  const { individual } = useSession();
  const { percent, request } = useUploadPercent();
  const upload = useUploadProductsCsv({ request });
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState<CsvReading | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  // The reading of the latest pick: Upload pressed while it is read waits for it; an older pick's reading is dropped.
  const latest = useRef<Promise<CsvReading> | null>(null);

  // The success and missing-file messages stay 8 seconds (a new message starts its own 8 seconds).
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), CSV_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const say = (kind: Message['kind'], ...lines: string[]) => setMessage({ kind, lines, at: Date.now() });

  const clear = () => {
    latest.current = null;
    setFile(null);
    setReading(null);
  };

  const pick = (picked: File) => {
    setFile(picked);
    setReading(null);
    setRefusal(null);
    setMessage(null);
    const read = readCsvFile(picked, productCsvColumns(subscription)).catch((): CsvReading => ({
      ok: false,
      message: notTextMessage(picked.name),
    }));
    latest.current = read;
    void read.then((result) => {
      if (latest.current !== read) return;
      if (result.ok) return setReading(result);
      // Refused: the reason stays under the field and the file is no longer chosen (nothing can be sent).
      clear();
      setRefusal(result.message);
    });
  };

  const send = async () => {
    const read = latest.current;
    const result = read ? await read : null;
    if (!file || !result || latest.current !== read) {
      say('error', CSV_MESSAGES.noFile);
      return;
    }
    if (!result.ok) return; // refused when read: the reason is under the field
    let answer;
    try {
      answer = await upload.mutateAsync({
        data: {
          organization_id: individual?.organization_id ?? '',
          type: 'csvFile',
          'files[]': [filePart(result.upload)],
          subscription,
        },
      });
    } catch {
      return; // the error policy says why
    }
    const errors = answer.data?.csv;
    // The server's rows go to a spreadsheet: a cell that starts like a formula is made text first.
    if (errors) downloadText(errorFileName(file.name), await neutralizedCsv(errors), undefined, { bom: true });
    say(
      'success',
      CSV_MESSAGES.success,
      ...(result.readAs ? [reEncodedMessage(file.name, result.readAs)] : []),
      ...(errors ? [CSV_MESSAGES.errorRows] : []),
    );
    // Sent: the field is cleared, unless another file was picked meanwhile.
    if (latest.current === read) clear();
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="Import Products"
        action={
          <Anchor href={DEMO_CSV_URL} download="demo-products.csv" size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <IconDownload size={16} aria-hidden />
              Download demo CSV
            </Group>
          </Anchor>
        }
      />
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <FileDrop
            label="Products CSV file"
            hint="One product a row, with the demo file's columns"
            rule={CSV_FILE_RULE}
            file={file}
            onFile={pick}
            onReject={() => {
              clear();
              setRefusal(null);
            }}
            error={refusal}
          />
          {file &&
            (reading?.ok ? (
              <CsvPreviewTable preview={reading.preview} readAs={reading.readAs} />
            ) : (
              <Text size="sm">Reading the file…</Text>
            ))}
          {upload.isPending && <UploadProgress label="Uploading CSV" percent={percent} />}
          {message && (
            <Alert
              key={message.at}
              color={message.kind === 'success' ? 'teal' : 'red'}
              role={message.kind === 'success' ? 'status' : 'alert'}
            >
              <Stack gap={4}>
                {message.lines.map((line) => (
                  <Text key={line} size="sm">
                    {line}
                  </Text>
                ))}
              </Stack>
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
