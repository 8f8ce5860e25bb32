import { Button, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getGetProductQueryOptions } from '@/api/generated/portal/hooks/product/product';
import { BatchFeedbackTab } from './batch-feedback-tab';
import { QUESTION_TABS, tabIndexOf } from './insight-rules';
import { OffersTab } from './offers-tab';
import { SubmissionsTab } from './submissions-tab';
import { SurveyTab } from './survey-tab';
import { TracerOnly } from './tracer-only';
import classes from './survey-questions.module.css';
import { PageHeader } from '@/components/layout/page-layout';

export interface SurveyQuestionsScreenProps {
  readonly productId: string;
  /** The tab index as the URL has it ('0' to '3'; anything else is the first tab). */
  readonly tab: string;
  readonly onTab: (tab: number) => void;
}

/** A product's consumer insight: its survey questions, the submissions, the offer and the batch feedback. */
export function SurveyQuestionsScreen({ productId, tab, onTab }: SurveyQuestionsScreenProps) {
  const active = tabIndexOf(tab, QUESTION_TABS.length);
  const product = useQuery(getGetProductQueryOptions(productId));
  const title = product.data?.data.title;
  return (
    <TracerOnly>
      <Stack gap="md">
        <PageHeader
          title="Survey"
          description={title || null}
          action={
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              renderRoot={(props) => <Link to="/" search={{ product: productId }} {...props} />}
            >
              Back to Dashboard
            </Button>
          }
        />
        <Tabs
          value={String(active)}
          onChange={(value) => onTab(tabIndexOf(value, QUESTION_TABS.length))}
          keepMounted={false}
        >
          <Tabs.List className={classes.list}>
            {QUESTION_TABS.map((label, i) => (
              <Tabs.Tab key={label} value={String(i)}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="0" pt="md">
            <SurveyTab productId={productId} />
          </Tabs.Panel>
          <Tabs.Panel value="1" pt="md">
            <SubmissionsTab productId={productId} />
          </Tabs.Panel>
          <Tabs.Panel value="2" pt="md">
            <OffersTab productId={productId} />
          </Tabs.Panel>
          <Tabs.Panel value="3" pt="md">
            <BatchFeedbackTab productId={productId} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </TracerOnly>
  );
}
