import { Alert, Button, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PlanProduct } from '@/api/generated/portal/model';
import { LoadFailure } from '@/components/feedback/load-failure';
import { PageLoader } from '@/components/layout/page-loader';
import { PLANS_PATH } from './billing-rules';
import { PageHeader } from '@/components/layout/page-layout';

/** The frame of /plans/upgrade/{productID} and /plans/buyNew/{productID}: 'Confirm Subscription' and the product. */
export function PlanPage({
  query,
  product,
  children,
}: {
  query: UseQueryResult<unknown, unknown>;
  product: PlanProduct | null;
  children: ReactNode;
}) {
  if (query.isError) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoader />;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Confirm Subscription"
        description={product && `${product.prouct_name ?? ''}${product.description ? `: ${product.description}` : ''}`}
      />
      {product ? (
        children
      ) : (
        <Alert color="red" title="This plan could not be found." role="alert">
          <Button component={Link} to={PLANS_PATH} mt="xs" variant="light">
            See the plans
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
