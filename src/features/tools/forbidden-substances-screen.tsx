import { Alert, Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useFindForbiddenSubstances } from '@/api/generated/portal/hooks/document/document';
import { FileDrop } from '@/components/files/file-drop';
import { UploadProgress } from '@/components/files/upload-progress';
import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { estimatedPercent, FORBIDDEN_FILE_RULE, substanceVerdicts, type SubstanceVerdict } from './forbidden-rules';
import { PageHeader } from '@/components/layout/page-layout';

/** The bar while the test runs (mounted only then): it moves on its own from when it appeared. */
function TestingProgress() {
  const [started] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setElapsed(Date.now() - started), 200);
    return () => window.clearInterval(timer);
  }, [started]);
  return <UploadProgress label="Testing the file" percent={estimatedPercent(elapsed, false)} />;
}

function Verdicts({ fileName, verdicts }: { fileName: string; verdicts: readonly SubstanceVerdict[] }) {
  const found = verdicts.filter((v) => v.foundAs.length > 0);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="forbidden-result">
      <Stack gap="md">
        <Title order={2} size="h4" id="forbidden-result" style={{ overflowWrap: 'anywhere' }}>
          Result for {fileName}
        </Title>
        {found.length > 0 ? (
          <Alert
            color="red"
            title={`${found.length} forbidden ${found.length === 1 ? 'substance' : 'substances'} found`}
          >
            {found.map((v) => v.substance.name).join(', ')}
          </Alert>
        ) : (
          <Alert color="teal" title="No forbidden substances found">
            None of the substances on the advisory list is in this file.
          </Alert>
        )}
        <Table.ScrollContainer minWidth={0}>
          <Table aria-label="Advisory substances" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Substance</Table.Th>
                <Table.Th>Result</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {verdicts.map((v) => (
                <Table.Tr key={v.substance.name}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {v.substance.name}
                    </Text>
                    {v.substance.alternateNames.length > 0 ? (
                      <Text size="xs" c="gray.7">
                        Also known as {v.substance.alternateNames.join(', ')}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {v.foundAs.length > 0 ? (
                      <Stack gap={2}>
                        <Badge color="red.8" variant="filled" w="fit-content">
                          Found
                        </Badge>
                        <Text size="xs">as {v.foundAs.join(', ')}</Text>
                      </Stack>
                    ) : (
                      <Badge color="gray.7" variant="outline" w="fit-content">
                        Not found
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

/**
 * /forbidden-substances (public): one file is tested against the advisory list; a bar shows while it runs.
 * A refusal (a status above 300) or a failure shows the server's message (the portal's error policy).
 */
export function ForbiddenSubstancesScreen() {
  const [file, setFile] = useState<File | null>(null);
  const test = useFindForbiddenSubstances();
  const answer = test.data && 'data' in test.data && test.data.data ? test.data.data : null;

  const submit = async () => {
    if (!file) return;
    test.reset();
    // The generated type names the part's text form; the file goes into the multipart body as it is.
    await test.mutateAsync({ data: { file: file as unknown as string } }).catch(() => undefined);
  };

  return (
    <Stack gap="lg">
      <PageHeader title="Forbidden Substances Test" />
      <Text>
        Upload a label, a certificate of analysis or a formula sheet: it is checked for the substances on the advisory
        list (1,4-DMAA, Andarine, Bismuth nitrate, N-Methyltyramine, Sodium tetrachloroaurate and Sulbutiamine) and
        their other names.
      </Text>
      <Card withBorder padding="lg">
        <ActionForm onSubmit={submit} aria-label="Test a file">
          <Stack gap="md">
            <FileDrop
              label="File to test"
              hint="PDF, JPG or PNG, at most 20 MB"
              rule={FORBIDDEN_FILE_RULE}
              file={file}
              onFile={(f) => {
                setFile(f);
                test.reset();
              }}
              disabled={test.isPending}
            />
            {test.isPending ? <TestingProgress /> : null}
            <SubmitButton disabled={!file} w="fit-content">
              Test file
            </SubmitButton>
          </Stack>
        </ActionForm>
      </Card>
      {answer ? <Verdicts fileName={answer.file_name} verdicts={substanceVerdicts(answer.substances)} /> : null}
    </Stack>
  );
}
