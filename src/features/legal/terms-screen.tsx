import { Card, Stack, Text, Title } from '@mantine/core';
import { TERMS_CLAUSES } from './terms-clauses';
import { PageHeader } from '@/components/layout/page-layout';

/** /terms-of-service: each topic of the terms with its plain-language summary. */
export function TermsScreen() {
  return (
    <Stack gap="md">
      <PageHeader
        title="Terms of Service"
        description="Each clause is followed by a plain-language summary. The summary does not replace the clause."
      />
      {TERMS_CLAUSES.map((c) => (
        <Card key={c.id} withBorder padding="lg" component="section" aria-labelledby={`terms-${c.id}`}>
          <Title order={2} size="h4" id={`terms-${c.id}`}>
            {c.title}
          </Title>
          <Text mt="xs">{c.clause}</Text>
          <Text mt="xs" size="sm" c="teal.9">
            <strong>In short:</strong> {c.summary}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
