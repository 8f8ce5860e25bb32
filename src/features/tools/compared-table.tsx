import { Table, Text } from '@mantine/core';
import type { Verdict } from './coa-verdict';
import { nameKey, type ComparedRow, type Ingredient } from './ingredient-matching';

const COLOR: Record<Verdict, string> = { PASS: 'teal.9', FAIL: 'red.9', '-': 'gray.7' };

/** An amount as its side writes it, with its unit; '-' when there is none. */
export const amountText = (i: Ingredient): string => (i.shown === '' ? '-' : i.shown);

const WRAP = { overflowWrap: 'anywhere' } as const;
/** Headers wrap between words only, in the small size, so that each word fits its column at 375 px. */
const HEAD = { overflowWrap: 'break-word', fontSize: 'var(--mantine-font-size-xs)' } as const;

/** A small second line of a cell: the working or the note. */
function Aside({ text }: { text: string | null }) {
  return text === null ? null : (
    <Text size="xs" c="gray.7" style={WRAP}>
      {text}
    </Text>
  );
}

/**
 * Compared rows: both names, both amounts as written, the working (the COA amount in the label's unit when converted,
 * or the percentage of label claim) and the verdict with its note (why '-', or how a bound or a range was read).
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
            <Table.Td style={WRAP}>
              {amountText(row.coa)}
              <Aside text={row.working} />
            </Table.Td>
            <Table.Td style={WRAP}>
              <Text fw={700} size="sm" c={COLOR[row.verdict]}>
                {row.verdict}
              </Text>
              <Aside text={row.note} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
