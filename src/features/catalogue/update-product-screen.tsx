import { Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getGetProductQueryOptions, useGetProductLabel } from '@/api/generated/portal/hooks/product/product';
import { PageLoader } from '@/components/layout/page-loader';
import type { CatalogueSubscription } from './catalogue-rules';
import { ProductForm } from './product-form';
import { PageHeader } from '@/components/layout/page-layout';

interface UpdateProductScreenProps {
  readonly productId: string;
  readonly subscription: CatalogueSubscription;
  readonly onLeave: (productId?: string) => void;
}

/** /update-product/{productId}: the route's loader has fetched the product; tracer also reads its label. */
export function UpdateProductScreen({ productId, subscription, onLeave }: UpdateProductScreenProps) {
  const { data } = useQuery(getGetProductQueryOptions(productId));
  const label = useGetProductLabel({ id: productId }, { query: { enabled: subscription === 'tracer' } });
  if (!data) return <PageLoader />;
  return (
    <Stack gap="md">
      <PageHeader title="Edit Product" />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <ProductForm
          key={data.data.id}
          subscription={subscription}
          product={data.data}
          labelUrl={label.data?.data.product_label ?? null}
          onLeave={onLeave}
        />
      </Paper>
    </Stack>
  );
}
