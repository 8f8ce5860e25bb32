import { Box, Stack, Table, Text } from '@mantine/core';
import { readAsMessage, type CsvPreview } from './csv-rules';

/** The picked file as read: its row count, the header and the first rows, and the encoding it was read in when not UTF-8. */
export function CsvPreviewTable({ preview, readAs }: { preview: CsvPreview; readAs: string | null }) {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {preview.rowCount === 1 ? '1 row' : `${preview.rowCount} rows`} to import
        {preview.rowCount > preview.rows.length ? ` (the first ${preview.rows.length} shown)` : ''}
      </Text>
      {readAs && (
        <Text size="sm" c="gray.8">
          {readAsMessage(readAs)}
        </Text>
      )}
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
