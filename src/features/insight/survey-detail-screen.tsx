import { Button, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft, IconUsersPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { getGetProductQueryOptions } from '@/api/generated/portal/hooks/product/product';
import { AudienceDetailTab } from './audience-detail-tab';
import { AudienceSubmissionTab } from './audience-submission-tab';
import { TracerOnly } from './tracer-only';
import { readAudienceDraft, writeAudienceDraft } from './use-audience-draft';
import { PageHeader } from '@/components/layout/page-layout';

/** /survey/{integrantTypeId}: who the survey was sent to, and what they answered. */
export function SurveyDetailScreen({ productId }: { productId: string }) {
  const navigate = useNavigate();
  const product = useQuery(getGetProductQueryOptions(productId));
  const createAudience = () => {
    writeAudienceDraft({ ...readAudienceDraft(), templateId: productId });
    void navigate({ to: '/create-audience/$tabIndex', params: { tabIndex: '0' } });
  };
  return (
    <TracerOnly>
      <Stack gap="md">
        <PageHeader
          title="Survey"
          description={product.data?.data.title}
          action={
            <>
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
                renderRoot={(props) => <Link to="/survey" {...props} />}
              >
                Back
              </Button>
              <Button leftSection={<IconUsersPlus size={16} aria-hidden />} onClick={createAudience}>
                Create Audience
              </Button>
            </>
          }
        />
        <Tabs defaultValue="detail" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="detail">Audience Detail</Tabs.Tab>
            <Tabs.Tab value="submission">Audience Submission</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="detail" pt="md">
            <AudienceDetailTab productId={productId} />
          </Tabs.Panel>
          <Tabs.Panel value="submission" pt="md">
            <AudienceSubmissionTab productId={productId} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </TracerOnly>
  );
}
