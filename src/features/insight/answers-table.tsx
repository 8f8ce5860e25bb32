import { Table } from '@mantine/core';
import { memo } from 'react';
import type { QuestionAnswer } from '@/api/generated/portal/model';

/** A submission's question and answer pairs (memoized: a card redrawn with the same answers skips the table). */
export const AnswersTable = memo(function AnswersTable({ answers }: { answers: readonly QuestionAnswer[] }) {
  if (answers.length === 0) return null;
  return (
    <Table withTableBorder verticalSpacing="xs" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Question</Table.Th>
          <Table.Th>Answer</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {answers.map((qa, i) => (
          <Table.Tr key={`${qa.question}-${i}`}>
            <Table.Td style={WRAP}>{qa.question}</Table.Td>
            <Table.Td style={WRAP}>{qa.answer}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
});

const WRAP = { overflowWrap: 'anywhere' } as const;
