import { Table } from '@mantine/core';
import type { QuestionAnswer } from '@/api/generated/portal/model';

/** A submission's question and answer pairs. */
export function AnswersTable({ answers }: { answers: readonly QuestionAnswer[] }) {
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
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{qa.question}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{qa.answer}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
