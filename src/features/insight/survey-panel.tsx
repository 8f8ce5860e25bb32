import { LoadFailure } from '@/components/feedback/load-failure';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getListProductSurveysQueryOptions } from '@/api/generated/portal/hooks/survey/survey';
import type { ProductSurveySummary } from '@/api/generated/portal/model';
import { useSession } from '@/session/session-context';
import { INSIGHT_MESSAGES } from './insight-messages';

const LINKS = [
  { label: 'Survey', tab: '0', count: 'survey_question_count' },
  { label: 'Survey Submissions', tab: '1', count: 'submission_count' },
  { label: 'Offers', tab: '2', count: null },
  { label: 'Batch Feedback', tab: '3', count: 'feedback_count' },
] as const;

/** The tracer home's survey panel: the selected product's survey area, or the products that have a survey. */
export function SurveyPanel({ productId }: { productId: string | undefined }) {
  const { individual } = useSession();
  const surveys = useQuery(getListProductSurveysQueryOptions({ organization_id: individual?.organization_id ?? '' }));
  const list = surveys.data?.data ?? [];
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="survey-panel-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="survey-panel-title">
            Consumer Survey
          </Title>
          <Anchor component={Link} to="/survey" size="sm">
            Audiences
          </Anchor>
        </Group>
        {productId ? (
          <ProductSurvey productId={productId} summary={list.find((s) => s.id === productId)} />
        ) : surveys.isError ? (
          <LoadFailure error={surveys.error} onRetry={surveys.refetch} />
        ) : !surveys.data ? (
          <Text c="dimmed" size="sm">
            Loading… Please Wait
          </Text>
        ) : list.length === 0 ? (
          <Text c="dimmed" size="sm">
            {INSIGHT_MESSAGES.noSurveys}
          </Text>
        ) : (
          <Stack gap={6}>
            {list.map((s) => (
              <Group key={s.id} justify="space-between" wrap="nowrap" gap="sm">
                <Anchor
                  style={{ overflowWrap: 'anywhere' }}
                  renderRoot={(props) => (
                    <Link
                      to="/survey-questions/$integrantTypeId/$tabIndex"
                      params={{ integrantTypeId: s.id, tabIndex: '0' }}
                      {...props}
                    />
                  )}
                >
                  {s.title}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {s.submission_count ?? 0} submissions
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function ProductSurvey({ productId, summary }: { productId: string; summary: ProductSurveySummary | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {LINKS.map(({ label, tab, count }) => (
        <Button
          key={tab}
          variant="light"
          h="auto"
          py={6}
          styles={{ label: { whiteSpace: 'normal' } }}
          renderRoot={(props) => (
            <Link
              to="/survey-questions/$integrantTypeId/$tabIndex"
              params={{ integrantTypeId: productId, tabIndex: tab }}
              {...props}
            />
          )}
        >
          {count && summary ? `${label} (${summary[count] ?? 0})` : label}
        </Button>
      ))}
    </SimpleGrid>
  );
}
