import { Table, Text } from '@mantine/core';
import { nameKey, type ComparedRow, type Ingredient, type Verdict } from './ingredient-matching';

const COLOR: Record<Verdict, string> = { PASS: 'teal.9', FAIL: 'red.9', '-': 'gray.7' };

/** An amount as its side states it, with its unit; '-' when there is none. */
export const amountText = (i: Ingredient): string => (i.shown === '' ? '-' : `${i.shown} ${i.unit}`.trim());

function coaText(row: ComparedRow): string {
  const stated = amountText(row.coa);
  return row.coaInLabelUnit === null ? stated : `${stated} (${row.coaInLabelUnit} ${row.label.unit})`;
}

const WRAP = { overflowWrap: 'anywhere' } as const;
/** Headers wrap between words only, in the small size, so that each word fits its column at 375 px. */
const HEAD = { overflowWrap: 'break-word', fontSize: 'var(--mantine-font-size-xs)' } as const;

/**
 * Compared rows: both names, both amounts (the COA's converted too when the units differ) and the verdict.
 * A fixed layout whose cells wrap, so that the table fits a 375 px screen without scrolling sideways.
 */
export function ComparedTable({ rows, caption }: { rows: readonly ComparedRow[]; caption: string }) {
  return (
    <Table striped fz="sm" horizontalSpacing={6} layout="fixed">
      <Table.Caption c="gray.7">{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="30%" style={HEAD}>
            Ingredient (NIH / COA)
          </Table.Th>
          <Table.Th w="23%" style={HEAD}>
            Label amount
          </Table.Th>
          <Table.Th w="25%" style={HEAD}>
            COA amount
          </Table.Th>
          <Table.Th w="22%" style={HEAD}>
            Result
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={`${row.labelIndex}-${row.coaIndex}`}>
            <Table.Td style={WRAP}>
              {row.label.name}
              {nameKey(row.coa.name) !== nameKey(row.label.name) ? (
                <Text size="xs" c="gray.7" style={WRAP}>
                  COA: {row.coa.name}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td style={WRAP}>{amountText(row.label)}</Table.Td>
            <Table.Td style={WRAP}>{coaText(row)}</Table.Td>
            <Table.Td>
              <Text fw={700} size="sm" c={COLOR[row.verdict]}>
                {row.verdict}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
